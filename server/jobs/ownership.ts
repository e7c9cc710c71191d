import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobClaims, jobWorkers } from '../db/schema.js';
import { transactionExecutor } from './engine-sql.js';

export type OwnershipOptions = {
  /** How often a worker process says it is alive, and looks for jobs of processes that are not. */
  heartbeatSeconds?: number;
  /** A process whose heartbeat is older than this is gone (kill -9, power loss, a lost network). */
  staleSeconds?: number;
  log?: { error: (o: object, m: string) => void };
};

const HANDED_BACK = { message: 'The process working this job stopped; handed back.' };

/**
 * Who works which job. pg-boss 10 records no owner, so a job whose process died stays active until its
 * expiry (IMAGE_JOB_TIMEOUT_SECONDS, 300 s). Each process with workers registers itself with a heartbeat
 * on the database's clock and claims each job it takes; every such process, at start and at each
 * heartbeat, hands back (fails once: retried, or dead-lettered and refunded after the last attempt) the
 * active jobs claimed by a process that stopped beating. A live node's running jobs are never taken.
 */
export function createOwnership(db: Db, boss: PgBoss, opts: OwnershipOptions = {}) {
  const heartbeatMs = (opts.heartbeatSeconds ?? 5) * 1000;
  const staleSeconds = opts.staleSeconds ?? 15;
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let lastBeat = 0;

  const beat = async () => {
    await db
      .insert(jobWorkers)
      .values({ id: workerId, host: os.hostname(), pid: process.pid })
      .onConflictDoUpdate({ target: jobWorkers.id, set: { heartbeatAt: sql`now()` } });
  };

  /** Fails each listed job that is still active, its row locked so no fetch or second sweeper races it. */
  const handBack = async (jobs: { id: string; name: string }[]) =>
    db.transaction(async (tx) => {
      let n = 0;
      for (const job of jobs) {
        const locked = await tx.execute(
          sql`select 1 from pgboss.job where name = ${job.name} and id = ${job.id}::uuid and state = 'active' for update`,
        );
        if (!rowsOf(locked).length) continue;
        await boss.fail(job.name, job.id, HANDED_BACK, { db: transactionExecutor(tx) });
        n++;
      }
      return n;
    });

  /** Active jobs claimed by processes gone stale (or never registered), handed back; their rows removed. */
  const sweep = async () => {
    const orphans = rowsOf(
      await db.execute(sql`
        select c.job_id as id, c.queue as name from job_claims c
        left join job_workers w on w.id = c.worker_id
        where c.worker_id <> ${workerId}
          and (w.id is null or w.heartbeat_at < now() - make_interval(secs => ${staleSeconds}))`),
    ) as { id: string; name: string }[];
    const n = orphans.length ? await handBack(orphans) : 0;
    for (const o of orphans) await db.delete(jobClaims).where(eq(jobClaims.jobId, o.id));
    await db.execute(
      sql`delete from job_workers where id <> ${workerId} and heartbeat_at < now() - make_interval(secs => ${staleSeconds})`,
    );
    return n;
  };

  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await beat();
      const now = Date.now();
      // Sweep only after an unbroken beat: after a database outage every node's heartbeat is old, and a
      // node back first must not take the jobs of nodes that are alive but not yet back.
      const continuous = now - lastBeat < 2 * heartbeatMs;
      lastBeat = now;
      if (continuous) await sweep();
    } catch (err) {
      opts.log?.error({ err }, 'job ownership: heartbeat or hand-back failed; trying again');
    } finally {
      busy = false;
    }
  };

  return {
    workerId,
    /** Registers this process and starts beating; jobs of processes already gone are handed back at once. */
    async register() {
      if (timer) return;
      await beat();
      lastBeat = Date.now();
      await sweep();
      timer = setInterval(() => void tick(), heartbeatMs);
      timer.unref();
    },
    /**
     * The embedded database belongs to one process at a time: every job still active when it opens was
     * held by a process that died, and is handed back now, claimed or not.
     */
    async handBackAll() {
      const active = rowsOf(
        await db.execute(sql`select id::text as id, name from pgboss.job where state = 'active'`),
      ) as { id: string; name: string }[];
      await db.delete(jobClaims);
      await db.execute(sql`delete from job_workers where id <> ${workerId}`);
      return active.length ? handBack(active) : 0;
    },
    /** This process took the job (a retry taken by another process moves the claim). */
    async claim(queue: string, jobId: string) {
      await db
        .insert(jobClaims)
        .values({ jobId, queue, workerId })
        .onConflictDoUpdate({ target: jobClaims.jobId, set: { queue, workerId, claimedAt: sql`now()` } });
    },
    async release(jobId: string) {
      await db.delete(jobClaims).where(and(eq(jobClaims.jobId, jobId), eq(jobClaims.workerId, workerId)));
    },
    sweep,
    /** Stops beating and leaves: jobs still claimed by this process are handed back by the next sweep. */
    async unregister() {
      clearInterval(timer);
      timer = undefined;
      await db.delete(jobWorkers).where(eq(jobWorkers.id, workerId));
    },
  };
}
export type Ownership = ReturnType<typeof createOwnership>;

const rowsOf = (res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as unknown[];
