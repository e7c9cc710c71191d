import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, uploads } from '../../db/schema.js';
import { isPublicKey, isSafeKey, ownerOfKey, verifyFileSignature } from '../../adapters/storage/storage.port.js';

type Viewer = { id: string; isAdmin: boolean };

/**
 * Whether a stored file may be served: 'public' to anyone (templates/, dog_cat/, samples/), 'private'
 * to its owner, the admin or the holder of an unexpired signed link, and null otherwise (an unsafe key
 * too). The viewer is only looked up when no valid signature is given.
 */
export async function fileAccess(
  deps: { db: Db; secret: string },
  key: string,
  proof: { exp?: number; sig?: string; viewer: () => Promise<Viewer | null> },
): Promise<'public' | 'private' | null> {
  if (!isSafeKey(key)) return null;
  if (isPublicKey(key)) return 'public';
  const { exp, sig } = proof;
  if (exp !== undefined && sig !== undefined && verifyFileSignature(deps.secret, key, exp, sig)) return 'private';
  const user = await proof.viewer();
  if (!user || (!user.isAdmin && (await ownerOf(deps.db, key)) !== user.id)) return null;
  return 'private';
}

/**
 * The owner of a private key: its user segment, an order's customer for the order's pictures
 * (order-images/{orderId}/), or for older upload keys the upload record. An order's print file
 * (orders/{orderId}/) is the admin's only: a framed print does not buy the full-resolution file.
 */
async function ownerOf(db: Db, key: string): Promise<string | null> {
  if (key.startsWith('orders/') || key.startsWith('printful/')) return null;
  if (key.startsWith('order-images/')) {
    const orderId = ownerOfKey(key);
    const [order] = orderId
      ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
      : [];
    return order?.userId ?? null;
  }
  const segment = ownerOfKey(key);
  if (segment) return segment;
  const [row] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key));
  return row?.userId ?? null;
}
