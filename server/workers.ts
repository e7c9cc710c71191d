// The workers' composition root, built from the same `deps` as the API's (app.ts): which queues exist
// and which feature handler works each. The job engine (server/jobs/) knows no feature.
import { eq } from 'drizzle-orm';
import { imageJobs } from './db/schema.js';
import type { AppDeps } from './deps.js';
import { MAIL_WAKE } from './adapters/email/email.port.js';
import { purgeRateLimitHits } from './db/rate-limit-store.js';
import { WAKE_CHANNEL, type JobEngine } from './jobs/engine.js';
import { logFor, type JobLog } from './jobs/jobs.js';
import { purgeAbandonedOrders, purgeUnusedUploads } from './jobs/housekeeping.js';
import { vacuumEmbeddedDatabase } from './jobs/vacuum.js';
import { purgeExpiredLibraryItems } from './features/library/library.service.js';
import {
  IMAGE_FAILED_QUEUE,
  IMAGE_QUEUE,
  runDeadImageJob,
  runImageJob,
} from './features/generation/image-jobs.service.js';
import { createOrderLifeQueues, workOrderLifeQueues } from './features/orders/order-life.handlers.js';
import { approveOverdueProofs } from './features/orders/order-life.service.js';

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

/** Every queue, created once (idempotent) before anything is sent. */
export async function createQueues(engine: JobEngine) {
  await engine.ensureQueue(IMAGE_FAILED_QUEUE);
  await engine.ensureQueue(IMAGE_QUEUE, { deadLetter: IMAGE_FAILED_QUEUE });
  for (const s of SCHEDULES) await engine.ensureQueue(s.name, { policy: 'stately', retryLimit: 1 });
  await createOrderLifeQueues(engine);
}

/**
 * This process works the queues: image jobs (at most IMAGE_CONCURRENCY at once, the same cap as the
 * pixel pool), jobs that ran out of attempts (failed and refunded), and the scheduled housekeeping.
 * Mail is also flushed as soon as a transaction that queued a message commits.
 */
export async function startWorkers(deps: AppDeps, log?: JobLog) {
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
  // pg-boss moves a job out of attempts here itself, without a wake: a 2 s poll finds it.
  await engine.work<{ jobId: string }>(IMAGE_FAILED_QUEUE, 1, (job) => runDeadImageJob(work(), job), 2);
  await workOrderLifeQueues(deps);
  for (const s of SCHEDULES) {
    await engine.boss.schedule(s.name, s.cron, {}, { singletonKey: s.name });
    // Cron runs at most once a minute and a send wakes the worker at once (mail), so an idle poll every
    // 10 s, not 0.5 s: seven queues at 0.5 s kept an idle shop at ~9% of a core (decision 037).
    await engine.work(
      s.name,
      1,
      async () => {
        const n = await s.run(deps);
        if (n > 0 && s.name !== 'mail-flush' && s.name !== 'vacuum') log?.info(`${s.name}: ${n}`);
        return { n };
      },
      10,
    );
  }
  // A committed transaction that queued an e-mail says 'mail' on the wake channel.
  await deps.jobs.engine.onWake(MAIL_WAKE.payload, () => void engine.send('mail-flush').catch(() => {}));
  return { wakeChannel: WAKE_CHANNEL };
}
