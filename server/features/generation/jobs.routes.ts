import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  jobListQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobViewSchema,
} from '../../../common/contracts/generation.js';
import { getJob, listActiveJobs } from './image-jobs.service.js';

/** Following image jobs by id: the owner only (anybody else gets 404, as for a job that does not exist). */
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/jobs/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['generation'],
        summary: "An image job's stage (queued with its position, painting, saving, done or failed) and result",
        params: jobParamsSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
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
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      void reply.header('cache-control', 'no-store');
      return { jobs: await listActiveJobs(deps.db, user.id) };
    },
  );
};
