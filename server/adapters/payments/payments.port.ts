/**
 * The payments port: one interface over the built-in test gateway (default) and Stripe.
 *
 * - createIntent: the server asks the provider to expect an amount for a purpose; the browser gets
 *   only a client secret to pay with.
 * - Provider events (Stripe's signed webhook; the local gateway's own confirmation) are turned into
 *   one GatewayEvent shape and handed to the payments service, which checks them against the
 *   server's record and, on success, emits the one internal "payment succeeded" event that
 *   fulfilment (token packs, later orders) listens to.
 */
export type PaymentPurpose = 'tokens' | 'order';
export type GatewayKind = 'local' | 'stripe';

export type CreateIntentInput = {
  /** Our payment id; also the provider-side idempotency key. */
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Copied to the provider and echoed back in its events; compared before fulfilment. */
  metadata: Record<string, string>;
};
export type CreatedIntent = { providerRef: string; clientSecret: string };
export type RefundInput = { providerRef: string; amountCents: number; idempotencyKey: string };

export type GatewayEventType = 'succeeded' | 'processing' | 'failed' | 'canceled';
export type GatewayEvent = {
  /** The provider's event id: the same event delivered twice is recognised by it. */
  id: string;
  type: GatewayEventType;
  providerRef: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** When the provider produced the event; older events never move a payment backwards. */
  occurredAt: Date;
  failureMessage?: string;
};

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string };
export type TestCardOutcome = { ok: true; event: GatewayEvent } | { ok: false; event: GatewayEvent; message: string };

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** Handed to the browser (Stripe only). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The provider reference a client secret belongs to, or null when it is not one of ours. */
  providerRefFromSecret(clientSecret: string): string | null;
  /**
   * Stripe: verifies a signed webhook; throws on a bad signature, one dated outside the tolerance
   * (either side) or a malformed event. Null = an event we do not use.
   */
  verifyWebhook?(rawBody: Buffer, signature: string): GatewayEvent | null;
  /**
   * Cancels an intent that was never paid (a checkout replaced by a newer one). Resolves false when
   * the provider refuses (e.g. it was paid a moment ago): the payment then stays as it is.
   */
  cancelIntent?(providerRef: string): Promise<boolean>;
  /**
   * Gives back a succeeded payment in full or in part. The idempotency key makes a retry (or a
   * second caller) return the first refund instead of making another.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Local test gateway: charges a test card against an intent and reports what happened. */
  chargeTestCard?(clientSecret: string, card: TestCard): Promise<TestCardOutcome>;
}

/** What fulfilment receives: the server's own record of a payment that has just succeeded. */
export type SucceededPayment = {
  id: string;
  userId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  currency: string;
  details: Record<string, string | number>;
};

/**
 * A fulfilment handler runs inside the transaction that marks the payment succeeded, so the
 * credit and the status change commit together, and only the transaction that wins the status
 * change ever runs it.
 */
export type FulfilmentHandler<Tx> = (tx: Tx, payment: SucceededPayment) => Promise<void>;

export type PaymentEvents<Tx> = {
  /** One handler per purpose; registering again replaces it. */
  onSucceeded(purpose: PaymentPurpose, handler: FulfilmentHandler<Tx>): void;
  emitSucceeded(tx: Tx, payment: SucceededPayment): Promise<void>;
};

export function createPaymentEvents<Tx>(): PaymentEvents<Tx> {
  const handlers = new Map<PaymentPurpose, FulfilmentHandler<Tx>>();
  return {
    onSucceeded: (purpose, handler) => void handlers.set(purpose, handler),
    async emitSucceeded(tx, payment) {
      const handler = handlers.get(payment.purpose);
      if (!handler) throw new Error(`No fulfilment registered for '${payment.purpose}' payments.`);
      await handler(tx, payment);
    },
  };
}

export const PAYMENT_CURRENCY = 'usd';

/** Shown when a customer pays a checkout that a newer one replaced (customer-facing). */
export const CHECKOUT_REPLACED = 'This checkout was replaced by a newer one. Please pay from your latest checkout.';
