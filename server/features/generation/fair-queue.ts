import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../core/errors.js';

/**
 * Fairness of the one image queue across accounts (decision 017), on pg-boss's own ordering: its
 * workers fetch `ORDER BY priority desc, created_on, id`, and each image job is sent with priority
 * minus the number of its account's unfinished jobs (queued or running) at that moment. So an
 * account's first job goes before anyone's second, its second before anyone's third (round-robin),
 * one customer's fifty jobs delay another's single job by at most the jobs already running, and
 * every comparison happens in SQL on the database's own clock (exact positions on both databases).
 */
export type QueueLimits = { maxWaiting: number; maxFreeWaiting: number };

const QUEUE = 'image';
const UNFINISHED = sql`('queued', 'painting', 'saving')`;

type Exec = Pick<Db, 'execute'>;
const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * In the submitting transaction, after the debit: one submission per account at a time, at most
 * `maxWaiting` queued jobs per account and `maxFreeWaiting` free ones (background removal needs no
 * token). Over the cap: 429 with the time to retry. Returns the new job's pg-boss priority.
 */
export async function claimQueueSlot(tx: Tx, input: { userId: string; paid: boolean; limits: QueueLimits }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`image-queue:${input.userId}`}))`);
  const [mine] = rowsOf<{ queued: number; free: number; unfinished: number }>(
    await tx.execute(sql`
      select count(*) filter (where state = 'queued')::int as queued,
             count(*) filter (where state = 'queued' and not paid)::int as free,
             count(*)::int as unfinished
      from image_jobs where user_id = ${input.userId} and state in ${UNFINISHED}`),
  );
  const { maxWaiting, maxFreeWaiting } = input.limits;
  if (!input.paid && mine!.free >= maxFreeWaiting) {
    throw await queueFull(
      tx,
      maxFreeWaiting === 1
        ? 'You already have a background removal waiting.'
        : `You already have ${maxFreeWaiting} background removals waiting.`,
    );
  }
  if (mine!.queued >= maxWaiting)
    throw await queueFull(tx, `You already have ${maxWaiting} pictures waiting in the queue.`);
  return -mine!.unfinished;
}

/** The 429: how long one image job takes lately (at least 2 s, at most 5 minutes) is the time to retry. */
async function queueFull(tx: Exec, what: string) {
  const [r] = rowsOf<{ s: number | null }>(
    await tx.execute(sql`
      select extract(epoch from avg(completed_on - started_on))::float8 as s
      from (select completed_on, started_on from pgboss.job
            where name = ${QUEUE} and state = 'completed' and completed_on is not null
            order by completed_on desc limit 20) recent`),
  );
  const seconds = Math.min(300, Math.max(2, Math.ceil(Number(r?.s ?? 10))));
  return new AppError(
    'RATE_LIMITED',
    `${what} Please try again in about ${seconds} seconds, once one of them has started.`,
    { retryAfterSeconds: seconds },
  );
}

/** 1-based place of a queued job in the order the workers will take it (pg-boss's fetch order). */
export async function queuePosition(db: Exec, jobId: string) {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from pgboss.job j
      join pgboss.job me on me.name = ${QUEUE} and me.id = ${jobId}::uuid
      where j.name = ${QUEUE} and j.state < 'active'
        and (j.priority > me.priority or (j.priority = me.priority and (j.created_on, j.id) <= (me.created_on, me.id)))`),
  );
  return Math.max(1, Number(r?.n ?? 1));
}

/** The ids of the first `limit` queued image jobs, in the order the workers will take them. */
export async function queuedInOrder(db: Exec, limit = 100) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select j.id::text as id from pgboss.job j
      where j.name = ${QUEUE} and j.state < 'active'
      order by j.priority desc, j.created_on, j.id limit ${limit}`),
  );
  return rows.map((r) => r.id);
}
