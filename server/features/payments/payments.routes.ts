import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { applyGatewayEvent, getPayment, payWithTestCard } from './payments.service.js';

const testCardBody = z.object({
  clientSecret: z.string().min(1).max(200),
  number: z.string().max(40),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(8),
});

const paymentReply = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});

/** The payer's side: the built-in gateway's card form and a status read. */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, auth, config, payments } = deps;

  app.post(
    '/api/payments/local/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay with a test card (built-in test gateway; no real money)',
        body: testCardBody,
        response: { 200: z.object({ status: z.enum(['succeeded', 'failed']), message: z.string().optional() }) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, access: 'user' },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      const { clientSecret, ...card } = request.body;
      return payWithTestCard(db, payments, { userId: user.id, clientSecret, card });
    },
  );

  app.get(
    '/api/payments/:id',
    { config: { access: 'user' }, schema: { tags: ['payments'], params: z.object({ id: z.string().max(64) }), response: { 200: paymentReply } } },
    async (request) => {
      const user = await requireUser(auth, config, request);
      return getPayment(db, user.id, request.params.id);
    },
  );

  await app.register(stripeWebhookRoutes, deps);
};

/**
 * Stripe's signed webhook. Its own plugin, so the raw-body parser it needs for the signature
 * applies to this route only.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', hide: false }, config: { origin: 'webhook' } },
    async (request) => {
      const verify = payments.gateway.verifyWebhook;
      if (!verify) throw new AppError('NOT_FOUND', 'Stripe is not the payment provider of this shop.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing Stripe signature or body.');
      const event = verify.call(payments.gateway, request.body, signature);
      if (!event) return { received: true, outcome: 'ignored' };
      const result = await applyGatewayEvent(db, payments, event);
      if (result.outcome === 'mismatch' || result.outcome === 'unknown_payment') {
        request.log.warn({ eventId: event.id, providerRef: event.providerRef, ...result }, 'stripe webhook fulfilled nothing');
      }
      return { received: true, outcome: result.outcome };
    },
  );
};
