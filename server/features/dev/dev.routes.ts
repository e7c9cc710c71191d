import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { emailOutbox } from '../../db/schema.js';
import { requireAdmin } from '../../http/auth-guard.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only (never registered in production): the e-mail outbox. It holds password-reset
 * links, so even in development only this machine (loopback) or an admin may read it.
 */
export const devRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, auth, config }) => {
  app.addHook('onRequest', async (request) => {
    if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return;
    await requireAdmin(auth, config, request);
  });
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        response: {
          200: z.object({
            messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() })),
          }),
        },
      },
    },
    async () => {
      const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
      return { messages: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, status: r.status, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
