import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { imageJobs } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { MAIL_WAKE } from '../adapters/email/email.port.js';
import { purgeExpiredLibraryItems } from '../features/library/library.service.js';
import {
  IMAGE_FAILED_QUEUE,
  IMAGE_QUEUE,
  runDeadImageJob,
  runImageJob,
  type JobSettings,
} from '../features/generation/generation.jobs.js';
import { createJobEngine, WAKE_CHANNEL, type JobEngine } from './engine.js';
import { createImagePool, type ImagePool } from './image-pool.js';
import { purgeAbandonedOrders, purgeUnusedUploads } from './housekeeping.js';
import { purgeRateLimitHits } from '../db/rate-limit-store.js';
import { vacuumEmbeddedDatabase } from './vacuum.js';
import { ensureFulfilmentQueues, startFulfilmentWorkers } from '../features/fulfilment/fulfilment.jobs.js';
import { approveOverdueProofs } from '../features/fulfilment/order-life.service.js';

export type Jobs = {
  engine: JobEngine;
  pool: ImagePool;
  settings: JobSettings;
  syncWaitMs: number;
  concurrency: number;
};
type Log = { info: (m: string) => void; error: (o: object, m: string) => void };

/** Housekeeping on the job engine: cron (UTC) and the work each does. Every handler is idempotent. */
export const SCHEDULES = [
  { name: 'purge-library', cron: '7 * * * *', run: (d: AppDeps) => purgeExpiredLibraryItems(d.db, d.storage) },
  { name: 'purge-orders', cron: '37 * * * *', run: (d: AppDeps) => purgeAbandonedOrders(d.db, d.storage) },
  { name: 'purge-uploads', cron: '17 3 * * *', run: (d: AppDeps) => purgeUnusedUploads(d.db, d.storage) },
  { name: 'purge-rate-limits', cron: '*/10 * * * *', run: (d: AppDeps) => purgeRateLimitHits(d.db) },
  { name: 'mail-flush', cron: '* * * * *', run: (d: AppDeps) => d.mailer.flush() },
  { name: 'approve-overdue-proofs', cron: '*/5 * * * *', run: (d: AppDeps) => approveOverdueProofs(d) },
  { name: 'vacuum', cron: '*/15 * * * *', run: (d: AppDeps) => vacuumEmbeddedDatabase(d.db) },
] as const;

/** The engine (queues created) and the pixel pool. Workers start separately (startWorkers). */
export async function openJobs(database: Database, config: Config, log?: Log): Promise<Jobs> {
  const engine = await createJobEngine(database, { maintenanceSeconds: config.jobs.maintenanceSeconds, log });
  await engine.ensureQueue(IMAGE_FAILED_QUEUE);
  await engine.ensureQueue(IMAGE_QUEUE, { deadLetter: IMAGE_FAILED_QUEUE });
  for (const s of SCHEDULES) await engine.ensureQueue(s.name, { policy: 'stately', retryLimit: 1 });
  await ensureFulfilmentQueues(engine);
  if (database.kind === 'pglite') await handBackOrphans(engine);
  const pool = createImagePool(config.jobs.imageConcurrency);
  return {
    engine,
    pool,
    concurrency: config.jobs.imageConcurrency,
    settings: {
      timeoutSeconds: config.jobs.timeoutSeconds,
      retries: config.jobs.retries,
      maxWaiting: config.jobs.maxWaiting,
      maxFreeWaiting: config.jobs.maxFreeWaiting,
    },
    syncWaitMs: config.jobs.syncWaitMs,
  };
}

/**
 * The embedded database belongs to one process at a time, so a job still 'active' when it opens was
 * held by a process that died (kill -9, power loss): it is failed now — counted as an attempt, then
 * retried or dead-lettered as usual — instead of waiting for its expiry. (On PostgreSQL other live
 * workers may hold active jobs; there expiry hands back a dead worker's jobs.)
 */
async function handBackOrphans(engine: JobEngine) {
  const { rows } = await engine.boss.getDb().executeSql(`select id, name from pgboss.job where state = 'active'`, []);
  for (const row of rows as { id: string; name: string }[]) {
    await engine.boss.fail(row.name, row.id, {
      message: 'The process working this job stopped; handed back at restart.',
    });
  }
}

/** A job's log: every line names the request that queued the job (when a request did). */
export function logFor(log: Log | undefined, data: { jobId: string; requestId?: string }): Log | undefined {
  if (!log || !data.requestId) return log;
  const { requestId } = data;
  return {
    info: (m) => log.info(`${m} (request ${requestId})`),
    error: (o, m) => log.error({ ...o, reqId: requestId, jobId: data.jobId }, m),
  };
}

/**
 * This process works the queues: image jobs (at most IMAGE_CONCURRENCY at once, the same cap as the
 * pixel pool), jobs that ran out of attempts (failed and refunded), and the scheduled housekeeping.
 * Mail is also flushed as soon as a transaction that queued a message commits.
 */
export async function startWorkers(deps: AppDeps, log?: Log) {
  const { engine, pool, concurrency } = deps.jobs;
  // Read per job, so a test that swaps deps.ai after start is honoured.
  const work = () => ({ db: deps.db, storage: deps.storage, ai: deps.ai, pool, log });
  await engine.work<{ jobId: string; requestId?: string }>(IMAGE_QUEUE, concurrency, async (job) => {
    const jobLog = logFor(log, job.data);
    const started = Date.now();
    let retry = false;
    try {
      await runImageJob({ ...work(), log: jobLog }, job);
    } catch (err) {
      retry = true;
      throw err;
    } finally {
      const ms = Date.now() - started;
      const [row] = await deps.db
        .select({ kind: imageJobs.kind, state: imageJobs.state })
        .from(imageJobs)
        .where(eq(imageJobs.id, job.data.jobId))
        .catch(() => []);
      if (row)
        deps.metrics.observeJob(
          row.kind,
          (started - job.createdOn.getTime()) / 1000,
          ms / 1000,
          retry ? 'retry' : row.state === 'done' ? 'done' : 'failed',
        );
      jobLog?.info(`image job ${job.data.jobId} ${retry ? 'will be retried' : (row?.state ?? 'ended')} after ${ms} ms`);
    }
  });
  await engine.work<{ jobId: string }>(IMAGE_FAILED_QUEUE, 1, (job) => runDeadImageJob(work(), job));
  await startFulfilmentWorkers(deps);
  for (const s of SCHEDULES) {
    await engine.boss.schedule(s.name, s.cron, {}, { singletonKey: s.name });
    await engine.work(s.name, 1, async () => {
      const n = await s.run(deps);
      if (n > 0 && s.name !== 'mail-flush' && s.name !== 'vacuum') log?.info(`${s.name}: ${n}`);
      return { n };
    });
  }
  // A committed transaction that queued an e-mail says 'mail' on the wake channel.
  await deps.jobs.engine.onWake(MAIL_WAKE.payload, () => void engine.send('mail-flush').catch(() => {}));
  return { wakeChannel: WAKE_CHANNEL };
}
