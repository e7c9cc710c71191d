import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../core/errors.js';
import { CHECKOUT_REPLACED } from '../payments.port.js';
import type { CreateIntentInput, CreatedIntent, GatewayEvent, PaymentGateway, TestCard, TestCardOutcome } from '../payments.port.js';
import { validateTestCard, verdictFor } from './test-cards.js';

type LocalIntent = CreateIntentInput & { providerRef: string; clientSecret: string; status: 'open' | 'succeeded' | 'canceled'; createdAt: number };

const KEEP_MS = 24 * 60 * 60 * 1000;
const SECRET_RE = /^(lpi_[a-f0-9]{24})_secret_[a-f0-9]{32}$/;

/**
 * The built-in test gateway: no real money ever moves. Like a real provider it keeps its own
 * record of each intent (in memory: a restart forgets unpaid test payments) and reports the
 * outcome of a charge as a provider event, which goes through the same checks as Stripe's webhook.
 */
export function createLocalGateway(): PaymentGateway {
  const intents = new Map<string, LocalIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, string>();

  const forget = () => {
    const cutoff = Date.now() - KEEP_MS;
    for (const [ref, intent] of intents) {
      if (intent.createdAt >= cutoff) break;
      intents.delete(ref);
      byIdempotencyKey.delete(intent.paymentId);
    }
  };

  const eventFor = (intent: LocalIntent, type: GatewayEvent['type'], failureMessage?: string): GatewayEvent => ({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    type,
    providerRef: intent.providerRef,
    amountCents: intent.amountCents,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    occurredAt: new Date(),
    failureMessage,
  });

  return {
    kind: 'local',
    async createIntent(input): Promise<CreatedIntent> {
      forget();
      const existing = byIdempotencyKey.get(input.paymentId);
      const known = existing ? intents.get(existing) : undefined;
      if (known) return { providerRef: known.providerRef, clientSecret: known.clientSecret };
      const providerRef = `lpi_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${providerRef}_secret_${randomBytes(16).toString('hex')}`;
      intents.set(providerRef, { ...input, metadata: { ...input.metadata }, providerRef, clientSecret, status: 'open', createdAt: Date.now() });
      byIdempotencyKey.set(input.paymentId, providerRef);
      return { providerRef, clientSecret };
    },
    async cancelIntent(providerRef) {
      const intent = intents.get(providerRef);
      if (!intent || intent.status === 'succeeded') return false;
      intent.status = 'canceled';
      return true;
    },
    providerRefFromSecret(clientSecret) {
      return SECRET_RE.exec(clientSecret)?.[1] ?? null;
    },
    // No money moved, so none moves back: the refund is recorded (once per key) and succeeds.
    async refund(input) {
      const intent = intents.get(input.providerRef);
      if (intent && (intent.status !== 'succeeded' || input.amountCents > intent.amountCents)) {
        throw new AppError('CONFLICT', 'This test payment cannot be refunded.');
      }
      let refundId = refunds.get(input.idempotencyKey);
      if (!refundId) refunds.set(input.idempotencyKey, (refundId = `lre_${randomBytes(12).toString('hex')}`));
      return { refundId };
    },
    async chargeTestCard(clientSecret: string, card: TestCard): Promise<TestCardOutcome> {
      const ref = SECRET_RE.exec(clientSecret)?.[1];
      const intent = ref ? intents.get(ref) : undefined;
      const given = Buffer.from(clientSecret);
      if (!intent || given.length !== intent.clientSecret.length || !timingSafeEqual(given, Buffer.from(intent.clientSecret))) {
        throw new AppError('NOT_FOUND', 'This payment has expired. Please start again.');
      }
      if (intent.status === 'succeeded') throw new AppError('CONFLICT', 'This payment has already been completed.');
      if (intent.status === 'canceled') throw new AppError('CONFLICT', CHECKOUT_REPLACED);
      const digits = validateTestCard(card);
      const verdict = verdictFor(digits);
      if (!verdict.ok) return { ok: false, message: verdict.message, event: eventFor(intent, 'failed', verdict.message) };
      intent.status = 'succeeded';
      return { ok: true, event: eventFor(intent, 'succeeded') };
    },
  };
}
