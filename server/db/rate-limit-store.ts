import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

type Hit = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Hit) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

const rowsOf = (res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { hits: number; ttl: number }[];

/**
 * A @fastify/rate-limit store in the shop's database (table rate_limit_hits), so every API node
 * counts against the same limit. One upsert per limited request: the window restarts when it has
 * passed; times come from the database clock so nodes agree. Rows of past windows are swept by the
 * 'purge-rate-limits' scheduled job.
 */
export function databaseRateLimitStore(db: Pick<Db, 'execute'>) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(params: object = {}) {
      const route = (params as RouteParams).routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
    }
    incr(key: string, cb: Callback, timeWindow: number) {
      const k = this.prefix + key;
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

/** Sweeps counters whose window has passed. */
export async function purgeRateLimitHits(db: Pick<Db, 'execute'>) {
  const res = await db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute' returning key`);
  return rowsOf(res).length;
}
