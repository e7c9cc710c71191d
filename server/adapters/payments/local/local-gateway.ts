import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../../db/client.js';
import { localPaymentIntents, localRefunds } from '../../../db/schema.js';
import { CHECKOUT_REPLACED } from '../payments.port.js';
import type {
  CreateIntentInput,
  CreatedIntent,
  GatewayEvent,
  PaymentGateway,
  TestCard,
  TestCardOutcome,
} from '../payments.port.js';
import { validateTestCard, verdictFor } from './test-cards.js';

type LocalIntent = typeof localPaymentIntents.$inferSelect;

const KEEP_MS = 24 * 60 * 60 * 1000;
const SECRET_RE = /^(lpi_[a-f0-9]{24})_secret_[a-f0-9]{32}$/;

/**
 * The built-in test gateway: no real money ever moves. Like a real provider it keeps its own record
 * of each intent — in the shop's database, so a payment opened on one node is paid on another and
 * survives a restart — and reports the outcome of a charge as a provider event, which goes through
 * the same checks as Stripe's webhook. Unpaid intents are forgotten after a day.
 */
export function createLocalGateway(db: Db): PaymentGateway {
  const find = async (providerRef: string): Promise<LocalIntent | undefined> =>
    (await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.providerRef, providerRef)))[0];

  const forget = () =>
    db
      .delete(localPaymentIntents)
      .where(
        and(
          lt(localPaymentIntents.createdAt, new Date(Date.now() - KEEP_MS)),
          ne(localPaymentIntents.status, 'succeeded'),
        ),
      );

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

  const stateError = (status: string) =>
    status === 'succeeded'
      ? new AppError('CONFLICT', 'This payment has already been completed.')
      : new AppError('CONFLICT', CHECKOUT_REPLACED);

  return {
    kind: 'local',
    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      if (Math.random() < 0.01) await forget();
      const providerRef = `lpi_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${providerRef}_secret_${randomBytes(16).toString('hex')}`;
      // The payment id is the idempotency key: a second call for it answers with the first intent.
      await db
        .insert(localPaymentIntents)
        .values({
          providerRef,
          clientSecret,
          paymentId: input.paymentId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: { ...input.metadata },
        })
        .onConflictDoNothing({ target: localPaymentIntents.paymentId });
      const [intent] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.paymentId, input.paymentId));
      return { providerRef: intent!.providerRef, clientSecret: intent!.clientSecret };
    },
    async cancelIntent(providerRef) {
      const cancelled = await db
        .update(localPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(localPaymentIntents.providerRef, providerRef), ne(localPaymentIntents.status, 'succeeded')))
        .returning({ ref: localPaymentIntents.providerRef });
      return cancelled.length > 0;
    },
    providerRefFromSecret(clientSecret) {
      return SECRET_RE.exec(clientSecret)?.[1] ?? null;
    },
    // No money moved, so none moves back: the refund is recorded (once per key) and succeeds.
    async refund(input) {
      const intent = await find(input.providerRef);
      if (intent && (intent.status !== 'succeeded' || input.amountCents > intent.amountCents)) {
        throw new AppError('CONFLICT', 'This test payment cannot be refunded.');
      }
      await db
        .insert(localRefunds)
        .values({
          idempotencyKey: input.idempotencyKey,
          refundId: `lre_${randomBytes(12).toString('hex')}`,
          providerRef: input.providerRef,
        })
        .onConflictDoNothing();
      const [refund] = await db
        .select({ refundId: localRefunds.refundId })
        .from(localRefunds)
        .where(eq(localRefunds.idempotencyKey, input.idempotencyKey));
      return { refundId: refund!.refundId };
    },
    async chargeTestCard(clientSecret: string, card: TestCard): Promise<TestCardOutcome> {
      const ref = SECRET_RE.exec(clientSecret)?.[1];
      const intent = ref ? await find(ref) : undefined;
      const given = Buffer.from(clientSecret);
      if (
        !intent ||
        given.length !== intent.clientSecret.length ||
        !timingSafeEqual(given, Buffer.from(intent.clientSecret))
      ) {
        throw new AppError('NOT_FOUND', 'This payment has expired. Please start again.');
      }
      if (intent.status !== 'open') throw stateError(intent.status);
      const digits = validateTestCard(card);
      const verdict = verdictFor(digits);
      if (!verdict.ok)
        return { ok: false, message: verdict.message, event: eventFor(intent, 'failed', verdict.message) };
      // Only one charge wins, whichever node it reaches.
      const [paid] = await db
        .update(localPaymentIntents)
        .set({ status: 'succeeded' })
        .where(and(eq(localPaymentIntents.providerRef, intent.providerRef), eq(localPaymentIntents.status, 'open')))
        .returning();
      if (!paid) throw stateError((await find(intent.providerRef))?.status ?? 'canceled');
      return { ok: true, event: eventFor(paid, 'succeeded') };
    },
  };
}
