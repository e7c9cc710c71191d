import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentEvents, payments as paymentsTable } from '../../db/schema.js';
import { AppError, notFound } from '../../core/errors.js';
import type {
  GatewayEvent,
  PaymentEvents,
  PaymentGateway,
  PaymentPurpose,
  SucceededPayment,
  TestCard,
} from '../../adapters/payments/payments.port.js';
import { CHECKOUT_REPLACED, PAYMENT_CURRENCY } from '../../adapters/payments/payments.port.js';
import type { Tx } from '../../db/tx.js';

/** What the app holds for payments: the chosen gateway and the internal "payment succeeded" event. */
export type Payments = { gateway: PaymentGateway; events: PaymentEvents<Tx> };

export type PaymentRow = typeof paymentsTable.$inferSelect;
export type EventOutcome =
  'fulfilled' | 'updated' | 'duplicate' | 'already_final' | 'stale' | 'mismatch' | 'unknown_payment';

/** Statuses after which nothing can change the payment any more. */
const FINAL = ['succeeded', 'canceled'];

/** The metadata a provider must echo back: ours, rebuilt from the server's record. */
export function expectedMetadata(p: Pick<PaymentRow, 'id' | 'userId' | 'purpose' | 'details'>): Record<string, string> {
  const details = Object.fromEntries(Object.entries(p.details).map(([k, v]) => [k, String(v)]));
  return { ...details, paymentId: p.id, userId: p.userId, purpose: p.purpose };
}

export type PaymentInput = {
  userId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  details: Record<string, string | number>;
  description: string;
};
export type NewPayment = typeof paymentsTable.$inferInsert &
  Pick<PaymentRow, 'id' | 'userId' | 'purpose' | 'amountCents' | 'currency' | 'details'>;

/** A payment's row before it is stored: an amount the server decided, bound to the signed-in user. */
export function newPayment(payments: Payments, input: PaymentInput): NewPayment {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new AppError('BAD_REQUEST', 'The amount must be a positive number of cents.');
  return {
    id: `pay_${randomBytes(12).toString('hex')}`,
    userId: input.userId,
    purpose: input.purpose,
    provider: payments.gateway.kind,
    amountCents: input.amountCents,
    currency: PAYMENT_CURRENCY,
    details: input.details,
  };
}

/** Payments whose intents were cancelled at the provider become 'canceled' (unless final or moved on since). */
export const cancelledPayments = (db: Pick<Db, 'update'>, ids: string[]) =>
  db
    .update(paymentsTable)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(inArray(paymentsTable.id, ids), inArray(paymentsTable.status, ['created', 'processing', 'failed'])));

/** Opens the provider's intent for a payment (its id is the idempotency key); a refusal is answered, not thrown. */
export async function openProviderIntent(payments: Payments, row: NewPayment, description: string) {
  try {
    const intent = await payments.gateway.createIntent({
      paymentId: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
      description,
      metadata: expectedMetadata(row),
    });
    return { intent, failure: null } as const;
  } catch (err) {
    return { intent: null, failure: err as Error } as const;
  }
}

/** Opens the provider's intent for a stored payment and records its reference; a refused intent marks the payment failed. */
export async function openIntent(db: Db, payments: Payments, row: NewPayment, description: string) {
  const opened = await openProviderIntent(payments, row, description);
  if (!opened.intent) {
    await db
      .update(paymentsTable)
      .set({ status: 'failed', failureMessage: opened.failure.message, updatedAt: new Date() })
      .where(eq(paymentsTable.id, row.id));
    throw opened.failure;
  }
  await db
    .update(paymentsTable)
    .set({ providerRef: opened.intent.providerRef, updatedAt: new Date() })
    .where(eq(paymentsTable.id, row.id));
  return {
    paymentId: row.id,
    clientSecret: opened.intent.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: payments.gateway.kind,
  };
}

/** Opens a payment for an amount the server decided, bound to the signed-in user. */
export async function startPayment(db: Db, payments: Payments, input: PaymentInput) {
  const row = newPayment(payments, input);
  await db.insert(paymentsTable).values(row);
  return openIntent(db, payments, row, input.description);
}

function mismatch(p: PaymentRow, e: GatewayEvent): string | null {
  if (p.provider !== 'stripe' && p.provider !== 'local') return 'provider';
  if (e.amountCents !== p.amountCents) return 'amount';
  if (e.currency.toLowerCase() !== p.currency) return 'currency';
  for (const [key, value] of Object.entries(expectedMetadata(p)))
    if (e.metadata[key] !== value) return `metadata.${key}`;
  return null;
}

/**
 * Applies one provider event. Safe to call any number of times, concurrently:
 * - the event id is recorded once (a redelivery is a 'duplicate'),
 * - the event must match the server's record (amount, currency, metadata), else nothing happens,
 * - 'succeeded' wins one conditional status change; only that transaction emits the internal
 *   "payment succeeded" event, whose fulfilment commits together with it,
 * - other events never move a final payment, nor apply when older than the last applied event.
 */
export async function applyGatewayEvent(
  db: Db,
  payments: Payments,
  event: GatewayEvent,
): Promise<{ outcome: EventOutcome; paymentId: string | null; detail?: string }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(paymentsTable).where(eq(paymentsTable.providerRef, event.providerRef));
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, paymentId: payment?.id ?? null, type: event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' as const, paymentId: payment?.id ?? null };
    const result = await decide(tx, payments, payment, event);
    await tx.update(paymentEvents).set({ outcome: result.outcome }).where(eq(paymentEvents.id, event.id));
    return { ...result, paymentId: payment?.id ?? null };
  });
}

async function decide(
  tx: Tx,
  payments: Payments,
  payment: PaymentRow | undefined,
  event: GatewayEvent,
): Promise<{ outcome: EventOutcome; detail?: string }> {
  if (!payment) return { outcome: 'unknown_payment' };
  const wrong = mismatch(payment, event);
  if (wrong) return { outcome: 'mismatch', detail: wrong };
  const now = new Date();
  if (event.type === 'succeeded') {
    const won = await tx
      .update(paymentsTable)
      .set({
        status: 'succeeded',
        failureMessage: null,
        succeededAt: now,
        fulfilledAt: now,
        lastEventAt: sql`greatest(${paymentsTable.lastEventAt}, ${event.occurredAt.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(paymentsTable.id, payment.id), notInArray(paymentsTable.status, FINAL)))
      .returning();
    if (won.length === 0) return { outcome: 'already_final' };
    const p = won[0]!;
    const succeeded: SucceededPayment = {
      id: p.id,
      userId: p.userId,
      purpose: p.purpose as PaymentPurpose,
      amountCents: p.amountCents,
      currency: p.currency,
      details: p.details,
    };
    await payments.events.emitSucceeded(tx, succeeded);
    return { outcome: 'fulfilled' };
  }
  const moved = await tx
    .update(paymentsTable)
    .set({
      status: event.type,
      failureMessage: event.type === 'failed' ? (event.failureMessage ?? 'Payment failed') : null,
      lastEventAt: event.occurredAt,
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentsTable.id, payment.id),
        notInArray(paymentsTable.status, FINAL),
        or(isNull(paymentsTable.lastEventAt), lte(paymentsTable.lastEventAt, event.occurredAt)),
      ),
    )
    .returning({ id: paymentsTable.id });
  if (moved.length > 0) return { outcome: 'updated' };
  return { outcome: FINAL.includes(payment.status) ? 'already_final' : 'stale' };
}

/** Local test gateway: charges a test card for the caller's own payment, then applies the outcome. */
export async function payWithTestCard(
  db: Db,
  payments: Payments,
  input: { userId: string; clientSecret: string; card: TestCard },
) {
  const { gateway } = payments;
  if (!gateway.chargeTestCard)
    throw new AppError(
      'BAD_REQUEST',
      'This shop takes card payments through Stripe; the test card form is not available.',
    );
  const ref = gateway.providerRefFromSecret(input.clientSecret);
  const [payment] = ref ? await db.select().from(paymentsTable).where(eq(paymentsTable.providerRef, ref)) : [];
  if (!payment || payment.userId !== input.userId) throw notFound('Payment');
  if (payment.status === 'succeeded') throw new AppError('CONFLICT', 'This payment has already been completed.');
  if (payment.status === 'canceled') throw new AppError('CONFLICT', CHECKOUT_REPLACED);
  const charged = await gateway.chargeTestCard(input.clientSecret, input.card);
  const applied = await applyGatewayEvent(db, payments, charged.event);
  if (!charged.ok) return { status: 'failed' as const, message: charged.message };
  if (applied.outcome !== 'fulfilled' && applied.outcome !== 'already_final')
    throw new AppError('CONFLICT', 'The payment could not be completed. Please start again.');
  return { status: 'succeeded' as const };
}

/** One of the caller's payments, for status polling (e.g. after a Stripe redirect). */
export async function getPayment(db: Db, userId: string, paymentId: string) {
  const [p] = await db
    .select()
    .from(paymentsTable)
    .where(and(eq(paymentsTable.id, paymentId), eq(paymentsTable.userId, userId)));
  if (!p) throw notFound('Payment');
  return {
    id: p.id,
    purpose: p.purpose,
    status: p.status,
    amountCents: p.amountCents,
    currency: p.currency,
    failureMessage: p.failureMessage,
    details: p.details,
    createdAt: p.createdAt.toISOString(),
  };
}
