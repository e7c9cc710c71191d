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
  const engine = await createJobEngine(database, { maintenanceSeconds: config.jobs.maintenanceSeconds, log: opts.log });
  await opts.createQueues(engine);
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
export function logFor(log: JobLog | undefined, data: { jobId: string; requestId?: string }): JobLog | undefined {
  if (!log || !data.requestId) return log;
  const { requestId } = data;
  return {
    info: (m) => log.info(`${m} (request ${requestId})`),
    error: (o, m) => log.error({ ...o, reqId: requestId, jobId: data.jobId }, m),
  };
}
