import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import {
  deleteAccountReplySchema,
  deleteAccountSchema,
  meSchema,
  publicConfigSchema,
} from '../../../common/contracts/account.js';
import { signedInUser } from '../../http/auth-guard.js';
import { getMe } from './account.service.js';
import { publicConfig } from './public-config.js';
import { exportAccountData } from './account-export.service.js';
import { deleteAccount } from './account-delete.service.js';

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, payments, storage, sessions, auth, settings },
) => {
  app.get('/api/config', { schema: { tags: ['account'], response: { 200: publicConfigSchema } } }, () =>
    publicConfig(config, payments),
  );

  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (request) => getMe(db, signedInUser(request), { requireEmailVerification: config.requireEmailVerification }),
  );

  // Download my data: a zip streamed as it is written (each file read when its turn comes).
  app.get(
    '/api/me/export',
    {
      config: { access: 'user', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Download my data',
        description:
          'A ZIP (application/zip, as an attachment): profile, saved address, orders, token ledger, library images and uploaded photos.',
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = await exportAccountData(
        { db, storage, shopName: settings.current().settings.shop.name },
        signedInUser(request).id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );

  const authContext = await auth.$context;
  const sessionCookie = authContext.authCookies.sessionToken;
  app.post(
    '/api/me/delete',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: deleteAccountSchema, response: { 200: deleteAccountReplySchema } },
    },
    async (request, reply) => {
      await deleteAccount(
        { db, storage, sessions, verifyPassword: (hash, password) => authContext.password.verify({ hash, password }) },
        { userId: signedInUser(request).id, ...request.body },
      );
      // Every session row is gone; this browser also forgets its cookie.
      const secure = sessionCookie.attributes.secure ? '; Secure' : '';
      void reply.header('set-cookie', `${sessionCookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
      return { deleted: true as const };
    },
  );
};
