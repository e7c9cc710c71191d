import Stripe from 'stripe';
import { AppError } from '../../../core/errors.js';
import type { CreatedIntent, GatewayEvent, PaymentGateway } from '../payments.port.js';
import { gatewayEventOf, signatureIsFresh, WEBHOOK_TOLERANCE_SECONDS } from './stripe-event.js';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Tests point the SDK at a local fake of the few endpoints used. */
  api?: { host?: string; port?: number; protocol?: 'http' | 'https' };
};

/**
 * Stripe PaymentIntents: created here with the server's amount and metadata, paid in the page with
 * the Payment Element, and fulfilled only from the signed `payment_intent.succeeded` webhook.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.api?.host ? { host: settings.api.host } : {}),
    ...(settings.api?.port ? { port: settings.api.port } : {}),
    ...(settings.api?.protocol ? { protocol: settings.api.protocol } : {}),
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(input): Promise<CreatedIntent> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `create-${input.paymentId}` },
        );
      } catch (err) {
        throw new AppError(
          'PROVIDER_ERROR',
          `The payment provider could not start the payment: ${(err as Error).message}`,
        );
      }
      if (!intent.client_secret)
        throw new AppError('PROVIDER_ERROR', 'The payment provider returned no client secret.');
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },
    async cancelIntent(providerRef) {
      try {
        await stripe.paymentIntents.cancel(providerRef, {}, { idempotencyKey: `cancel-${providerRef}` });
        return true;
      } catch {
        return false;
      }
    },
    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.providerRef, amount: input.amountCents },
          { idempotencyKey: `refund-${input.idempotencyKey}` },
        );
        return { refundId: refund.id };
      } catch (err) {
        throw new AppError(
          'PROVIDER_ERROR',
          `The payment provider could not refund the payment: ${(err as Error).message}`,
        );
      }
    },
    providerRefFromSecret(clientSecret) {
      return /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1] ?? null;
    },
    verifyWebhook(rawBody, signature): GatewayEvent | null {
      if (!settings.webhookSecret)
        throw new AppError('NOT_CONFIGURED', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new AppError('BAD_REQUEST', `Webhook signature verification failed: ${(err as Error).message}`);
      }
      if (!signatureIsFresh(signature))
        throw new AppError(
          'BAD_REQUEST',
          'Webhook signature verification failed: Timestamp outside the tolerance zone',
        );
      return gatewayEventOf(event);
    },
  };
}
