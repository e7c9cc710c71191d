import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  libraryItemParamsSchema as params,
  libraryItemSchema,
  libraryListSchema,
  librarySavedBodySchema,
} from '../../../common/contracts/library.js';
import { deleteLibraryItem, getLibraryItem, listLibrary, setSaved } from './library.service.js';

const user = { access: 'user' as const };

export const libraryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.get(
    '/api/library',
    { config: user, schema: { tags: ['library'], response: { 200: libraryListSchema } } },
    async (request) => ({
      items: await listLibrary(db, storage, signedInUser(request).id),
    }),
  );

  app.get(
    '/api/library/:id',
    { config: user, schema: { tags: ['library'], params, response: { 200: libraryItemSchema } } },
    async (request) => getLibraryItem(db, storage, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/library/:id',
    {
      config: user,
      schema: { tags: ['library'], params, body: librarySavedBodySchema, response: { 200: libraryItemSchema } },
    },
    async (request) => setSaved(db, storage, signedInUser(request).id, request.params.id, request.body.saved),
  );

  app.delete(
    '/api/library/:id',
    { config: user, schema: { tags: ['library'], params, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteLibraryItem(db, storage, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
