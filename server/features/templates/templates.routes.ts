import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { templateIdParamsSchema, templateListSchema, templateSchema } from '../../../common/contracts/templates.js';
import { notFound } from '../../core/errors.js';
import { getTemplate, listTemplates } from './templates.service.js';
import { pickEncoding } from '../../http/encoding.js';
import { createJsonCache, type Encoded } from './templates.cache.js';

/** Sends a cached body: 304 on a matching ETag, else the pre-compressed form the client accepts. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded) {
  reply.header('etag', body.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // Already serialised and compressed once per change; a Buffer bypasses the serialiser.
  return reply.send(encoding === 'identity' ? body.identity : body[encoding]);
}

export const templatesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, hub }) => {
  // One load for the list and every template by id (hidden ones stay readable by id).
  const cache = createJsonCache(async () => {
    const all = await listTemplates(db, { includeHidden: true });
    return { body: { templates: all.filter((t) => !t.hidden) }, parts: all.map((t) => [t.id, t] as [string, unknown]) };
  });
  const unsubscribe = hub.subscribe('*', (event) => event.topic === 'templates' && cache.invalidate());
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/api/templates',
    // compress: false, the bodies are compressed once per change (no per-request compression hooks).
    { compress: false, schema: { tags: ['templates'], response: { 200: templateListSchema } } },
    async (request, reply) => sendEncoded(request, reply as unknown as FastifyReply, await cache.get()) as never,
  );

  app.get('/api/templates/:id', { schema: { tags: ['templates'], params: templateIdParamsSchema, response: { 200: templateSchema } } }, async (request, reply) => {
    const cached = (await cache.get()).parts.get(request.params.id);
    if (cached) return sendEncoded(request, reply, cached) as never;
    // Not in the cache: maybe created a moment ago on another node, before its notification arrived.
    const template = await getTemplate(db, request.params.id);
    if (!template) throw notFound('Template');
    cache.invalidate();
    return template;
  });
};
