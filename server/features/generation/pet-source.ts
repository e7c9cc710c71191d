import { AppError } from '../../core/errors.js';
import type { JobInput, WorkDeps } from './job-view.js';

/**
 * The photo a job paints from and the cut-out it hands the painter as `subjectMask`: the customer's
 * corrected mask when they made one, else the model's kept from the photo check (decision 034; a mask
 * file gone meanwhile means the model cuts the photo out again), and
 * with a second pet both cut out side by side in one photo, with the mask of both.
 */
export async function petSource(
  deps: Pick<WorkDeps, 'storage' | 'pool'>,
  job: JobInput,
  photo: Buffer,
): Promise<{ photo: Buffer; subjectMask?: Buffer }> {
  const maskAt = async (key?: string) => (key ? (await deps.storage.get(key))?.body : undefined);
  const subjectMask = await maskAt(job.maskKey);
  const second = job.kind === 'final' ? undefined : job.second;
  if (!second) return { photo, subjectMask };
  const other = await deps.storage.get(second.sourceKey);
  if (!other) throw new AppError('NOT_FOUND', 'Image not found.');
  const pair = await deps.pool.composePetPair(
    { photo, mask: subjectMask },
    { photo: other.body, mask: await maskAt(second.maskKey) },
  );
  return { photo: pair.photo, subjectMask: pair.mask };
}
