import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { jobListSchema, jobViewSchema } from '../../../common/contracts/jobs.js';
import { getJob, listActiveJobs } from './generation.jobs.js';

/** Following image jobs by id: the owner only (anybody else gets 404, as for a job that does not exist). */
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/jobs/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['generation'],
        summary: "An image job's stage (queued with its position, painting, saving, done or failed) and result",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: jobViewSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, deps.config, request);
      void reply.header('cache-control', 'no-store');
      return getJob(deps.db, user.id, request.params.id);
    },
  );

  app.get(
    '/api/jobs',
    {
      config: { access: 'user' },
      schema: {
        tags: ['generation'],
        summary: "The caller's unfinished image jobs and those finished in the last 10 minutes, newest first",
        querystring: z.object({ active: z.enum(['1', 'true']).optional() }),
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, deps.config, request);
      void reply.header('cache-control', 'no-store');
      return { jobs: await listActiveJobs(deps.db, user.id) };
    },
  );
};
