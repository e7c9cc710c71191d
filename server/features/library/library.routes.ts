import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { libraryItemSchema } from '../../../common/contracts/library.js';
import { deleteLibraryItem, getLibraryItem, listLibrary, setSaved } from './library.service.js';

const params = z.object({ id: z.string().min(1).max(100) });

export const libraryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage, auth, config }) => {
  app.get('/api/library', { config: { access: 'user' }, schema: { tags: ['library'], response: { 200: z.object({ items: z.array(libraryItemSchema) }) } } }, async (request) => {
    const user = await requireUser(auth, config, request);
    return { items: await listLibrary(db, storage, user.id) };
  });

  app.get('/api/library/:id', { config: { access: 'user' }, schema: { tags: ['library'], params, response: { 200: libraryItemSchema } } }, async (request) => {
    const user = await requireUser(auth, config, request);
    return getLibraryItem(db, storage, user.id, request.params.id);
  });

  app.patch(
    '/api/library/:id',
    { config: { access: 'user' }, schema: { tags: ['library'], params, body: z.object({ saved: z.boolean() }), response: { 200: libraryItemSchema } } },
    async (request) => {
      const user = await requireUser(auth, config, request);
      return setSaved(db, storage, user.id, request.params.id, request.body.saved);
    },
  );

  app.delete('/api/library/:id', { config: { access: 'user' }, schema: { tags: ['library'], params, response: { 204: z.null() } } }, async (request, reply) => {
    const user = await requireUser(auth, config, request);
    await deleteLibraryItem(db, storage, user.id, request.params.id);
    return reply.status(204).send(null);
  });
};
