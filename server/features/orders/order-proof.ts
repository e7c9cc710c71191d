import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { notFound } from '../../core/errors.js';
import type { OrderState } from './order-states.service.js';

/** The proof is shown from the moment it waits for approval until the order ends; never after a cancellation. */
export const PROOF_STATES: readonly OrderState[] = [
  'awaiting_approval',
  'in_production',
  'shipped',
  'delivered',
  'completed',
];
/** Height of the proof image: enough to judge the portrait, far below any print size. */
export const PROOF_HEIGHT = 800;

export type ProofDeps = {
  db: Db;
  storage: Storage;
  pool: { proofImage: (image: Buffer, height: number, shop: string) => Promise<Buffer> };
  /** The shop's name in the live settings, in the proof's watermark. */
  shopName: string;
};

export const proofPath = (orderId: string, index: number) => `/api/orders/${orderId}/items/${index}/proof`;

/**
 * The watermarked, reduced proof of one framed item, for the order's owner (or the admin) while the
 * proof is shown. Made from the print file on first read and kept under orders/{orderId}/, which
 * /files serves to the admin only; the print file itself never leaves through this route.
 */
export async function readOrderProof(
  deps: ProofDeps,
  input: { orderId: string; index: number; viewer: { id: string; isAdmin: boolean } },
) {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!row || (!input.viewer.isAdmin && row.userId !== input.viewer.id)) throw notFound('Proof');
  const item = row.items[input.index];
  if (!item || item.size === 'digital' || !PROOF_STATES.includes(row.status as OrderState)) throw notFound('Proof');
  const key = `orders/${row.id}/proof-${input.index}.jpg`;
  const kept = await deps.storage.get(key);
  if (kept) return kept.body;
  const print = await deps.storage.get(item.fullKey);
  if (!print) throw notFound('Proof');
  const proof = await deps.pool.proofImage(print.body, PROOF_HEIGHT, deps.shopName);
  await deps.storage.put(key, proof, 'image/jpeg');
  return proof;
}
