import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { healthSchema, liveSchema, readinessSchema, shopHealthSchema } from '../../../common/contracts/system.js';
import { checkReadiness } from './health.service.js';
import { readShopHealth } from './shop-health.service.js';

const noStore = 'no-store';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  /** Kept for compatibility: the database answers. */
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { ok: true as const };
  });

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: liveSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', noStore);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: send traffic here (503 while starting or draining, or when the database, ' +
          'migrations, queues or file store are not right)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps);
      void reply.code(readiness.ready ? 200 : 503).header('cache-control', noStore);
      return readiness;
    },
  );

  app.get(
    '/api/admin/health',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Shop health: queues, failed jobs (24 h), orders needing attention, e-mail, sizes',
        response: { 200: shopHealthSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', noStore);
      return readShopHealth(deps);
    },
  );
};
