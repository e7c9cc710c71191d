import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { templateSchema } from '../../../common/schemas.js';
import { notFound } from '../../http/errors.js';
import { getTemplate, listTemplates } from './templates.service.js';
import { createJsonCache, pickEncoding } from './templates.cache.js';

export const templatesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, hub }) => {
  const cache = createJsonCache(async () => ({ templates: await listTemplates(db) }));
  const unsubscribe = hub.subscribe('*', (event) => event.topic === 'templates' && cache.invalidate());
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/api/templates',
    { schema: { tags: ['templates'], response: { 200: z.object({ templates: z.array(templateSchema) }) } } },
    async (request, reply) => {
      const body = await cache.get();
      reply.header('etag', body.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === body.etag) return reply.code(304 as 200).send(undefined as never);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already serialised and compressed once per change; a Buffer bypasses the serialiser.
      return reply.send((encoding === 'identity' ? body.identity : body[encoding]) as never);
    },
  );

  app.get(
    '/api/templates/:id',
    { schema: { tags: ['templates'], params: z.object({ id: z.string().min(1).max(100) }), response: { 200: templateSchema } } },
    async (request) => {
      const template = await getTemplate(db, request.params.id);
      if (!template) throw notFound('Template');
      return template;
    },
  );
};
