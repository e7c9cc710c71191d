import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';

type Hit = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Hit) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

const rowsOf = (res: unknown) =>
  (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { hits: number; ttl: number }[];

type Counter = { hits: number; resetAt: number };
/** Counters of each embedded database, kept in the process that holds it (every app on it shares them). */
const inProcess = new WeakMap<PGlite, Map<string, Counter>>();

/**
 * An embedded PGlite database lives in exactly one process, so every node that can count against it is in this
 * process: its counters are kept here, beside it, and a limited request costs no query (on PGlite each query runs
 * on the server's own event loop). PostgreSQL, shared by several nodes, keeps them in its table.
 */
function countersBeside(db: Pick<Db, 'execute'>): Map<string, Counter> | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let counters = inProcess.get(client);
  if (!counters) inProcess.set(client, (counters = new Map<string, Counter>()));
  return counters;
}

/** Counters of windows that ended more than a minute ago go (as the table's rows do, purgeRateLimitHits). */
function sweep(counters: Map<string, Counter>, now: number) {
  let swept = 0;
  for (const [key, c] of counters) if (c.resetAt < now - 60_000 && counters.delete(key)) swept++;
  return swept;
}

/**
 * A @fastify/rate-limit store in the shop's database (table rate_limit_hits), so every API node
 * counts against the same limit. One upsert per limited request: the window restarts when it has
 * passed; times come from the database clock so nodes agree. Rows of past windows are swept by the
 * 'purge-rate-limits' scheduled job. On PGlite the counters are kept in the process beside the
 * database instead (countersBeside above), with the same rule, and swept by the same job.
 */
export function databaseRateLimitStore(db: Pick<Db, 'execute'>) {
  const counters = countersBeside(db);
  let added = 0;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(params: object = {}) {
      const route = (params as RouteParams).routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
    }
    incr(key: string, cb: Callback, timeWindow: number) {
      const k = this.prefix + key;
      if (counters) {
        // The same rule as the upsert below: the window restarts once it has passed.
        const now = Date.now();
        let c = counters.get(k);
        if (!c || c.resetAt <= now) {
          counters.set(k, (c = { hits: 0, resetAt: now + timeWindow }));
          if (++added % 1000 === 0) sweep(counters, now);
        }
        c.hits++;
        cb(null, { current: c.hits, ttl: Math.max(0, c.resetAt - now) });
        return;
      }
      db.execute(
        sql`
        insert into rate_limit_hits (key, hits, reset_at) values (${k}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
        returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      ).then(
        (res) => {
          const [row] = rowsOf(res);
          cb(null, { current: Number(row!.hits), ttl: Number(row!.ttl) });
        },
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback) {
      if (counters) {
        const now = Date.now();
        const c = counters.get(this.prefix + key);
        cb(null, c && c.resetAt > now ? { current: c.hits, ttl: c.resetAt - now } : { current: 0, ttl: 0 });
        return;
      }
      db.execute(
        sql`
        select hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl
        from rate_limit_hits where key = ${this.prefix + key} and reset_at > now()`,
      ).then(
        (res) => {
          const [row] = rowsOf(res);
          cb(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        },
        (err: Error) => cb(err),
      );
    }
    child(params: object) {
      return new DatabaseRateLimitStore(params);
    }
  };
}

/** Sweeps counters whose window has passed (more than a minute ago): the table's rows, and those kept beside PGlite. */
export async function purgeRateLimitHits(db: Pick<Db, 'execute'>) {
  const counters = countersBeside(db);
  const res = await db.execute(
    sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute' returning key`,
  );
  return rowsOf(res).length + (counters ? sweep(counters, Date.now()) : 0);
}
