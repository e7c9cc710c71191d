import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { libraryItems } from '../../db/schema.js';
import { newFileKey, type Storage } from '../../adapters/storage/storage.port.js';
import { AiError, type AiPort } from '../../adapters/ai/ai.port.js';
import { AppError } from '../../http/errors.js';
import type { ItemSize } from '../../../common/catalog.js';
import { SEED_TEMPLATES } from '../../db/seed-templates.js';
import { publishEvent } from '../events/events.hub.js';
import { refundToken, spendToken } from '../tokens/tokens.service.js';
import { getTemplate } from '../templates/templates.service.js';
import { readUsableImage, storeOwnedImage } from '../uploads/uploads.service.js';
import { expiryFor } from '../library/library.service.js';
import type { WorkQueue } from './paint-queue.js';
import { PREVIEW_HEIGHT, PRINT_PIXELS } from './print-sizes.js';
import { composeNamedPortrait } from './lettering.js';

export type GenerationDeps = { db: Db; storage: Storage; ai: AiPort; queue: WorkQueue; log?: { error: (o: object, m: string) => void } };

export type EditInput = { userId: string; imageUrl: string; prompt: string; size?: ItemSize; templateId?: string; refine?: boolean; petName?: string };

/**
 * Spends one token, then paints; if anything after the debit fails the token is refunded (once,
 * keyed by the generation id) and the customer gets a clear message.
 */
async function withToken<T>(deps: GenerationDeps, userId: string, work: (generationId: string) => Promise<T>): Promise<T> {
  const generationId = randomUUID();
  await spendToken(deps.db, { userId, refId: generationId });
  try {
    return await work(generationId);
  } catch (err) {
    await refundToken(deps.db, { userId, refId: generationId });
    if (err instanceof AppError) throw err;
    if (err instanceof AiError) throw new AppError('PROVIDER_ERROR', err.message);
    deps.log?.error({ err }, 'generation failed');
    throw new AppError('PROVIDER_ERROR', 'Failed to generate image. Your token was refunded; please try again.');
  }
}

/** Stores the full-resolution JPEG and a WebP preview, and the library record, in one go. */
async function storeArtwork(
  deps: GenerationDeps,
  input: { id: string; userId: string; png: Buffer; name: string; size?: ItemSize; templateId?: string; sourceKey: string; promptOriginal?: string; promptRefined?: string; kind: string },
) {
  const fullKey = newFileKey('library', input.userId, '-full.jpg');
  const imageKey = newFileKey('library', input.userId, '.webp');
  const [full, preview] = await Promise.all([
    sharp(input.png).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer(),
    sharp(input.png).resize({ height: PREVIEW_HEIGHT }).webp({ quality: 86 }).toBuffer(),
  ]);
  await Promise.all([deps.storage.put(fullKey, full, 'image/jpeg'), deps.storage.put(imageKey, preview, 'image/webp')]);
  const createdAt = new Date();
  await deps.db.transaction(async (tx) => {
    await tx.insert(libraryItems).values({
      id: input.id,
      userId: input.userId,
      imageKey,
      fullKey,
      name: input.name,
      size: input.size ?? null,
      templateId: input.templateId ?? null,
      sourceKey: input.sourceKey,
      promptOriginal: input.promptOriginal ?? null,
      promptRefined: input.promptRefined ?? null,
      kind: input.kind,
      saved: false,
      createdAt,
      updatedAt: createdAt,
      expiresAt: expiryFor(createdAt),
    });
    await publishEvent(tx, { userId: input.userId, topic: 'library' });
  });
  return deps.storage.urlFor(imageKey);
}

/** POST /api/edit-image: the customer's photo painted from a prompt (or a template's prompt). */
export async function editImage(deps: GenerationDeps, input: EditInput): Promise<{ processedUrl: string; libraryId: string }> {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  const template = input.templateId ? await getTemplate(deps.db, input.templateId) : null;
  if (input.templateId && !template) throw new AppError('NOT_FOUND', 'Template not found.');
  const styleHint = SEED_TEMPLATES.find((t) => t.id === template?.id)?.style;
  return withToken(deps, input.userId, async (id) => {
    const original = input.petName ? `${input.prompt} The pet's name is ${input.petName}.` : input.prompt;
    const refined = input.refine ? await deps.ai.refinePrompt(original) : undefined;
    const { width, height } = PRINT_PIXELS[input.size ?? 'digital'];
    const png = await deps.queue(() => deps.ai.paint({ photo: source.body, prompt: refined ?? original, width, height, petName: input.petName, styleHint }));
    const processedUrl = await storeArtwork(deps, {
      id,
      userId: input.userId,
      png,
      name: template?.name ?? 'AI Artwork',
      size: input.size,
      templateId: template?.id,
      sourceKey: source.key,
      promptOriginal: input.prompt,
      promptRefined: refined,
      kind: 'edit',
    });
    return { processedUrl, libraryId: id };
  });
}

/** POST /api/process-pet-photo: the pet cut out onto white (no token; it is a preparation step). */
export async function processPetPhoto(deps: GenerationDeps, input: { userId: string; imageUrl: string }) {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  let png: Buffer;
  try {
    png = await deps.queue(() => deps.ai.removeBackground(source.body));
  } catch (err) {
    deps.log?.error({ err }, 'background removal failed');
    throw new AppError('PROVIDER_ERROR', 'Background removal failed. Please try another photo.');
  }
  const meta = await sharp(png).metadata();
  const stored = await storeOwnedImage(deps, { userId: input.userId, body: png, format: 'png', width: meta.width!, height: meta.height!, filename: 'pet-white.png', prefix: 'processed' });
  return { processedUrl: stored.url };
}

/** POST /api/create-final-image: the white-background portrait with the pet's name (1 token). */
export async function createFinalImage(deps: GenerationDeps, input: { userId: string; imageUrl: string; petName: string }) {
  const source = await readUsableImage(deps, input.userId, input.imageUrl);
  return withToken(deps, input.userId, async (id) => {
    const { width, height } = PRINT_PIXELS.digital;
    const png = await deps.queue(() => composeNamedPortrait(source.body, input.petName, width, height));
    const processedUrl = await storeArtwork(deps, { id, userId: input.userId, png, name: `${input.petName} — White Background Portrait`, sourceKey: source.key, kind: 'portrait' });
    return { processedUrl, libraryId: id };
  });
}
