import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments as paymentsTable, type OrderItem } from '../../db/schema.js';
import { SIZE_LABELS, type FrameSize } from '../../../common/catalog.js';
import type { NewPayment, Payments } from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { PAID_STATES } from './order-states.service.js';

/** Payment statuses a replaced checkout's payment may still be cancelled from. */
const OPEN_PAYMENT = ['created', 'processing', 'failed'];

type OpenPayment = { id: string; providerRef: string | null };

/**
 * One open checkout per customer, in one statement (atomic, one round trip): every pending order of
 * the customer's becomes 'superseded', and the new order and its payment row are stored. Answers the
 * replaced orders' payments that are still open, for cancelReplacedIntents.
 */
export async function storeCheckout(db: Db, order: typeof orders.$inferInsert & { userId: string }, payment: NewPayment): Promise<OpenPayment[]> {
  const replaced = db
    .update(orders)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(and(eq(orders.userId, order.userId), eq(orders.status, 'pending')))
    .returning({ paymentId: orders.paymentId });
  // The statement's parts share one snapshot: the new order is not among the replaced ones.
  const res = await db.execute(sql`
    with replaced as (${replaced.getSQL()}),
      new_payment as (${db.insert(paymentsTable).values(payment).getSQL()}),
      new_order as (${db.insert(orders).values(order).getSQL()})
    select ${paymentsTable.id} as id, ${paymentsTable.providerRef} as provider_ref from ${paymentsTable}
    where ${paymentsTable.id} in (select payment_id from replaced) and ${inArray(paymentsTable.status, OPEN_PAYMENT)}`);
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { id: string; provider_ref: string | null }[];
  return rows.map((r) => ({ id: r.id, providerRef: r.provider_ref }));
}

/**
 * Cancels the replaced orders' open payments at the provider; answers the ids cancelled there (the
 * caller records them). When the provider refuses (paid a moment ago), the payment stays open and
 * fulfilment decides (below).
 */
export async function cancelReplacedIntents(payments: Payments, open: OpenPayment[]) {
  if (!payments.gateway.cancelIntent) return [];
  const cancelled: string[] = [];
  for (const p of open) if (p.providerRef && (await payments.gateway.cancelIntent(p.providerRef).catch(() => false))) cancelled.push(p.id);
  return cancelled;
}

/**
 * True when another order of the customer's, paid since this one was started, already bought one of
 * its cart lines: a stale checkout paid late must not ship the same cart line twice. Such an order
 * is kept as 'refund_due' (the money came in; the shop refunds it) instead of being fulfilled.
 */
export async function cartLinesPaidElsewhere(tx: Tx, order: { id: string; userId: string; items: OrderItem[]; createdAt: Date }) {
  const mine = new Set(order.items.map((i) => i.cartItemId).filter(Boolean));
  if (!mine.size) return false;
  const others = await tx
    .select({ items: orders.items })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), ne(orders.id, order.id), inArray(orders.status, PAID_STATES), gte(orders.paidAt, order.createdAt)));
  return others.some((o) => o.items.some((i) => i.cartItemId && mine.has(i.cartItemId)));
}

const sizeLabel = (size: string) => (size === 'digital' ? 'Digital Download' : (SIZE_LABELS[size as FrameSize] ?? size));

/** Shown as is to the customer when a cart line's portrait is gone (deleted or expired). */
export const unavailableLineMessage = (item: { templateName?: string | null; size: string }) =>
  `“${item.templateName?.trim() || 'Custom Portrait'}” (${sizeLabel(item.size)}) is no longer available. Remove it from your cart to continue.`;
