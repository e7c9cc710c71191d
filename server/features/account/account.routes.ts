import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { meSchema, publicConfigSchema } from '../../../common/contracts/account.js';
import { signedInUser } from '../../http/auth-guard.js';
import { getMe } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, payments }) => {
  app.get('/api/config', { schema: { tags: ['account'], response: { 200: publicConfigSchema } } }, async () => ({
    providers: { google: Boolean(config.google), apple: Boolean(config.apple) },
    devOutbox: !config.production,
    payments: { kind: payments.gateway.kind, ...(payments.gateway.publishableKey ? { publishableKey: payments.gateway.publishableKey } : {}) },
  }));

  app.get('/api/me', { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: meSchema } } }, async (request) =>
    getMe(db, signedInUser(request), { requireEmailVerification: config.requireEmailVerification }),
  );
};
