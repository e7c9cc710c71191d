import { eq } from 'drizzle-orm';
import { orderHistory, orders } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import type { Tx } from '../../db/tx.js';
import { ORDER_STATES } from '../../../common/contracts/order-life.js';
import { ADMIN_AUDIENCE, publishEvent } from '../events/events.service.js';

/**
 * The one order state machine. Every change of `orders.status` after payment goes through
 * `transitionOrder`, which refuses what TRANSITIONS does not allow and writes the history row in
 * the same transaction as the change.
 *
 *   pending -> paid -> awaiting_approval -> in_production -> shipped -> delivered   (physical items)
 *              paid -> delivered                                                  (digital only)
 *   awaiting_approval | paid | in_production -> cancelled -> refunded
 *   any live state -> completed   (the admin desk's "Finish order")
 */
export { ORDER_STATES };
export type OrderState = (typeof ORDER_STATES)[number];
export const ACTORS = ['customer', 'admin', 'provider', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export const TRANSITIONS: Record<OrderState, Partial<Record<OrderState, readonly Actor[]>>> = {
  pending: { paid: ['system'] },
  paid: { awaiting_approval: ['system'], delivered: ['system'], cancelled: ['admin'], completed: ['admin'] },
  awaiting_approval: {
    in_production: ['customer', 'admin', 'system'],
    cancelled: ['customer', 'admin'],
    completed: ['admin'],
  },
  in_production: { shipped: ['provider', 'admin'], cancelled: ['admin'], completed: ['admin'] },
  shipped: { delivered: ['provider', 'admin'], completed: ['admin'] },
  delivered: { completed: ['admin'] },
  completed: {},
  cancelled: { refunded: ['system', 'admin'] },
  refunded: {},
};

/** After payment, before the end: the admin desk's "active" orders. */
export const LIVE_STATES: OrderState[] = ['paid', 'awaiting_approval', 'in_production', 'shipped', 'delivered'];
/** Every state a customer's order list shows (a pending order is an unpaid checkout). */
export const PAID_STATES: OrderState[] = [...LIVE_STATES, 'completed', 'cancelled', 'refunded'];
/**
 * Digital files may be downloaded in every paid state: a digital item is delivered with the payment,
 * and a cancellation refunds only what was not delivered (the framed prints), decision 017.
 */
export const DOWNLOADABLE_STATES: OrderState[] = PAID_STATES;
/** What a cancellation pays back: the framed prints, never a digital item already delivered (decision 017). */
export const refundableCents = (row: Pick<OrderRow, 'items'>) =>
  row.items.reduce((sum, i) => sum + (i.size === 'digital' ? 0 : i.priceCents), 0);

export const isOrderState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s);

export function canTransition(from: string, to: OrderState, actor: Actor): boolean {
  return isOrderState(from) && (TRANSITIONS[from][to]?.includes(actor) ?? false);
}

const LABELS: Record<OrderState, string> = {
  pending: 'awaiting payment',
  paid: 'paid',
  awaiting_approval: 'awaiting your approval',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};
export const stateLabel = (s: string) => (isOrderState(s) ? LABELS[s] : s);

export function assertTransition(from: string, to: OrderState, actor: Actor) {
  if (!canTransition(from, to, actor))
    throw new AppError('CONFLICT', `This order is ${stateLabel(from)}: it cannot become ${stateLabel(to)} now.`);
}

/**
 * The coarse status the spec's screens know ('paid' is an active order, 'completed' a finished one).
 * Replies keep it as `status`; the machine's state is `state`.
 */
export function specStatus(state: string): string {
  // 'refund_due' (a stale checkout paid late) and 'superseded' are outside the machine and read as they are.
  if (['pending', 'completed', 'cancelled', 'refunded', 'refund_due', 'superseded'].includes(state)) return state;
  return 'paid';
}

export type OrderRow = typeof orders.$inferSelect;
export type TransitionInput = {
  orderId: string;
  to: OrderState;
  actor: Actor;
  note?: string;
  /** Columns written with the change (tracking, completedAt...). */
  set?: Partial<Omit<OrderRow, 'id' | 'status'>>;
  /** Runs on the locked row before the change; throw to refuse (owner, deadline...). */
  check?: (row: OrderRow) => void;
};

/** Tells the owner's open pages and the admin desk that an order changed. */
export async function announceOrder(
  tx: Pick<Tx, 'execute'>,
  row: Pick<OrderRow, 'id' | 'userId' | 'status' | 'attention'>,
) {
  const data = { orderId: row.id, state: row.status };
  await publishEvent(tx, { userId: row.userId, topic: 'orders', data });
  await publishEvent(tx, {
    userId: ADMIN_AUDIENCE,
    topic: 'admin-orders',
    data: { ...data, attention: row.attention },
  });
}

/**
 * Locks the order, checks the move, writes the new state, its history row and the live events,
 * all in the caller's transaction. Returns the changed row and the state it left.
 */
export async function transitionOrder(tx: Tx, input: TransitionInput): Promise<{ row: OrderRow; from: OrderState }> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!current) throw new AppError('NOT_FOUND', 'Order not found.');
  input.check?.(current);
  assertTransition(current.status, input.to, input.actor);
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ ...input.set, status: input.to, updatedAt: now })
    .where(eq(orders.id, input.orderId))
    .returning();
  await recordHistory(tx, {
    orderId: input.orderId,
    from: current.status,
    to: input.to,
    actor: input.actor,
    note: input.note,
    at: now,
  });
  await announceOrder(tx, row!);
  return { row: row!, from: current.status as OrderState };
}

/** One history row; transitionOrder's, and the payment's own pending -> paid change. */
export async function recordHistory(
  tx: Pick<Tx, 'insert'>,
  h: { orderId: string; from: string; to: string; actor: Actor; note?: string; at?: Date },
) {
  await tx.insert(orderHistory).values({
    orderId: h.orderId,
    from: h.from,
    to: h.to,
    actor: h.actor,
    note: h.note ?? null,
    at: h.at ?? new Date(),
  });
}
