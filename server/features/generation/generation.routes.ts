import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { signedInUser, type SessionUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import {
  artworkReplySchema,
  editImageBodySchema,
  finalImageBodySchema,
  jobAcceptedSchema,
  jobRequestHeadersSchema,
  processedPhotoReplySchema,
  processPhotoBodySchema,
  type JobView,
} from '../../../common/contracts/generation.js';
import { editPreviewBodySchema, editPreviewSchema } from '../../../common/contracts/recipe.js';
import { awaitJob, createFinalImage, editImage, processPetPhoto, type GenerationDeps } from './generation.service.js';
import { previewEdit } from './edit-preview.service.js';
import { throwJobError } from './image-jobs.service.js';

const rateLimit = { max: 30, timeWindow: '1 minute' };
const ASYNC_NOTE =
  ' The work runs as a job. With `Prefer: respond-async` the reply is 202 `{ jobId, state, ' +
  'position }` at once (Location: /api/jobs/{id});' +
  ' without it the request waits for the result, at most JOB_SYNC_WAIT_MS (25 s), and then also answers 202 with the job id.' +
  ' An `Idempotency-Key` header makes a repeat safe: the same key answers with the job it first made, without a second token.';

/** Generation requires sign-in (docs/spec/shop.md §6); a uid in the body must be the caller's own. */
function checkUid(user: SessionUser, bodyUid: string | null | undefined) {
  if (bodyUid && bodyUid !== user.id)
    throw new AppError('FORBIDDEN', 'You can only generate images for your own account.');
}

const wantsAsync = (request: FastifyRequest) => /(^|[\s,;])respond-async\b/i.test(String(request.headers.prefer ?? ''));

export const generationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const gen: GenerationDeps = {
    db: deps.db,
    storage: deps.storage,
    hub: deps.hub,
    engine: deps.jobs.engine,
    settings: deps.jobs.settings,
  };

  /** The spec's reply when the job is done in time; otherwise 202 with the job to follow. */
  async function answer(request: FastifyRequest, reply: FastifyReply, userId: string, submitted: JobView) {
    let view = submitted;
    if (!wantsAsync(request)) {
      view = await awaitJob(
        { ...gen, draining: () => deps.lifecycle.phase === 'draining' },
        userId,
        submitted.id,
        deps.jobs.syncWaitMs,
      );
      if (view.state === 'done') return view.result!;
      if (view.state === 'failed') throwJobError(view);
    } else {
      void reply.header('preference-applied', 'respond-async');
    }
    void reply.code(202).header('location', `/api/jobs/${view.id}`);
    return { jobId: view.id, state: view.state, position: view.position };
  }

  app.post(
    '/api/edit-image',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: 'Paint the photo from a prompt; costs 1 token (refunded on failure)',
        description: ASYNC_NOTE,
        headers: jobRequestHeadersSchema,
        body: editImageBodySchema,
        response: { 200: artworkReplySchema, 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      checkUid(user, request.body.uid);
      const { uid: _uid, ...input } = request.body;
      const job = await editImage(gen, {
        ...input,
        petName: input.petName || undefined,
        userId: user.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer(request, reply, user.id, job) as Promise<{ processedUrl: string; libraryId: string }>;
    },
  );

  app.post(
    '/api/edit-image/preview',
    {
      // Called as the customer types (debounced): read-only and cheap, so a wider limit.
      config: { rateLimit: { max: 240, timeWindow: '1 minute' }, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: 'What an edit would draw and which words were not understood; spends no token, queues no job',
        body: editPreviewBodySchema,
        response: { 200: editPreviewSchema },
      },
    },
    async (request) =>
      previewEdit(
        { db: deps.db, storage: deps.storage, aiKind: deps.ai.kind },
        { ...request.body, userId: signedInUser(request).id },
      ),
  );

  app.post(
    '/api/process-pet-photo',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: 'Remove the background of a pet photo',
        description: ASYNC_NOTE,
        headers: jobRequestHeadersSchema,
        body: processPhotoBodySchema,
        response: { 200: processedPhotoReplySchema, 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { imageUrl, secondImageUrl } = request.body;
      const job = await processPetPhoto(gen, {
        userId: user.id,
        imageUrl,
        secondImageUrl,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer(request, reply, user.id, job);
    },
  );

  app.post(
    '/api/create-final-image',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: "White-background portrait lettered with the pet's name; costs 1 token",
        description: ASYNC_NOTE,
        headers: jobRequestHeadersSchema,
        body: finalImageBodySchema,
        response: { 200: artworkReplySchema, 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      checkUid(user, request.body.uid);
      const { imageUrl, petName, secondPetName } = request.body;
      const job = await createFinalImage(gen, {
        userId: user.id,
        imageUrl,
        petName,
        secondPetName: secondPetName || undefined,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer(request, reply, user.id, job) as Promise<{ processedUrl: string; libraryId: string }>;
    },
  );
};
