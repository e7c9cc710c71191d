import PgBoss from 'pg-boss';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { currentRequestId } from '../core/request-context.js';

/** NOTIFY channel whose payload names a queue: every process with workers on it polls at once. */
export const WAKE_CHANNEL = 'pawtrait_jobs';

export type Executor = Pick<Db, 'execute'>;
export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
export type EngineOptions = {
  /** How often pg-boss looks for expired (worker died) jobs and archives old ones. */
  maintenanceSeconds?: number;
  log?: { error: (o: object, m: string) => void };
};

/**
 * pg-boss as an executor: the job row is written by the caller's transaction, so it exists exactly
 * when that transaction commits. pg-boss's $n placeholders become drizzle parameters.
 */
export function transactionExecutor(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = [sql.raw(parts[0]!)];
      for (let i = 1; i < parts.length; i += 2) {
        chunks.push(sql.param(values[Number(parts[i]) - 1] ?? null), sql.raw(parts[i + 1]!));
      }
      const res = await tx.execute(sql.join(chunks));
      return { rows: Array.isArray(res) ? res : (res as { rows: unknown[] }).rows };
    },
  };
}

export type JobEngine = ReturnType<typeof createJobEngine> extends Promise<infer E> ? E : never;

/** Waits 100–200 ms times the attempt: the back-off of a node that lost a start-up race. */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));

/**
 * Starts pg-boss. Nodes starting together on a fresh database race to create its schema (a
 * duplicate-schema error or a deadlock for the loser); the loser starts again once the winner is done.
 */
async function startBoss(database: Database, opts: EngineOptions, isStopped: () => boolean): Promise<PgBoss> {
  /**
   * pg-boss records a job's end without awaiting it. A job that outlives the drain ends after the database
   * closed; its end then goes unwritten, as if the process had died there (crash.test.ts): the job's expiry
   * hands it back. Before the stop, every error reaches pg-boss as it is.
   */
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      return await database.executeSql(text, values);
    } catch (err) {
      if (!isStopped()) throw err;
      opts.log?.error({ err }, 'job engine: a job ended after the stop; its expiry hands it back');
      return { rows: [] };
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
      const ids = workers.get(name) ?? [];
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await boss.work<T>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, ([job]) =>
            handler(job!),
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
    /** Started and not stopped (readiness). */
    isRunning: () => !stopped,
    /** Stops taking work; running jobs get `drainMs` to finish, the rest are handed back by expiry. */
    async stop(drainMs = 8000) {
      if (stopped) return;
      stopped = true;
      await unlisten?.();
      await boss.stop({ graceful: true, wait: true, timeout: drainMs, close: false });
    },
  };
}
