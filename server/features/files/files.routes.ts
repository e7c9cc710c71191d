import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { isSafeKey } from '../../adapters/storage/storage.port.js';
import { notFound } from '../../http/errors.js';

/** Our stored files. Names are unguessable and never change, so they are cached for a year. */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage }) => {
  app.get('/files/*', { schema: { hide: true, params: z.object({ '*': z.string().max(500) }) } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeKey(key)) throw notFound('File');
    const file = await storage.get(key);
    if (!file) throw notFound('File');
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
};
