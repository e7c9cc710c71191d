import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments as paymentsTable, type OrderItem } from '../../db/schema.js';
import { SIZE_LABELS, type FrameSize } from '../../../common/catalog.js';
import type { Payments } from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { PAID_STATES } from './order-states.service.js';

/**
 * One open checkout per customer: starting a checkout replaces every pending order of theirs.
 * Each replaced order becomes 'superseded' and its payment is cancelled at the provider; when the
 * provider refuses (paid a moment ago), the payment stays open and fulfilment decides (below).
 */
export async function supersedePendingOrders(db: Db, payments: Payments, userId: string) {
  const replaced = await db
    .update(orders)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .returning({ id: orders.id, paymentId: orders.paymentId });
  const ids = replaced.map((o) => o.paymentId).filter((x): x is string => Boolean(x));
  if (!ids.length || !payments.gateway.cancelIntent) return replaced.length;
  const open = await db
    .select()
    .from(paymentsTable)
    .where(and(inArray(paymentsTable.id, ids), inArray(paymentsTable.status, ['created', 'processing', 'failed'])));
  for (const p of open) {
    if (!p.providerRef || !(await payments.gateway.cancelIntent(p.providerRef).catch(() => false))) continue;
    await db
      .update(paymentsTable)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(paymentsTable.id, p.id), inArray(paymentsTable.status, ['created', 'processing', 'failed'])));
  }
  return replaced.length;
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
