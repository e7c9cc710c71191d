import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { healthSchema } from '../../../common/contracts/system.js';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });
};
