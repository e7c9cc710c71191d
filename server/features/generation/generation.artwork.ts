import { and, eq, inArray } from 'drizzle-orm';
import { imageJobs, libraryItems } from '../../db/schema.js';
import { publishEvent } from '../events/events.service.js';
import { expiryFor } from '../library/library.service.js';
import { toJobView, type ArtworkKeys, type JobInput, type WorkDeps } from './job-view.js';
import { PREVIEW_HEIGHT } from './print-sizes.js';
import type { Recipe } from '../../../common/contracts/recipe.js';

/**
 * Files of a job's artwork: the random keys chosen when it was submitted (so a retry overwrites,
 * never orphans); jobs queued before keys were chosen fall back to keys named by the job id.
 */
export function artworkKeys(row: { userId: string; id: string; input: unknown }) {
  const input = row.input as Partial<ArtworkKeys>;
  if (input.fullKey && input.imageKey) return { fullKey: input.fullKey, imageKey: input.imageKey };
  return { fullKey: `library/${row.userId}/${row.id}-full.jpg`, imageKey: `library/${row.userId}/${row.id}.webp` };
}

type JobRow = typeof imageJobs.$inferSelect;

/** The half-size preview beside a library preview (same folder, so the same owner may read it). */
const smallPreviewKey = (imageKey: string) => imageKey.replace(/(\.webp)?$/, '-small.webp');

/**
 * Stores the full-resolution JPEG and the WebP preview, then — in one transaction — marks the job
 * done and writes its library record (idempotent on the job id). A job that was failed meanwhile
 * (and refunded) gets no record, and its files are removed.
 */
export async function storeArtwork(deps: WorkDeps, row: JobRow, png: Buffer, refined?: string, recipe?: Recipe) {
  const input = row.input as Extract<JobInput, { kind: 'edit' | 'final' }>;
  const { fullKey, imageKey } = artworkKeys(row);
  const { full, preview, previewWidth, small, smallWidth } = await deps.pool.encodeArtwork(png, PREVIEW_HEIGHT);
  const smallKey = smallPreviewKey(imageKey);
  await Promise.all([
    deps.storage.put(fullKey, full, 'image/jpeg'),
    deps.storage.put(imageKey, preview, 'image/webp'),
    deps.storage.put(smallKey, small, 'image/webp'),
  ]);
  const previewSizes = [
    { key: smallKey, width: smallWidth },
    { key: imageKey, width: previewWidth },
  ];
  const processedUrl = deps.storage.urlFor(imageKey);
  const outcome = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(imageJobs)
      .set({
        state: 'done',
        result: { processedUrl, libraryId: row.id },
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(and(eq(imageJobs.id, row.id), inArray(imageJobs.state, ['queued', 'painting', 'saving'])))
      .returning();
    if (!done) {
      const [now] = await tx.select({ state: imageJobs.state }).from(imageJobs).where(eq(imageJobs.id, row.id));
      return now?.state ?? 'failed';
    }
    const createdAt = new Date();
    await tx
      .insert(libraryItems)
      .values({
        id: row.id,
        userId: row.userId,
        imageKey,
        previewSizes,
        fullKey,
        name: input.kind === 'edit' ? input.name : `${input.petName} — White Background Portrait`,
        size: input.kind === 'edit' ? (input.size ?? null) : null,
        templateId: input.kind === 'edit' ? (input.templateId ?? null) : null,
        sourceKey: input.sourceKey,
        promptOriginal: input.kind === 'edit' ? input.prompt : null,
        promptRefined: refined ?? null,
        kind: input.kind === 'edit' ? 'edit' : 'portrait',
        recipe: recipe ?? null,
        saved: false,
        createdAt,
        updatedAt: createdAt,
        expiresAt: expiryFor(createdAt),
      })
      .onConflictDoNothing();
    await publishEvent(tx, { userId: row.userId, topic: 'library' });
    await publishEvent(tx, { userId: row.userId, topic: 'job', data: toJobView(done, null) });
    return 'done';
  });
  if (outcome === 'failed') await Promise.all([fullKey, imageKey, smallKey].map((key) => deps.storage.delete(key)));
}
