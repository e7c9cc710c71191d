import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { outboxSchema } from '../../../common/contracts/system.js';
import { listOutbox } from './dev.service.js';

/**
 * Development only (never registered in production): the e-mail outbox. It holds every customer's
 * password-reset and verification links, so even in development only the admin may read it (a
 * loopback address proves nothing: every local program and browser tab shares it).
 */
export const devRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dev'],
        response: { 200: outboxSchema },
      },
    },
    async () => listOutbox(db),
  );
};
