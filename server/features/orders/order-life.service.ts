import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { orders, payments } from '../../db/schema.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Tx } from '../../db/tx.js';
import {
  announceOrder,
  recordHistory,
  refundableCents,
  transitionOrder,
  type Actor,
  type OrderRow,
  type TransitionInput,
} from './order-states.service.js';
import { queueNotice } from './order-notices.js';

/** What the order's life after payment needs; AppDeps has it all. */
export type LifeDeps = Pick<AppDeps, 'db' | 'mailer' | 'storage' | 'payments' | 'fulfilment' | 'jobs' | 'config'>;

export const PROOF_QUEUE = 'order-proof-deadline';
export const SUBMIT_QUEUE = 'fulfilment-submit';
export const SUBMIT_FAILED_QUEUE = 'fulfilment-submit-failed';
export const LAB_QUEUE = 'fulfilment-local-lab';

export const hasPrints = (row: Pick<OrderRow, 'items'>) => row.items.some((i) => i.size !== 'digital');

/** A state change and, when the customer should hear of it, its e-mail (once), in one transaction. */
export async function moveOrder(deps: Pick<LifeDeps, 'mailer' | 'config'>, tx: Tx, input: TransitionInput) {
  const { row } = await transitionOrder(tx, input);
  await queueNotice(tx, deps.mailer, deps.config.publicUrl, row, input.to);
  return row;
}

/**
 * Runs in the payment's transaction once the order is paid: framed prints wait for the proof to be
 * approved (a job approves them when the window closes); digital-only orders are delivered at once.
 */
export function enterOrderLife(deps: LifeDeps) {
  return async (tx: Tx, order: Pick<OrderRow, 'id' | 'items'>) => {
    await recordHistory(tx, {
      orderId: order.id,
      from: 'pending',
      to: 'paid',
      actor: 'system',
      note: 'Payment received.',
    });
    if (!hasPrints(order)) {
      await moveOrder(deps, tx, { orderId: order.id, to: 'delivered', actor: 'system', note: 'Downloads ready.' });
      return;
    }
    const proofDeadline = new Date(Date.now() + deps.config.fulfilment.proofWindowHours * 3_600_000);
    await moveOrder(deps, tx, {
      orderId: order.id,
      to: 'awaiting_approval',
      actor: 'system',
      note: 'Proof ready for approval.',
      set: { proofDeadline },
    });
    await deps.jobs.engine.sendInTx(
      tx,
      PROOF_QUEUE,
      { orderId: order.id },
      { startAfter: proofDeadline, retryLimit: 5, retryDelay: 30 },
    );
  };
}

const ownedBy = (userId: string | undefined) => (row: OrderRow) => {
  if (userId && row.userId !== userId) throw notFound('Order');
};

/** The submission job, sent in the transaction that approves the order; retried with back-off. */
export async function sendSubmission(deps: Pick<LifeDeps, 'jobs' | 'config'>, tx: Tx, orderId: string) {
  const { retries, retrySeconds } = deps.config.fulfilment;
  await deps.jobs.engine.sendInTx(
    tx,
    SUBMIT_QUEUE,
    { orderId },
    { retryLimit: retries, retryDelay: retrySeconds, retryBackoff: true, deadLetter: SUBMIT_FAILED_QUEUE },
  );
}

/**
 * Proof approved (by the customer, the admin, or the deadline job): in production, and the
 * submission to the print provider is queued in the same transaction.
 */
export async function approveOrder(
  deps: LifeDeps,
  input: { orderId: string; actor: Actor; userId?: string; onlyWhenDue?: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const row = await moveOrder(deps, tx, {
      orderId: input.orderId,
      to: 'in_production',
      actor: input.actor,
      note: input.actor === 'system' ? 'Proof approved automatically when the window closed.' : 'Proof approved.',
      set: { fulfilment: { provider: deps.fulfilment.kind } },
      check: (r) => {
        ownedBy(input.userId)(r);
        if (input.onlyWhenDue && r.proofDeadline && r.proofDeadline.getTime() > Date.now())
          throw new AppError('CONFLICT', 'The proof window is still open.');
      },
    });
    await sendSubmission(deps, tx, row.id);
    return row;
  });
}

/** The scheduled job: approves the proof once its window has closed; a decided order is left alone. */
export async function approveWhenDue(deps: LifeDeps, orderId: string) {
  const [row] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (row?.status !== 'awaiting_approval') return 'skipped';
  await approveOrder(deps, { orderId, actor: 'system', onlyWhenDue: true });
  return 'approved';
}

/** The safety net (every 5 minutes): proofs past their deadline whose job was lost are approved too. */
export async function approveOverdueProofs(deps: LifeDeps, now = new Date()) {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_approval'), lt(orders.proofDeadline, now)))
    .limit(100);
  let n = 0;
  for (const { id } of due) if ((await approveWhenDue(deps, id).catch(() => 'skipped')) === 'approved') n++;
  return n;
}

/** Sets or clears the "needs attention" flag and tells the admin desk. */
export async function setAttention(
  deps: Pick<LifeDeps, 'db'>,
  orderId: string,
  reason: string | null,
  fulfilment?: OrderRow['fulfilment'],
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        attention: reason ? reason.slice(0, 500) : null,
        updatedAt: new Date(),
        ...(fulfilment !== undefined ? { fulfilment } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (row) await announceOrder(tx, row);
  });
}

/**
 * Cancel with a refund of the framed prints. The state change is the lock: of two cancels only one moves the
 * order, so only one refund is asked for (and the provider's idempotency key is the order id).
 * Customers cancel only while the proof window is open; the admin also later, before shipping.
 */
export async function cancelOrder(
  deps: LifeDeps,
  input: { orderId: string; actor: 'customer' | 'admin'; userId?: string },
) {
  const row = await deps.db.transaction((tx) =>
    moveOrder(deps, tx, {
      orderId: input.orderId,
      to: 'cancelled',
      actor: input.actor,
      note: input.actor === 'customer' ? 'Cancelled by the customer at the proof.' : 'Cancelled by the shop.',
      check: (r) => {
        ownedBy(input.userId)(r);
        if (
          input.actor === 'customer' &&
          r.status === 'awaiting_approval' &&
          r.proofDeadline &&
          r.proofDeadline.getTime() <= Date.now()
        ) {
          throw new AppError('CONFLICT', 'The proof window has closed: your order is already being made.');
        }
      },
    }),
  );
  const providerOrderId = row.fulfilment?.providerOrderId;
  if (providerOrderId) {
    await deps.fulfilment
      .cancel(providerOrderId)
      .catch((err: Error) =>
        setAttention(deps, row.id, `The print provider did not confirm the cancellation: ${err.message}`),
      );
  }
  return refundOrder(deps, row.id);
}

/**
 * Refunds what a cancelled order had not delivered (once): its framed prints; a digital item was
 * delivered with the payment and stays the customer's (decision 017). A failure leaves the order
 * cancelled and needing attention.
 */
export async function refundOrder(deps: LifeDeps, orderId: string): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  if (order.status !== 'cancelled') return order;
  const [payment] = order.paymentId
    ? await deps.db.select().from(payments).where(eq(payments.id, order.paymentId))
    : [];
  const amountCents = refundableCents(order);
  let refundId = 'nothing-to-refund';
  try {
    if (!payment?.providerRef) throw new Error('the payment of this order is not known to the provider');
    if (amountCents > 0)
      ({ refundId } = await deps.payments.gateway.refund({
        providerRef: payment.providerRef,
        amountCents,
        idempotencyKey: order.id,
      }));
  } catch (err) {
    await setAttention(deps, orderId, `Refund failed: ${(err as Error).message}`);
    return (await deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  }
  return deps.db
    .transaction((tx) =>
      moveOrder(deps, tx, {
        orderId,
        to: 'refunded',
        actor: 'system',
        note: `Refunded ${amountCents} cents (${refundId}).`,
        set: { refund: { refundId, amountCents, at: new Date().toISOString() }, attention: null },
      }),
    )
    .catch(async (err) => {
      // Another caller refunded it first (same refund at the provider): that result stands.
      if (err instanceof AppError && err.code === 'CONFLICT')
        return (await deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
      throw err;
    });
}
