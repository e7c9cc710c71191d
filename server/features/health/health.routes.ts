import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => {
      await db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};
