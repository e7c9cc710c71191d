import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems, libraryItems } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { publishEvent } from '../events/events.service.js';
import { AppError } from '../../core/errors.js';
import { MAX_CART_ITEMS, type CartItem, type CartItemInput } from '../../../common/contracts/cart.js';

type Row = typeof cartItems.$inferSelect;

const toItem = (r: Row): CartItem => ({
  id: r.id,
  artworkUrl: r.artworkUrl,
  originalUrl: r.originalUrl,
  size: r.size as CartItem['size'],
  color: r.color as CartItem['color'],
  templateName: r.templateName,
  mockupUrls: r.mockupUrls ?? [],
  createdAt: r.createdAt.toISOString(),
});

/** Same artwork, size and colour: the same product line. */
type Line = { artworkUrl: string; size: string; color?: string | null };
const sameLine = (a: Line, b: Line) =>
  a.artworkUrl === b.artworkUrl && a.size === b.size && (a.color ?? null) === (b.color ?? null);

export type CartLine = CartItem & { unavailable: boolean };

/** The cart's order (as listCart's query sorts it): newest first, then by id, descending. */
const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The customer's library keys among `keys` (one query). */
async function aliveKeys(db: Db, userId: string, keys: string[]): Promise<Set<string>> {
  const own = [...new Set(keys)];
  if (!own.length) return new Set();
  const rows = await db
    .select({ key: libraryItems.imageKey })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), inArray(libraryItems.imageKey, own)));
  return new Set(rows.map((r) => r.key));
}

/**
 * Marks each line whose portrait is gone (library item deleted or expired): its artwork is one of
 * the customer's own files but no library item holds it any more. One query for the whole cart.
 */
async function withAvailability(db: Db, storage: Storage, userId: string, items: CartItem[]): Promise<CartLine[]> {
  const keys = items.map((i) => storage.keyFromUrl(i.artworkUrl));
  const alive = await aliveKeys(
    db,
    userId,
    keys.filter((k): k is string => Boolean(k)),
  );
  return items.map((item, i) => ({ ...item, unavailable: !keys[i] || !alive.has(keys[i]) }));
}

/** The path after the first '/files/' of a URL, as the SQL below takes it (no decoding). */
const FILES_TAIL = /\/files\/(.*)$/;
/**
 * Each cart row with the customer's library key equal to its artwork URL's raw '/files/' tail, so the
 * cart and its availability are one read. storage.keyFromUrl decides what the key is: when that equals
 * the raw tail (every URL the shop writes), the column answers; otherwise (an escaped URL) one more read.
 */
const withAliveKey = {
  ...getTableColumns(cartItems),
  aliveKey: sql<string | null>`(select ${libraryItems.imageKey} from ${libraryItems}
    where ${libraryItems.userId} = ${cartItems.userId}
      and ${libraryItems.imageKey} = substring(${cartItems.artworkUrl} from '/files/(.*)$') limit 1)`,
};
type RowWithAlive = Row & { aliveKey: string | null };

async function linesOf(db: Db, storage: Storage, userId: string, rows: RowWithAlive[]): Promise<CartLine[]> {
  const keys = rows.map((r) => storage.keyFromUrl(r.artworkUrl));
  const checked = (r: RowWithAlive, key: string) => r.aliveKey === key || FILES_TAIL.exec(r.artworkUrl)?.[1] === key;
  const extra = await aliveKeys(
    db,
    userId,
    rows.flatMap((r, i) => (keys[i] && !checked(r, keys[i]) ? [keys[i]] : [])),
  );
  return rows.map((r, i) => {
    const key = keys[i];
    return { ...toItem(r), unavailable: !key || !(r.aliveKey === key || extra.has(key)) };
  });
}

/** The cart, newest first, each line marked when its portrait is gone: one query. */
export async function listCart(db: Db, storage: Storage, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select(withAliveKey)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return linesOf(db, storage, userId, rows);
}

/**
 * Adds items (one, or a guest cart copied up at sign-in) without duplicates: an id already in the
 * cart, or the same artwork in the same size and colour, is kept once. Nothing is ever dropped
 * except true duplicates. Returns the cart.
 */
export async function addCartItems(
  db: Db,
  storage: Storage,
  userId: string,
  items: CartItemInput[],
): Promise<CartLine[]> {
  // Adding what the cart already holds (a second click, a re-sent request) is one read, no transaction.
  const current = await db.select(withAliveKey).from(cartItems).where(eq(cartItems.userId, userId));
  if (
    items.every((item) => current.some((k) => k.id === item.id || sameLine(k, { ...item, color: item.color ?? null })))
  ) {
    return linesOf(db, storage, userId, current.sort(newestFirst));
  }
  const added = await db.transaction(async (tx) => {
    const existing = await tx.select().from(cartItems).where(eq(cartItems.userId, userId));
    const kept: Row[] = [...existing];
    const fresh: (typeof cartItems.$inferInsert)[] = [];
    // Oldest first, so the newest of the batch ends up first in the cart.
    const batch = [...items].reverse();
    const base = Date.now();
    batch.forEach((item, i) => {
      if (kept.some((k) => k.id === item.id || sameLine(k, { ...item, color: item.color ?? null }))) return;
      const row = {
        userId,
        id: item.id,
        artworkUrl: item.artworkUrl,
        originalUrl: item.originalUrl ?? null,
        size: item.size,
        color: item.size === 'digital' ? null : (item.color ?? null),
        templateName: item.templateName ?? null,
        mockupUrls: item.mockupUrls ?? [],
        createdAt: new Date(base + i),
      };
      fresh.push(row);
      kept.push(row);
    });
    if (kept.length > MAX_CART_ITEMS)
      throw new AppError('BAD_REQUEST', `A cart holds at most ${MAX_CART_ITEMS} items.`);
    if (fresh.length) {
      await tx.insert(cartItems).values(fresh).onConflictDoNothing();
      await publishEvent(tx, { userId, topic: 'cart' });
    }
    const rows = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    return rows.map(toItem);
  });
  return withAvailability(db, storage, userId, added);
}

export async function removeCartItem(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
      .returning({ id: cartItems.id });
    if (gone.length) await publishEvent(tx, { userId, topic: 'cart' });
  });
}

export async function clearCart(db: Pick<Db, 'delete' | 'execute'>, userId: string, onlyIds?: string[]) {
  const where = onlyIds
    ? and(eq(cartItems.userId, userId), inArray(cartItems.id, onlyIds.length ? onlyIds : ['-']))
    : eq(cartItems.userId, userId);
  const gone = await db.delete(cartItems).where(where).returning({ id: cartItems.id });
  if (gone.length) await publishEvent(db, { userId, topic: 'cart' });
}
