import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createJobEngine, type JobEngine } from './engine.js';
import { createImagePool, type ImagePool } from './image-pool.js';

/** How image jobs are run and admitted: per-attempt timeout, retries, and the fair queue's caps. */
export type JobSettings = { timeoutSeconds: number; retries: number; maxWaiting: number; maxFreeWaiting: number };

export type Jobs = {
  engine: JobEngine;
  pool: ImagePool;
  settings: JobSettings;
  syncWaitMs: number;
  concurrency: number;
};
export type JobLog = { info: (m: string) => void; error: (o: object, m: string) => void };

/**
 * The engine and the pixel pool. The composition root names the queues (`createQueues`, run before
 * anything is sent) and starts the workers (server/workers.ts); the engine knows no feature.
 */
export async function openJobs(
  database: Database,
  config: Config,
  opts: { log?: JobLog; createQueues: (engine: JobEngine) => Promise<void> },
): Promise<Jobs> {
  const pool = createImagePool(config.jobs.imageConcurrency);
  const engine = await createJobEngine(database, {
    maintenanceSeconds: config.jobs.maintenanceSeconds,
    log: opts.log,
    // At a stop, pixel work still running after the drain is cut: its job goes back to the queue.
    onDrainDeadline: () => pool.stop(),
  });
  await opts.createQueues(engine);
  // The embedded database belongs to one process at a time: what is active at open, a dead process held.
  // On PostgreSQL other nodes may be working; there the jobs of a process that stopped beating go back.
  if (database.kind === 'pglite') await engine.ownership.handBackAll();
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

/** A job's log: every line names the request that queued the job (when a request did). */
export function logFor(log: JobLog | undefined, data: { jobId: string; requestId?: string }): JobLog | undefined {
  if (!log || !data.requestId) return log;
  const { requestId } = data;
  return {
    info: (m) => log.info(`${m} (request ${requestId})`),
    error: (o, m) => log.error({ ...o, reqId: requestId, jobId: data.jobId }, m),
  };
}
