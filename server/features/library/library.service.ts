import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { libraryItems } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { notFound } from '../../core/errors.js';
import { publishEvent } from '../events/events.service.js';
import { LIBRARY_EXPIRY_DAYS } from '../../../common/catalog.js';
import type { LibraryItem } from '../../../common/contracts/library.js';

type Row = typeof libraryItems.$inferSelect;
const DAY = 86_400_000;

export function toLibraryItem(row: Row, storage: Storage): LibraryItem {
  return {
    id: row.id,
    imageUrl: storage.urlFor(row.imageKey),
    ...(row.previewSizes?.length
      ? { imageSrcSet: row.previewSizes.map((p) => `${storage.urlFor(p.key)} ${p.width}w`).join(', ') }
      : {}),
    mockupUrl: row.mockupUrl,
    name: row.name,
    saved: row.saved,
    size: row.size,
    templateId: row.templateId,
    promptOriginal: row.promptOriginal,
    promptRefined: row.promptRefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.saved || !row.expiresAt ? null : row.expiresAt.toISOString(),
  };
}

export const expiryFor = (createdAt: Date) => new Date(createdAt.getTime() + LIBRARY_EXPIRY_DAYS * DAY);

const listQueries = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) =>
  db
    .select()
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.userId, sql.placeholder('userId')),
        or(
          eq(libraryItems.saved, true),
          isNull(libraryItems.expiresAt),
          gt(libraryItems.expiresAt, sql.placeholder('now')),
        ),
      ),
    )
    .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id))
    .prepare('library_list');

/**
 * The user's images, newest first; unsaved ones past their expiry are already gone for them. The
 * query is built once per database (GET /api/library is the hottest signed-in read; building the SQL
 * each time was a fifth of its CPU).
 */
export async function listLibrary(db: Db, storage: Storage, userId: string, now = new Date()) {
  let query = listQueries.get(db);
  if (!query) listQueries.set(db, (query = prepareList(db)));
  // A placeholder skips the column's encoder, so the value is encoded here as drizzle would.
  const rows = await query.execute({ userId, now: libraryItems.expiresAt.mapToDriverValue(now) });
  return rows.map((r) => toLibraryItem(r, storage));
}

async function ownedRow(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)));
  if (!row) throw notFound('Image');
  return row;
}

export async function getLibraryItem(db: Db, storage: Storage, userId: string, id: string) {
  return toLibraryItem(await ownedRow(db, userId, id), storage);
}

/**
 * Save or unsave. Unsaved items expire 30 days after creation; one unsaved after that point gets a
 * day's grace so it does not vanish the moment the customer clicks.
 */
export async function setSaved(db: Db, storage: Storage, userId: string, id: string, saved: boolean, now = new Date()) {
  const row = await ownedRow(db, userId, id);
  const expiresAt = saved ? row.expiresAt : new Date(Math.max(expiryFor(row.createdAt).getTime(), now.getTime() + DAY));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(libraryItems)
      .set({ saved, expiresAt, updatedAt: now })
      .where(eq(libraryItems.id, id))
      .returning();
    await publishEvent(tx, { userId, topic: 'library' });
    return toLibraryItem(updated!, storage);
  });
}

/** Deletes the record, then its files (a file left behind is harmless; a record without a file is not). */
export async function deleteLibraryItem(db: Db, storage: Storage, userId: string, id: string) {
  const row = await ownedRow(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(libraryItems).where(eq(libraryItems.id, id));
    await publishEvent(tx, { userId, topic: 'library' });
  });
  await Promise.all(fileKeys(row).map((key) => storage.delete(key)));
}

/** Every file of a library item: previews (each size) and the print file. */
const fileKeys = (row: Pick<Row, 'imageKey' | 'fullKey' | 'previewSizes'>) => [
  ...new Set([row.imageKey, row.fullKey, ...(row.previewSizes ?? []).map((p) => p.key)]),
];

/** Removes unsaved items past their expiry, with their files. Returns how many went. */
export async function purgeExpiredLibraryItems(db: Db, storage: Storage, now = new Date()) {
  const expired = await db
    .delete(libraryItems)
    .where(and(eq(libraryItems.saved, false), lt(libraryItems.expiresAt, now)))
    .returning({
      userId: libraryItems.userId,
      imageKey: libraryItems.imageKey,
      fullKey: libraryItems.fullKey,
      previewSizes: libraryItems.previewSizes,
    });
  await Promise.all(expired.flatMap((r) => fileKeys(r).map((key) => storage.delete(key))));
  for (const userId of new Set(expired.map((r) => r.userId))) await publishEvent(db, { userId, topic: 'library' });
  return expired.length;
}
