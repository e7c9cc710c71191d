import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { imageJobs, uploads } from '../../db/schema.js';
import { AiError } from '../../adapters/ai/ai.port.js';
import { AppError } from '../../core/errors.js';
import type { ErrorCode } from '../../../common/errors.js';
import type { JobView } from '../../../common/contracts/jobs.js';
import { publishEvent } from '../events/events.service.js';
import { applyTokenChange, refundToken } from '../tokens/tokens.service.js';
import { lockLiveAccount } from '../account/account-delete.service.js';
import type { AppDeps } from '../../deps.js';
import { PRINT_PIXELS } from './print-sizes.js';
import { artworkKeys, storeArtwork } from './generation.artwork.js';
import { toJobView, type JobInput, type WorkDeps } from './job-view.js';
import { petSource } from './pet-source.js';
import { paintEditJob } from './portrait-recipe.js';
import type { Recipe } from '../../../common/contracts/recipe.js';
import { claimQueueSlot, queuedInOrder, queuePosition } from './fair-queue.js';

export type { JobInput, WorkDeps } from './job-view.js';
export { toJobView } from './job-view.js';

export const IMAGE_QUEUE = 'image';
/** Where pg-boss puts an image job that ran out of attempts (its worker died each time). */
export const IMAGE_FAILED_QUEUE = 'image-failed';

type Row = typeof imageJobs.$inferSelect;
export type SubmitDeps = { db: Db; engine: AppDeps['jobs']['engine']; settings: AppDeps['jobs']['settings'] };

const UNFINISHED = ['queued', 'painting', 'saving'];
const GENERIC_FAILURE = 'Failed to generate image. Your token was refunded; please try again.';
const PROCESS_FAILURE = 'Background removal failed. Please try another photo.';
const WORKER_DIED = 'The painting stopped unexpectedly. Your token was refunded; please try again.';
const STORE_FAILURE = 'We could not save your image just now. Your token was refunded; please try again later.';

/** The file store refused the write or could not be reached (a read-only or full disk, S3 down): not the customer's doing, nor lasting. */
const STORE_DOWN = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const storeDown = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  (STORE_DOWN.has(String((err as { code?: unknown }).code)) || '$metadata' in err);

/** 1-based place in the order the workers take queued jobs (fair-queue.ts), or null when not queued. */
async function positionOf(db: Pick<Db, 'execute'>, row: Pick<Row, 'id' | 'state'>) {
  return row.state === 'queued' ? queuePosition(db, row.id) : null;
}

async function publishJob(tx: Pick<Db, 'execute' | 'select'>, row: Row) {
  await publishEvent(tx, { userId: row.userId, topic: 'job', data: toJobView(row, await positionOf(tx, row)) });
}

/**
 * The debit (for paid kinds), the shop's job row and the pg-boss job (same id) in one transaction:
 * either all three exist or none. Workers on every process are woken when it commits.
 */
export async function submitImageJob(
  deps: SubmitDeps,
  input: { userId: string; paid: boolean; job: JobInput; idempotencyKey?: string },
): Promise<JobView> {
  const { userId, idempotencyKey } = input;
  // A key this customer used before names that job (a retry, or a page reloaded mid-request): no
  // second job and no second token.
  const earlier = idempotencyKey ? await sameKeyJob(deps.db, userId, idempotencyKey, input.job.kind) : null;
  if (earlier) return earlier;
  const id = randomUUID();
  try {
    return await deps.db.transaction(async (tx) => {
      // The debit comes first: its lock on the customer's row orders their submissions (an insert
      // first would hold the foreign key's share lock on that row, and two such would deadlock).
      if (input.paid) {
        // An edit of a portrait in the library is its own line in the ledger ('Portrait edit').
        const reason = input.job.kind === 'edit' && input.job.editing ? 'edit' : 'generation';
        await applyTokenChange(tx, { userId, delta: -1, reason, refId: id });
      }
      // A free job locks the same row (lightly) before its slot: a deleted account is a 401, not a foreign-key error.
      else await lockLiveAccount(tx, userId);
      // The account's place in the fair queue (the cap per account: 429 over it, the debit undone).
      const priority = await claimQueueSlot(tx, { userId, paid: input.paid, limits: deps.settings });
      const [row] = await tx
        .insert(imageJobs)
        .values({ id, userId, kind: input.job.kind, paid: input.paid, input: input.job, idempotencyKey })
        .onConflictDoNothing({ target: [imageJobs.userId, imageJobs.idempotencyKey] })
        .returning();
      // A request with the same key committed meanwhile: undo this debit, answer with its job.
      if (!row) throw new SameKeyRace();
      await deps.engine.sendInTx(
        tx,
        IMAGE_QUEUE,
        { jobId: id },
        {
          id,
          priority,
          retryLimit: deps.settings.retries,
          retryDelay: 2,
          retryBackoff: true,
          expireInSeconds: deps.settings.timeoutSeconds,
          deadLetter: IMAGE_FAILED_QUEUE,
        },
      );
      const view = toJobView(row, await positionOf(tx, row));
      await publishEvent(tx, { userId, topic: 'job', data: view });
      return view;
    });
  } catch (err) {
    if (!(err instanceof SameKeyRace)) throw err;
    const same = await sameKeyJob(deps.db, userId, idempotencyKey!, input.job.kind);
    if (!same) throw new AppError('CONFLICT', 'This Idempotency-Key is in use by another request; please try again.');
    return same;
  }
}

class SameKeyRace extends Error {}

/** The customer's job made under this key, or null; the key on another kind of work is a 409. */
async function sameKeyJob(
  db: Pick<Db, 'select' | 'execute'>,
  userId: string,
  key: string,
  kind: string,
): Promise<JobView | null> {
  const [row] = await db
    .select()
    .from(imageJobs)
    .where(and(eq(imageJobs.userId, userId), eq(imageJobs.idempotencyKey, key)));
  if (!row) return null;
  if (row.kind !== kind)
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
  return toJobView(row, await positionOf(db, row));
}

/** Moves a job to a new stage (only while unfinished) and tells its owner. */
async function advance(db: Db, id: string, state: 'queued' | 'painting' | 'saving', extra: Partial<Row> = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(imageJobs)
      .set({ state, updatedAt: new Date(), ...extra })
      .where(and(eq(imageJobs.id, id), inArray(imageJobs.state, UNFINISHED)))
      .returning();
    if (row) await publishJob(tx, row);
    return row;
  });
}

/** Queued customers move up when a job starts: their positions (in the workers' order) are re-sent. */
async function publishQueuePositions(db: Db) {
  const ids = await queuedInOrder(db);
  if (!ids.length) return;
  const rows = new Map(
    (
      await db
        .select()
        .from(imageJobs)
        .where(and(inArray(imageJobs.id, ids), eq(imageJobs.state, 'queued')))
    ).map((r) => [r.id, r]),
  );
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      const row = rows.get(id);
      if (row) await publishEvent(tx, { userId: row.userId, topic: 'job', data: toJobView(row, i + 1) });
    }
  });
}

/**
 * Ends a job as failed, once: the row says why, the token comes back (keyed by the job id, so a
 * second failure path cannot refund twice) and files written under the job's keys are removed.
 */
export async function failImageJob(
  deps: Pick<WorkDeps, 'db' | 'storage'>,
  jobId: string,
  error: { code: string; message: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(imageJobs)
      .set({ state: 'failed', error, updatedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(imageJobs.id, jobId), inArray(imageJobs.state, UNFINISHED)))
      .returning();
    if (!failed) return undefined;
    if (failed.paid) await refundToken(tx as unknown as Db, { userId: failed.userId, refId: jobId });
    await publishJob(tx, failed);
    return failed;
  });
  if (row && row.kind !== 'process')
    await Promise.all(Object.values(artworkKeys(row)).map((k) => deps.storage.delete(k)));
  return Boolean(row);
}

function failureOf(kind: string, err: unknown): { code: string; message: string } {
  if (err instanceof AppError) return { code: err.code, message: err.message };
  if (storeDown(err)) return { code: 'PROVIDER_ERROR', message: STORE_FAILURE };
  if (kind === 'process') return { code: 'PROVIDER_ERROR', message: PROCESS_FAILURE };
  if (err instanceof AiError) return { code: 'PROVIDER_ERROR', message: err.message };
  return { code: 'PROVIDER_ERROR', message: GENERIC_FAILURE };
}

/** Provider hiccups are worth another attempt; bad input, refusals and painter bugs are not. */
const retriable = (err: unknown) => err instanceof AiError && err.failure !== 'refused';

async function paintFor(
  deps: WorkDeps,
  row: Row,
  upload: Buffer,
): Promise<{ png: Buffer; refined?: string; subjectMask?: Buffer; recipe?: Recipe }> {
  const job = row.input as JobInput;
  if (job.kind === 'edit') return paintEditJob(deps, job, upload);
  const { photo, subjectMask } = await petSource(deps, job, upload);
  if (job.kind === 'final') {
    const { width, height } = PRINT_PIXELS.digital;
    return { png: await deps.pool.namedPortrait(photo, job.petName, width, height, subjectMask) };
  }
  // Two pets are already cut out onto white, side by side (petSource): that photo is the cut-out.
  if (job.second) return { png: photo, subjectMask };
  return { png: await deps.ai.removeBackground(photo, { subjectMask }), subjectMask };
}

/** The white-background cut-out is the customer's own image (like an upload), stored under the job's id. */
async function finishProcess(deps: WorkDeps, row: Row, png: Buffer, subjectMask?: Buffer) {
  const key = `processed/${row.id}-pet-white.png`;
  const { url } = await deps.storage.put(key, png, 'image/png');
  const sharp = (await import('sharp')).default;
  const meta = await sharp(png).metadata();
  const maskKey = await storeCutOutMask(deps, row, subjectMask);
  const outcome = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(imageJobs)
      .set({ state: 'done', result: { processedUrl: url }, updatedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(imageJobs.id, row.id), inArray(imageJobs.state, UNFINISHED)))
      .returning();
    if (!done) {
      const [now] = await tx.select({ state: imageJobs.state }).from(imageJobs).where(eq(imageJobs.id, row.id));
      return now?.state ?? 'gone';
    }
    await tx
      .insert(uploads)
      .values({
        id: row.id,
        userId: row.userId,
        key,
        contentType: 'image/png',
        width: meta.width,
        height: meta.height,
        bytes: png.length,
        originalName: 'pet-white.png',
        maskKey,
      })
      .onConflictDoNothing();
    await publishJob(tx, done);
    return 'done';
  });
  // Failed meanwhile, or its account deleted (the row went with it): nobody will ever remove these files.
  if (outcome === 'failed' || outcome === 'gone')
    await Promise.all([key, maskKey].filter((k): k is string => Boolean(k)).map((k) => deps.storage.delete(k)));
}

/** A corrected (or two pets') mask goes with the cut-out made from it, as its own file (each upload's files are purged with it). */
async function storeCutOutMask(deps: WorkDeps, row: Row, mask?: Buffer) {
  if (!mask) return null;
  const key = `processed/${row.id}-mask.png`;
  await deps.storage.put(key, mask, 'image/png');
  return key;
}

/** One attempt at one image job (the pg-boss handler). Safe to run again after a crash at any point. */
export async function runImageJob(
  deps: WorkDeps,
  job: Pick<PgBoss.JobWithMetadata<{ jobId: string }>, 'data' | 'retryCount' | 'retryLimit'>,
) {
  const [current] = await deps.db.select().from(imageJobs).where(eq(imageJobs.id, job.data.jobId));
  if (!current || !UNFINISHED.includes(current.state)) return;
  const row = (await advance(deps.db, current.id, 'painting', { attempts: current.attempts + 1 })) ?? current;
  void publishQueuePositions(deps.db).catch(() => {});
  try {
    const source = await deps.storage.get(row.input.sourceKey as string);
    if (!source) throw new AppError('NOT_FOUND', 'Image not found.');
    const { png, refined, subjectMask, recipe } = await paintFor(deps, row, source.body);
    await advance(deps.db, row.id, 'saving');
    if (row.kind === 'process') await finishProcess(deps, row, png, subjectMask);
    else await storeArtwork(deps, row, png, refined, recipe);
  } catch (err) {
    // Cut short by a stop of this process (the pixel pool refuses work): back to the queue, not refunded.
    const cut = err instanceof AppError && err.code === 'UNAVAILABLE';
    if (cut || (retriable(err) && job.retryCount < job.retryLimit)) {
      await advance(deps.db, row.id, 'queued');
      throw err;
    }
    if (!(err instanceof AppError) && !(err instanceof AiError))
      deps.log?.error({ err, jobId: row.id }, 'image job failed');
    await failImageJob(deps, row.id, failureOf(row.kind, err));
  }
}

/** A job pg-boss gave up on (every attempt's worker died or timed out): failed and refunded. */
export async function runDeadImageJob(deps: Pick<WorkDeps, 'db' | 'storage'>, job: { data: { jobId: string } }) {
  const [row] = await deps.db.select({ kind: imageJobs.kind }).from(imageJobs).where(eq(imageJobs.id, job.data.jobId));
  if (!row) return;
  await failImageJob(deps, job.data.jobId, {
    code: 'PROVIDER_ERROR',
    message: row.kind === 'process' ? PROCESS_FAILURE : WORKER_DIED,
  });
}

/** GET /api/jobs/{id}: the owner's job; anybody else gets the same 404 as a job that does not exist. */
export async function getJob(db: Db, userId: string, id: string): Promise<JobView> {
  const [row] = await db
    .select()
    .from(imageJobs)
    .where(and(eq(imageJobs.id, id), eq(imageJobs.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Job not found.');
  return toJobView(row, await positionOf(db, row));
}

/** The caller's unfinished jobs and those finished in the last 10 minutes, newest first. */
export async function listActiveJobs(db: Db, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - 10 * 60_000);
  const rows = await db
    .select()
    .from(imageJobs)
    .where(and(eq(imageJobs.userId, userId), or(inArray(imageJobs.state, UNFINISHED), gt(imageJobs.finishedAt, since))))
    .orderBy(desc(imageJobs.createdAt))
    .limit(50);
  return Promise.all(rows.map(async (r) => toJobView(r, await positionOf(db, r))));
}

/** Throws the job's failure as the spec'd error reply. */
export function throwJobError(view: JobView): never {
  throw new AppError((view.error?.code ?? 'PROVIDER_ERROR') as ErrorCode, view.error?.message ?? GENERIC_FAILURE);
}
