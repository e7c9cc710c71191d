import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import type { Storage } from '../adapters/storage/storage.port.js';

const HOUR = 3_600_000;
export const ABANDONED_ORDER_HOURS = 24;
export const UNUSED_UPLOAD_DAYS = 7;

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * Pending orders never paid within a day are dropped with the print files copied for them
 * (orders/{id}/...). A paid order is never touched: only status 'pending' rows are deleted.
 */
export async function purgeAbandonedOrders(db: Db, storage: Storage, now = new Date()) {
  const gone = await db
    .delete(orders)
    .where(
      and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now.getTime() - ABANDONED_ORDER_HOURS * HOUR))),
    )
    .returning({ id: orders.id });
  for (const { id } of gone) await Promise.all((await storage.list(`orders/${id}/`)).map((key) => storage.delete(key)));
  return gone.length;
}

/**
 * Uploads older than a week that nothing uses — no library item made from or showing them, no cart
 * line, no order, no unfinished image job — are deleted with their files.
 */
export async function purgeUnusedUploads(db: Db, storage: Storage, now = new Date()) {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_DAYS * 24 * HOUR);
  const res = await db.execute(sql`
    delete from uploads u
    where u.created_at < ${cutoff}
      and not exists (select 1 from library_items l where l.source_key = u.key or l.image_key = u.key or l.full_key = u.key)
      and not exists (select 1 from cart_items c
        where position(u.key in c.artwork_url) > 0 or position(u.key in coalesce(c.original_url, '')) > 0)
      and not exists (select 1 from orders o where position(u.key in o.items::text) > 0)
      and not exists (select 1 from image_jobs j where j.input->>'sourceKey' = u.key and j.state in ('queued', 'painting', 'saving'))
    returning u.key, u.mask_key`);
  const gone = rowsOf<{ key: string; mask_key: string | null }>(res);
  await Promise.all(
    gone.flatMap((r) => [r.key, ...(r.mask_key ? [r.mask_key] : [])]).map((key) => storage.delete(key)),
  );
  return gone.length;
}
