import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser, type SessionUser } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { itemSizeSchema } from '../../../common/schemas.js';
import { createFinalImage, editImage, processPetPhoto, type GenerationDeps } from './generation.service.js';
import { createWorkQueue } from './paint-queue.js';

const imageUrl = z.string().trim().min(1, 'imageUrl is required').max(2000);
const uid = z.string().max(200).nullish();
const rateLimit = { max: 30, timeWindow: '1 minute' };

/** Generation requires sign-in (spec §6); a uid in the body must be the caller's own. */
function checkUid(user: SessionUser, bodyUid: string | null | undefined) {
  if (bodyUid && bodyUid !== user.id) throw new AppError('FORBIDDEN', 'You can only generate images for your own account.');
}

export const generationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const gen: GenerationDeps = { db: deps.db, storage: deps.storage, ai: deps.ai, queue: createWorkQueue(), log: app.log };

  app.post(
    '/api/edit-image',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: 'Paint the photo from a prompt; costs 1 token (refunded on failure)',
        body: z.object({
          imageUrl,
          prompt: z.string().trim().min(1, 'Please enter a prompt.').max(2000),
          size: itemSizeSchema.optional(),
          uid,
          templateId: z.string().max(100).optional(),
          refine: z.boolean().optional(),
          petName: z.string().trim().max(40).optional(),
        }),
        response: { 200: z.object({ processedUrl: z.string(), libraryId: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, deps.config, request);
      checkUid(user, request.body.uid);
      const { uid: _uid, ...input } = request.body;
      return editImage(gen, { ...input, petName: input.petName || undefined, userId: user.id });
    },
  );

  app.post(
    '/api/process-pet-photo',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: 'Remove the background of a pet photo',
        body: z.object({ imageUrl }),
        response: { 200: z.object({ processedUrl: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, deps.config, request);
      return processPetPhoto(gen, { userId: user.id, imageUrl: request.body.imageUrl });
    },
  );

  app.post(
    '/api/create-final-image',
    {
      config: { rateLimit, access: 'user' },
      schema: {
        tags: ['generation'],
        summary: "White-background portrait lettered with the pet's name; costs 1 token",
        body: z.object({ imageUrl, petName: z.string().trim().min(1, "Please enter your pet's name.").max(40), uid }),
        response: { 200: z.object({ processedUrl: z.string(), libraryId: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, deps.config, request);
      checkUid(user, request.body.uid);
      return createFinalImage(gen, { userId: user.id, imageUrl: request.body.imageUrl, petName: request.body.petName });
    },
  );
};
