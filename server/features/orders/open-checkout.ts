import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, type OrderContact, type OrderItem } from '../../db/schema.js';
import { SIZE_LABELS, type FrameSize } from '../../../common/catalog.js';
import type { NewPayment, Payments } from '../payments/payments.service.js';
import type { Tx } from '../../db/tx.js';
import { PAID_STATES } from './order-states.service.js';

export type OpenPayment = { id: string; providerRef: string | null };
type Art = { imageKey: string; name: string; fullKey: string };

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
/** A list as one text[] literal, sent as text and cast: one statement text whatever the list's length. */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * `column` is one of `values`. One value (a customer has one open checkout) is a plain equality: a prepared
 * statement's generic plan then keeps the primary-key index scan, which it drops for `= any($n)` when the plan was
 * made while the table was small (a sequential scan per checkout start, seen in bench/shoppers.ts).
 */
const oneOf = (column: string, values: string[]) => {
  if (values.length === 0) return sql`false`;
  if (values.length === 1) return sql`${sql.raw(column)} = ${values[0]}`;
  return sql`${sql.raw(column)} = any(${textArray(values)}::text::text[])`;
};

/**
 * What a checkout start needs from the database, in one statement: the caller's library items behind the
 * given image keys (not one query per cart line), and the still-open payments of the caller's pending
 * checkouts, which this checkout replaces (their intents are cancelled before the new one is opened).
 */
export async function readCheckoutBasis(db: Db, userId: string, keys: string[]) {
  const res = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('imageKey', l.image_key, 'name', l.name, 'fullKey', l.full_key)), '[]'::json)
        from library_items l
        where l.user_id = ${userId} and l.image_key = any(${textArray([...new Set(keys)])}::text::text[])) as arts,
      (select coalesce(json_agg(json_build_object('id', p.id, 'providerRef', p.provider_ref)), '[]'::json)
        from orders o join payments p on p.id = o.payment_id
        where o.user_id = ${userId} and o.status = 'pending' and p.status in ('created', 'processing', 'failed')) as open`);
  const [row] = rowsOf<{ arts: Art[]; open: OpenPayment[] }>(res);
  return { arts: new Map(row!.arts.map((a) => [a.imageKey, a])), open: row!.open };
}

type CheckoutOrder = { id: string; userId: string; totalCents: number; items: OrderItem[]; contact: OrderContact };
/** The new payment row: its provider reference when the intent was opened, else the provider's refusal. */
type CheckoutPayment = NewPayment & { providerRef: string | null; failureMessage: string | null };

/**
 * Stores a checkout in one statement (atomic, one snapshot, one round trip): every pending order of the
 * customer's becomes 'superseded', the payments whose intents were cancelled (`cancelled`) become 'canceled',
 * and the new order and its payment row (with its intent's reference, or 'failed') are stored. Answers the
 * replaced orders' payments that are still open and were not among those tried (`tried`): a checkout
 * started by the same customer in the meantime, whose intent the caller still cancels.
 */
export async function storeCheckout(
  db: Db,
  order: CheckoutOrder,
  payment: CheckoutPayment,
  tried: string[],
  cancelled: string[],
): Promise<OpenPayment[]> {
  const now = new Date().toISOString();
  const res = await db.execute(sql`
    with replaced as (
      update orders set status = 'superseded', updated_at = ${now}::text::timestamptz
      where user_id = ${order.userId} and status = 'pending'
      returning payment_id
    ), cancelled as (
      update payments set status = 'canceled', updated_at = ${now}::text::timestamptz
      where ${oneOf('id', cancelled)} and status in ('created', 'processing', 'failed')
    ), new_payment as (
      insert into payments (id, user_id, purpose, provider, provider_ref, amount_cents, currency, details, status, failure_message)
      values (${payment.id}, ${payment.userId}, ${payment.purpose}, ${payment.provider}, ${payment.providerRef},
        ${payment.amountCents}, ${payment.currency}, ${JSON.stringify(payment.details)}::text::jsonb,
        ${payment.failureMessage === null ? 'created' : 'failed'}, ${payment.failureMessage})
    ), new_order as (
      insert into orders (id, user_id, status, total_cents, items, contact, payment_id)
      values (${order.id}, ${order.userId}, 'pending', ${order.totalCents}, ${JSON.stringify(order.items)}::text::jsonb,
        ${JSON.stringify(order.contact)}::text::jsonb, ${payment.id})
    )
    select p.id, p.provider_ref from replaced r join payments p on p.id = r.payment_id
    where p.status in ('created', 'processing', 'failed') and not (${oneOf('p.id', tried)})`);
  return rowsOf<{ id: string; provider_ref: string | null }>(res).map((r) => ({
    id: r.id,
    providerRef: r.provider_ref,
  }));
}

/**
 * Cancels the replaced orders' open payments at the provider; answers the ids cancelled there (the
 * caller records them). When the provider refuses (paid a moment ago), the payment stays open and
 * fulfilment decides (below).
 */
export async function cancelReplacedIntents(payments: Payments, open: OpenPayment[]) {
  if (!payments.gateway.cancelIntent) return [];
  const cancelled: string[] = [];
  for (const p of open)
    if (p.providerRef && (await payments.gateway.cancelIntent(p.providerRef).catch(() => false))) cancelled.push(p.id);
  return cancelled;
}

/**
 * True when another order of the customer's, paid since this one was started, already bought one of
 * its cart lines: a stale checkout paid late must not ship the same cart line twice. Such an order
 * is kept as 'refund_due' (the money came in; the shop refunds it) instead of being fulfilled.
 */
export async function cartLinesPaidElsewhere(
  tx: Tx,
  order: { id: string; userId: string; items: OrderItem[]; createdAt: Date },
) {
  const mine = new Set(order.items.map((i) => i.cartItemId).filter(Boolean));
  if (!mine.size) return false;
  const others = await tx
    .select({ items: orders.items })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        inArray(orders.status, PAID_STATES),
        gte(orders.paidAt, order.createdAt),
      ),
    );
  return others.some((o) => o.items.some((i) => i.cartItemId && mine.has(i.cartItemId)));
}

const sizeLabel = (size: string) =>
  size === 'digital' ? 'Digital Download' : (SIZE_LABELS[size as FrameSize] ?? size);

/** Shown as is to the customer when a cart line's portrait is gone (deleted or expired). */
export const unavailableLineMessage = (item: { templateName?: string | null; size: string }) =>
  `“${item.templateName?.trim() || 'Custom Portrait'}” (${sizeLabel(item.size)}) is no ` +
  `longer available. Remove it from your cart to continue.`;
