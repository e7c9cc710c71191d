import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { emailOutbox } from '../../db/schema.js';
import { outboxSchema } from '../../../common/contracts/system.js';

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
    async () => {
      const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
      return { messages: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, status: r.status, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
