import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { rowsOf } from '../../db/rows.js';
import type { ShopHealth } from '../../../common/contracts/system.js';

const q = async <T>(db: AppDeps['db'], query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const iso = (v: unknown) => new Date(v as string).toISOString();

/** Bytes and files under the local file store, walked at most once a minute (null on S3: see the bucket's own metrics). */
let filesCache: { at: number; dir: string; bytes: number; count: number } | undefined;
async function fileStoreSize(dir: string) {
  if (filesCache && filesCache.dir === dir && Date.now() - filesCache.at < 60_000) return filesCache;
  let bytes = 0;
  let count = 0;
  const walk = async (d: string): Promise<void> => {
    for (const e of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(d, e.name));
      else if (e.isFile()) {
        count++;
        bytes += (await fs.stat(path.join(d, e.name)).catch(() => ({ size: 0 }))).size;
      }
    }
  };
  await walk(dir);
  filesCache = { at: Date.now(), dir, bytes, count };
  return filesCache;
}

/** What the admin desk's "Shop health" page shows: queues, failures, orders needing attention, mail, sizes. */
export async function readShopHealth(deps: Pick<AppDeps, 'db' | 'config'>): Promise<ShopHealth> {
  const { db, config } = deps;
  const [queues, failed, attention, mail, lastError, dbSize] = await Promise.all([
    q<{ kind: string; queued: number; running: number; oldest: number | null }>(
      db,
      sql`select kind, count(*) filter (where state = 'queued')::int as queued,
          count(*) filter (where state in ('painting', 'saving'))::int as running,
          extract(epoch from now() - min(created_at) filter (where state = 'queued'))::float8 as oldest
          from image_jobs where state in ('queued', 'painting', 'saving') group by kind order by kind`,
    ),
    q<{ kind: string; reason: string; count: number }>(
      db,
      sql`select kind, coalesce(error->>'message', 'unknown') as reason, count(*)::int as count from image_jobs
          where state = 'failed' and coalesce(finished_at, updated_at) > now() - interval '24 hours'
          group by 1, 2 order by 3 desc limit 20`,
    ),
    q<{ id: string; status: string; attention: string; updated_at: string }>(
      db,
      sql`select id, status, attention, updated_at from orders where attention is not null order by updated_at desc limit 20`,
    ),
    q<{ backlog: number; failed: number }>(
      db,
      sql`select count(*) filter (where status in ('queued', 'sending'))::int as backlog,
          count(*) filter (where status = 'failed')::int as failed from email_outbox`,
    ),
    q<{ error: string; created_at: string }>(
      db,
      sql`select error, created_at from email_outbox where error is not null order by created_at desc limit 1`,
    ),
    q<{ bytes: number }>(db, sql`select pg_database_size(current_database())::float8 as bytes`).catch(() => []),
  ]);
  const files = config.storage.kind === 'local' ? await fileStoreSize(path.join(config.dataDir, 'files')) : null;
  return {
    queues: queues.map((r) => ({
      kind: r.kind,
      queued: Number(r.queued),
      running: Number(r.running),
      oldestWaitSeconds: r.oldest === null ? null : Math.round(Number(r.oldest)),
    })),
    failedLastDay: failed.map((r) => ({ kind: r.kind, reason: r.reason, count: Number(r.count) })),
    ordersNeedingAttention: attention.map((r) => ({
      id: r.id,
      status: r.status,
      attention: r.attention,
      updatedAt: iso(r.updated_at),
    })),
    email: {
      backlog: Number(mail[0]?.backlog ?? 0),
      failed: Number(mail[0]?.failed ?? 0),
      lastError: lastError[0] ? { message: lastError[0].error, at: iso(lastError[0].created_at) } : null,
    },
    storage: {
      databaseBytes: dbSize[0] ? Number(dbSize[0].bytes) : null,
      fileBytes: files?.bytes ?? null,
      fileCount: files?.count ?? null,
    },
    checkedAt: new Date().toISOString(),
  };
}
