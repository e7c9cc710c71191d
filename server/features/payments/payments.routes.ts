import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  paymentParamsSchema,
  paymentSchema,
  testCardBodySchema,
  testCardReplySchema,
  webhookReplySchema,
} from '../../../common/contracts/payments.js';
import { AppError } from '../../core/errors.js';
import { applyGatewayEvent, getPayment, payWithTestCard } from './payments.service.js';

/** The payer's side: the built-in gateway's card form and a status read. */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, payments } = deps;

  app.post(
    '/api/payments/local/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay with a test card (built-in test gateway; no real money)',
        body: testCardBodySchema,
        response: { 200: testCardReplySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, access: 'user' },
    },
    async (request) => {
      const { clientSecret, ...card } = request.body;
      return payWithTestCard(db, payments, { userId: signedInUser(request).id, clientSecret, card });
    },
  );

  app.get(
    '/api/payments/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['payments'], params: paymentParamsSchema, response: { 200: paymentSchema } },
    },
    async (request) => getPayment(db, signedInUser(request).id, request.params.id),
  );

  await app.register(stripeWebhookRoutes, deps);
};

/**
 * Stripe's signed webhook. Its own plugin, so the raw-body parser it needs for the signature
 * applies to this route only.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', response: { 200: webhookReplySchema } },
      config: { origin: 'webhook' },
    },
    async (request) => {
      const { gateway } = payments;
      if (!gateway.verifyWebhook) throw new AppError('NOT_FOUND', 'Stripe is not the payment provider of this shop.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new AppError('BAD_REQUEST', 'Missing Stripe signature or body.');
      const event = gateway.verifyWebhook(request.body, signature);
      if (!event) return { received: true as const, outcome: 'ignored' };
      const result = await applyGatewayEvent(db, payments, event);
      if (result.outcome === 'mismatch' || result.outcome === 'unknown_payment') {
        request.log.warn(
          { eventId: event.id, providerRef: event.providerRef, ...result },
          'stripe webhook fulfilled nothing',
        );
      }
      return { received: true as const, outcome: result.outcome };
    },
  );
};
