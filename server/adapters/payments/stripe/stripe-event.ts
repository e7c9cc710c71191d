import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import type { GatewayEvent, GatewayEventType } from '../payments.port.js';

/** Signed webhooks older, or dated later, than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const EVENT_TYPES: Record<string, GatewayEventType> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** Stripe's ids (evt_…, pi_…) are short and plain: anything else cannot name a payment of ours or key its record. */
const stripeId = z.string().regex(/^[\x21-\x7e]{1,255}$/, 'not a Stripe id');

const paymentIntentEvent = z.object({
  id: stripeId,
  created: z.number().int().min(0),
  data: z.object({
    object: z.object({
      id: stripeId,
      amount: z.number().int(),
      currency: z.string().max(16),
      metadata: z.record(z.string(), z.string()).nullish(),
      // Only a message to show; a failure reported in an odd shape is still a failure.
      last_payment_error: z.object({ message: z.string().nullish() }).nullish().catch(null),
    }),
  }),
});

/**
 * The Stripe-Signature header's timestamp, read as the SDK reads it (the last `t=`). The SDK refuses
 * only timestamps too far in the past; a signed delivery dated in the future is refused here.
 */
export function signatureIsFresh(header: string, nowMs = Date.now()): boolean {
  let signedAt = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') signedAt = Number.parseInt(value ?? '', 10);
  }
  return Number.isFinite(signedAt) && Math.abs(Math.floor(nowMs / 1000) - signedAt) <= WEBHOOK_TOLERANCE_SECONDS;
}

/**
 * A verified Stripe event as the payments service's GatewayEvent; null for the types the shop does
 * not use. A payment intent event of the wrong shape (no data, no id, wrong types) or dated ahead
 * is refused with 400 before anything is read from or written to the database.
 */
export function gatewayEventOf(event: unknown, nowMs = Date.now()): GatewayEvent | null {
  if (!event || typeof event !== 'object' || Array.isArray(event))
    throw new AppError('BAD_REQUEST', 'The webhook body is not a JSON object.');
  const typeName = (event as { type?: unknown }).type;
  const type = typeof typeName === 'string' && Object.hasOwn(EVENT_TYPES, typeName) ? EVENT_TYPES[typeName] : undefined;
  if (!type) return null;
  const parsed = paymentIntentEvent.safeParse(event);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(
      'BAD_REQUEST',
      `The webhook does not carry a valid payment intent event (${issue.path.join('.') || 'event'}: ${issue.message}).`,
    );
  }
  const { id, created, data } = parsed.data;
  // A retry carries the event's first date (days old, fine); a date ahead would hold back later events.
  if (created > nowMs / 1000 + WEBHOOK_TOLERANCE_SECONDS)
    throw new AppError('BAD_REQUEST', 'The webhook event is dated in the future.');
  const intent = data.object;
  return {
    id,
    type,
    providerRef: intent.id,
    amountCents: intent.amount,
    currency: intent.currency,
    // Own entries only, into a plain object: a "__proto__" key in the JSON lends no keys.
    metadata: Object.fromEntries(Object.entries(intent.metadata ?? {})),
    occurredAt: new Date(created * 1000),
    failureMessage: intent.last_payment_error?.message ?? undefined,
  };
}
