import { and, eq } from 'drizzle-orm';
import { fulfilmentEvents, orders, type OrderFulfilment } from '../../db/schema.js';
import type { PrintOrder, ProviderEvent } from '../../adapters/fulfilment/fulfilment.port.js';
import { AppError, notFound } from '../../core/errors.js';
import { announceOrder, canTransition, type OrderRow, type OrderState } from './order-states.service.js';
import {
  LAB_QUEUE,
  moveOrder,
  refundOrder,
  sendSubmission,
  setAttention,
  type LifeDeps,
} from './order-life.service.js';

const PRINT_LINK_SECONDS = 7 * 86_400;
// A Date, not a number of seconds: pg-boss casts a numeric startAfter as a timestamp on PGlite and fails.
const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

/** What the provider gets: the checkout contact as recipient and each framed print's file as a signed link. */
async function toPrintOrder(deps: Pick<LifeDeps, 'storage' | 'config'>, order: OrderRow): Promise<PrintOrder> {
  const c = order.contact;
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);
  const items = await Promise.all(
    order.items
      .filter((i) => i.size !== 'digital')
      .map(async (i) => ({
        name: i.templateName,
        size: i.size,
        color: i.color ?? 'black',
        quantity: 1,
        fileUrl: absolute(await deps.storage.signedUrl(i.fullKey, { ttlSeconds: PRINT_LINK_SECONDS })),
      })),
  );
  return {
    externalId: order.id,
    recipient: {
      name: c.name,
      email: c.email,
      phone: c.phone,
      address1: c.address.address1,
      address2: c.address.address2,
      city: c.address.city,
      stateCode: c.address.region,
      countryCode: c.address.country,
      zip: c.address.zip,
    },
    items,
  };
}

/** A 4xx other than 429 will not get better by retrying (bad address, unknown variant). */
const permanent = (err: unknown) => {
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
};

/**
 * The submission job: hands an approved order to the provider once (a retry finds the provider's
 * order by our id). Throws on a passing failure so the queue retries; a permanent one, or the last
 * retry (the dead-letter job), leaves the order needing the admin's attention.
 */
export async function runSubmission(deps: LifeDeps, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'in_production' || order.fulfilment?.providerOrderId) return 'skipped';
  const fulfilment: OrderFulfilment = { ...(order.fulfilment ?? {}), provider: deps.fulfilment.kind };
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await deps.fulfilment.submit(await toPrintOrder(deps, order)));
  } catch (err) {
    const message = (err as Error).message;
    if (permanent(err)) {
      await markSubmissionFailed(deps, orderId, message);
      return 'failed';
    }
    await setAttention(deps, orderId, order.attention, { ...fulfilment, lastError: message });
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        fulfilment: { ...fulfilment, providerOrderId, submittedAt: new Date().toISOString(), lastError: undefined },
        attention: null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'in_production')))
      .returning();
    if (!row) return;
    await announceOrder(tx, row);
    const lab = deps.fulfilment.lab;
    if (lab)
      await deps.jobs.engine.sendInTx(
        tx,
        LAB_QUEUE,
        { orderId, step: 'shipped' },
        { startAfter: secondsFromNow(lab.stepSeconds), retryLimit: 3 },
      );
  });
  return 'submitted';
}

/** The submission gave up: visible on the admin desk until someone retries or cancels. */
export async function markSubmissionFailed(deps: LifeDeps, orderId: string, given?: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'in_production' || order.fulfilment?.providerOrderId) return;
  const message = given ?? order.fulfilment?.lastError ?? 'no answer after every retry';
  await setAttention(deps, orderId, `Submission to the print provider failed: ${message}`, {
    ...(order.fulfilment ?? { provider: deps.fulfilment.kind }),
    lastError: message,
  });
}

export type ProviderOutcome = 'applied' | 'duplicate' | 'stale' | 'attention' | 'unknown_order';

/**
 * A provider's news about an order (Printful webhook or local lab step), applied once per delivery.
 * Only forward moves the machine allows are made, so a late, repeated or out-of-order event never
 * moves an order backwards; a 'delivered' before its 'shipped' passes through shipped. Tracking
 * details are kept whenever they arrive.
 */
export async function applyProviderEvent(deps: LifeDeps, event: ProviderEvent): Promise<ProviderOutcome> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(fulfilmentEvents)
      .values({ id: event.eventId, orderId: event.externalId, type: event.kind, outcome: 'received' })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'duplicate';
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.externalId)).for('update');
    let outcome: ProviderOutcome = 'stale';
    if (!order) outcome = 'unknown_order';
    else {
      if (event.shipment && !order.fulfilment?.trackingNumber) {
        const fulfilment = {
          ...(order.fulfilment ?? { provider: deps.fulfilment.kind }),
          providerOrderId: order.fulfilment?.providerOrderId ?? event.providerOrderId,
          ...event.shipment,
        };
        await tx.update(orders).set({ fulfilment }).where(eq(orders.id, order.id));
      }
      if (event.kind === 'shipped' || event.kind === 'delivered') {
        const steps: OrderState[] = event.kind === 'shipped' ? ['shipped'] : ['shipped', 'delivered'];
        let state = order.status;
        for (const step of steps) {
          if (!canTransition(state, step, 'provider')) continue;
          await moveOrder(deps, tx, {
            orderId: order.id,
            to: step,
            actor: 'provider',
            note:
              step === 'shipped' && event.shipment
                ? `${event.shipment.carrier} ${event.shipment.trackingNumber}`
                : undefined,
          });
          state = step;
          outcome = 'applied';
        }
      } else if (order.status === 'in_production') {
        const reason =
          `The print provider reports the ` +
          `order ${event.kind === 'failed' ? 'failed' : 'cancelled'}${event.reason ? `: ${event.reason}` : '.'}`;
        const [row] = await tx
          .update(orders)
          .set({ attention: reason.slice(0, 500), updatedAt: new Date() })
          .where(eq(orders.id, order.id))
          .returning();
        await announceOrder(tx, row!);
        outcome = 'attention';
      }
    }
    await tx.update(fulfilmentEvents).set({ outcome }).where(eq(fulfilmentEvents.id, event.eventId));
    return outcome;
  });
}

/** One step of the local lab: ship with a generated tracking number, then deliver. */
export async function runLabStep(deps: LifeDeps, input: { orderId: string; step: 'shipped' | 'delivered' }) {
  const lab = deps.fulfilment.lab;
  if (!lab) return 'skipped';
  const shipment = input.step === 'shipped' ? lab.shipment(input.orderId) : undefined;
  const outcome = await applyProviderEvent(deps, {
    eventId: `lab:${input.orderId}:${input.step}`,
    kind: input.step,
    externalId: input.orderId,
    shipment,
  });
  if (input.step === 'shipped' && outcome === 'applied')
    await deps.jobs.engine.send(
      LAB_QUEUE,
      { orderId: input.orderId, step: 'delivered' },
      { startAfter: secondsFromNow(lab.stepSeconds), retryLimit: 3 },
    );
  return outcome;
}

/** The admin's "retry": a failed refund is asked for again, a failed submission is queued again. */
export async function retryOrder(deps: LifeDeps, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  if (order.status === 'cancelled') return refundOrder(deps, orderId);
  if (order.status === 'in_production' && !order.fulfilment?.providerOrderId) {
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ attention: null, updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      await sendSubmission(deps, tx, orderId);
      await announceOrder(tx, row!);
      return row!;
    });
  }
  throw new AppError('CONFLICT', 'There is nothing to retry for this order.');
}
