import type { Db } from '../../db/client.js';
import { newFileKey, type Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../core/errors.js';
import type { ItemSize } from '../../../common/catalog.js';
import type { JobView } from '../../../common/contracts/jobs.js';
import type { EventHub } from '../events/events.service.js';
import { getTemplateWithStyle } from '../templates/templates.service.js';
import { readUsableImage } from '../uploads/uploads.service.js';
import { getJob, submitImageJob, type SubmitDeps } from './image-jobs.service.js';
import { editedRecipe } from './portrait-recipe.js';

export type GenerationDeps = SubmitDeps & { storage: Storage; hub: EventHub };

export type EditInput = {
  userId: string;
  idempotencyKey?: string;
  imageUrl: string;
  prompt: string;
  size?: ItemSize;
  templateId?: string;
  refine?: boolean;
  petName?: string;
  secondImageUrl?: string;
};

/** Unguessable keys for a job's print file and preview (neither can be derived from the other). */
const newArtworkKeys = (userId: string) => ({
  fullKey: newFileKey('library', userId, '-full.jpg'),
  imageKey: newFileKey('library', userId, '.webp'),
});

/** The customer's touched-up cut-out of the photo, which the job hands the painter as `subjectMask`. */
const maskOf = (source: { maskKey?: string }) => (source.maskKey ? { maskKey: source.maskKey } : {});

/** The second pet's photo, checked like the first (the customer's own, or a shop image). */
async function secondPetOf(deps: GenerationDeps, userId: string, imageUrl: string | undefined) {
  if (!imageUrl) return {};
  const source = await readUsableImage(deps, userId, imageUrl);
  if (source.key.startsWith('library/'))
    throw new AppError('BAD_REQUEST', 'The second pet must be a photo, not a portrait from your library.');
  return { second: { sourceKey: source.key, ...maskOf(source) } };
}

/**
 * POST /api/edit-image: the customer's photo painted from a prompt (or a template's prompt). Checks
 * the input, then debits one token and queues the job in one transaction; the worker paints.
 */
export async function editImage(deps: GenerationDeps, input: EditInput): Promise<JobView> {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  const second = await secondPetOf(deps, input.userId, input.secondImageUrl);
  const template = input.templateId ? await getTemplateWithStyle(deps.db, input.templateId) : null;
  if (input.templateId && !template) throw new AppError('NOT_FOUND', 'Template not found.');
  const styleHint = template?.style ?? undefined;
  // A library image is an existing portrait: with its recipe, the recipe changed by the words is painted
  // again from its photo (portrait-recipe.ts); without one, the painter adds to its pixels.
  const editing = source.key.startsWith('library/');
  const recipe = editing ? await editedRecipe(deps.db, input.userId, source.key, input.prompt) : null;
  return submitImageJob(deps, {
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    paid: true,
    job: {
      kind: 'edit',
      ...newArtworkKeys(input.userId),
      sourceKey: source.key,
      prompt: input.prompt,
      size: input.size,
      templateId: template?.id,
      name: editing ? 'Edited portrait' : (template?.name ?? 'AI Artwork'),
      styleHint,
      refine: input.refine,
      petName: input.petName,
      editing,
      ...maskOf(source),
      ...(editing ? {} : second),
      ...(recipe ? { recipe } : {}),
    },
  });
}

/** POST /api/process-pet-photo: the pet cut out onto white (no token; it is a preparation step). */
export async function processPetPhoto(
  deps: GenerationDeps,
  input: { userId: string; imageUrl: string; secondImageUrl?: string; idempotencyKey?: string },
): Promise<JobView> {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  const second = await secondPetOf(deps, input.userId, input.secondImageUrl);
  return submitImageJob(deps, {
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    paid: false,
    job: { kind: 'process', sourceKey: source.key, ...maskOf(source), ...second },
  });
}

/** POST /api/create-final-image: the white-background portrait with the pet's name (1 token). */
export async function createFinalImage(
  deps: GenerationDeps,
  input: { userId: string; imageUrl: string; petName: string; secondPetName?: string; idempotencyKey?: string },
): Promise<JobView> {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  return submitImageJob(deps, {
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    paid: true,
    job: {
      kind: 'final',
      ...newArtworkKeys(input.userId),
      sourceKey: source.key,
      petName: input.secondPetName ? `${input.petName} & ${input.secondPetName}` : input.petName,
      ...maskOf(source),
    },
  });
}

const finished = (v: JobView) => v.state === 'done' || v.state === 'failed';

/**
 * Waits until the job is done or failed, or `timeoutMs` passes (then returns it unfinished). Follows
 * the live events of the owner (any node's worker reaches every node) and re-reads the row each
 * second in case a notification was missed.
 */
export async function awaitJob(
  deps: { db: Db; hub: EventHub; draining?: () => boolean },
  userId: string,
  jobId: string,
  timeoutMs: number,
): Promise<JobView> {
  let wake: () => void = () => {};
  const unsubscribe = deps.hub.subscribe(userId, (event) => {
    if (event.topic === 'job' && (event.data as JobView | undefined)?.id === jobId) wake();
  });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const view = await getJob(deps.db, userId, jobId);
      const left = deadline - Date.now();
      // A draining node stops waiting (the caller answers 202 with the job to follow) so it can exit.
      if (finished(view) || left <= 0 || deps.draining?.()) return view;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(1000, left));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    unsubscribe();
  }
}
