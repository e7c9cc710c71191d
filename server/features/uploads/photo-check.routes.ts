import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { maskSavedSchema, photoCheckSchema } from '../../../common/contracts/uploads.js';
import { checkUpload, MASK_MAX_BYTES, saveUploadMask } from './photo-check.service.js';
import { checkLimitsFor, createCheckScheduler } from './check-scheduler.js';

const params = z.object({ id: z.string().max(100) });

/** The photo check and the customer's touched-up cut-out: both free, owner only. */
export const photoCheckRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // One per process: each node's image pool is its own CPU (decision 041).
  const checks = createCheckScheduler(checkLimitsFor(deps.jobs.pool.size, deps.config.jobs));
  app.addContentTypeParser('image/png', { parseAs: 'buffer', bodyLimit: MASK_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/uploads/:id/check',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'What the shop sees in an uploaded photo (no token)',
        params,
        response: { 200: photoCheckSchema },
      },
    },
    async (request) =>
      checkUpload(
        { db: deps.db, storage: deps.storage, pool: deps.jobs.pool, checks },
        signedInUser(request).id,
        request.params.id,
      ),
  );

  app.put(
    '/api/uploads/:id/mask',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, access: 'user' },
      schema: {
        tags: ['uploads'],
        summary:
          "The customer's corrected cut-out for this photo: a PNG body (image/png), white = pet, same proportions as the photo",
        consumes: ['image/png'],
        params,
        response: { 200: maskSavedSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA', 'Send the mask as an image/png body.');
      return saveUploadMask(deps, user.id, request.params.id, request.body);
    },
  );
};
