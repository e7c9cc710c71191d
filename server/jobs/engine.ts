import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { currentRequestId } from '../core/request-context.js';
import { transactionExecutor, type Executor } from './engine-sql.js';
import { createOwnership, type OwnershipOptions } from './ownership.js';

export { transactionExecutor, type Executor } from './engine-sql.js';

/** NOTIFY channel whose payload names a queue: every process with workers on it polls at once. */
export const WAKE_CHANNEL = 'pawtrait_jobs';

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
export type EngineOptions = OwnershipOptions & {
  /** How often pg-boss looks for expired (worker died) jobs and archives old ones. */
  maintenanceSeconds?: number;
  /** Called when running jobs have had their drain time at a stop: the work still running is cut short. */
  onDrainDeadline?: () => void;
};

/** After the drain deadline, how long cut jobs get to end and hand themselves back before pg-boss fails them. */
export const HAND_BACK_MS = 4000;

export type JobEngine = ReturnType<typeof createJobEngine> extends Promise<infer E> ? E : never;

/** pg-boss's own statements that write a job's end (complete, fail), which it sends without awaiting them. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const JOB_ENDS = new Set([plans.completeJobs('pgboss'), plans.failJobsById('pgboss')]);

/**
 * What pg-boss gets for a statement that could not run after the stop: no rows, and for a job's end a count of
 * 0 (pg-boss reads `rows[0].count` from any rows array it is given; an empty one threw an unhandled TypeError).
 */
export const unwrittenResult = (text: string) => (JOB_ENDS.has(text) ? { rows: [{ count: 0 }] } : { rows: [] });

/** Waits 100–200 ms times the attempt: the back-off of a node that lost a start-up race. */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));

/**
 * Starts pg-boss. Nodes starting together on a fresh database race to create its schema (a
 * duplicate-schema error or a deadlock for the loser); the loser starts again once the winner is done.
 */
async function startBoss(database: Database, opts: EngineOptions, isStopped: () => boolean): Promise<PgBoss> {
  /**
   * pg-boss records a job's end without awaiting it. A job that outlives the drain ends after the database
   * closed; its end then goes unwritten, as if the process had died there (crash.test.ts): its claim names a
   * process that left, so the next sweep hands it back. Before the stop, a job's end that cannot be written
   * (the database restarting) is written again every 2 s for 30 s: rejected, it was an unhandled rejection
   * that ended the process. Every other error reaches pg-boss as it is.
   */
  const executeSql = async (text: string, values?: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await database.executeSql(text, values);
      } catch (err) {
        if (!isStopped() && !JOB_ENDS.has(text)) throw err;
        if (isStopped() || attempt >= 15) {
          opts.log?.error({ err }, "job engine: a job's end went unwritten; the sweep or its expiry hands it back");
          return unwrittenResult(text);
        }
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  };
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 30,
      monitorStateIntervalSeconds: 600,
      archiveCompletedAfterSeconds: 3600,
    });
    boss.on('error', (err) => opts.log?.error({ err }, 'job engine error'));
    try {
      await boss.start();
      return boss;
    } catch (err) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      if (attempt >= 5) throw err;
      await backOff(attempt);
    }
  }
}

/**
 * The one job engine (pg-boss 10) on the shop's database: PostgreSQL through the shop's pool, or
 * embedded PGlite through the same raw executor. Work is woken by NOTIFY on send, so the 0.5 s
 * polling floor only matters when a notification is lost.
 */
export async function createJobEngine(database: Database, opts: EngineOptions = {}) {
  let stopped = false;
  const boss = await startBoss(database, opts, () => stopped);
  const ownership = createOwnership(database.db, boss, opts);
  const workers = new Map<string, string[]>();
  let unlisten: (() => Promise<void>) | undefined;

  const wakeHandlers = new Map<string, () => void>();
  const wake = (queue: string) => workers.get(queue)?.forEach((id) => boss.notifyWorker(id));
  const listen = async () => {
    unlisten ??= await database.listen(WAKE_CHANNEL, (payload) => {
      wake(payload);
      wakeHandlers.get(payload)?.();
    });
  };

  return {
    boss,
    /**
     * Creates a queue once (idempotent); options apply to jobs sent without their own. Nodes starting
     * together on a fresh database race here: the loser may be chosen as a deadlock victim before the
     * winner has committed, so a failed attempt looks again a little later before giving up.
     */
    async ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'> = {}) {
      for (let attempt = 1; ; attempt++) {
        if (await boss.getQueue(name)) return;
        try {
          await boss.createQueue(name, { name, ...options });
          return;
        } catch (err) {
          if (attempt >= 5) throw err;
          await backOff(attempt);
        }
      }
    },
    /**
     * Sends inside the caller's transaction and wakes the workers of every process after commit. A job
     * queued while serving a request carries that request's id (`requestId`), which its worker logs.
     */
    async sendInTx(tx: Executor, name: string, data: object, options: PgBoss.SendOptions = {}) {
      const requestId = currentRequestId();
      const id = await boss.send(name, requestId ? { ...data, requestId } : data, {
        ...options,
        db: transactionExecutor(tx),
      });
      await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${name})`);
      return id;
    },
    /** Sends on its own (scheduled or housekeeping work) and wakes the workers. */
    async send(name: string, data: object = {}, options: PgBoss.SendOptions = {}) {
      const id = await boss.send(name, data, options);
      await database.db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${name})`);
      return id;
    },
    /**
     * `concurrency` workers on one queue, one job each at a time. Sends wake them at once; the poll
     * (0.5 s default) finds delayed jobs and retries, so queues of slow timers may poll less often.
     */
    async work<T extends object>(
      name: string,
      concurrency: number,
      handler: JobHandler<T>,
      pollingIntervalSeconds = 0.5,
    ) {
      await listen();
      await ownership.register();
      const claimed: JobHandler<T> = async (job) => {
        // Without its claim the job still ends right; only a death of this process would leave it to expiry.
        await ownership
          .claim(name, job.id)
          .catch((err: unknown) => opts.log?.error({ err }, 'job engine: claim failed'));
        try {
          return await handler(job);
        } finally {
          await ownership.release(job.id).catch(() => undefined);
        }
      };
      const ids = workers.get(name) ?? [];
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await boss.work<T>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, ([job]) =>
            claimed(job!),
          ),
        );
      }
      workers.set(name, ids);
    },
    wake,
    /** Runs `fn` in this process whenever a committed transaction notifies `payload` on the wake channel. */
    async onWake(payload: string, fn: () => void) {
      wakeHandlers.set(payload, fn);
      await listen();
    },
    hasWorkers: () => workers.size > 0,
    ownership,
    /** Started and not stopped (readiness). */
    isRunning: () => !stopped,
    /**
     * Stops taking work. Running jobs get `drainMs` to finish; then `onDrainDeadline` cuts the work still
     * running (each such job hands itself back as it ends), and after HAND_BACK_MS more pg-boss fails
     * whatever still runs: every cut job is back in its queue (an attempt spent) when this resolves.
     */
    async stop(drainMs = 8000) {
      if (stopped) return;
      stopped = true;
      const deadline = setTimeout(() => opts.onDrainDeadline?.(), drainMs);
      try {
        await unlisten?.();
        await boss.stop({ graceful: true, wait: true, timeout: drainMs + HAND_BACK_MS, close: false });
      } finally {
        clearTimeout(deadline);
      }
      await ownership.unregister().catch((err: unknown) => opts.log?.error({ err }, 'job engine: unregister failed'));
    },
  };
}
