import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { startTokenPurchase } from './tokens.purchase.js';

const createIntentBody = z.object({
  packageId: z.string().min(1).max(64),
  /** The spec's client sends its uid; it must be the caller's own. */
  uid: z.string().max(128).nullish(),
});

const createIntentReply = z.object({
  clientSecret: z.string(),
  paymentId: z.string(),
  provider: z.enum(['local', 'stripe']),
  amountCents: z.number().int(),
  currency: z.string(),
  packageId: z.string(),
  tokens: z.number().int(),
});

export const tokensRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, auth, config, payments }) => {
  app.post(
    '/api/create-payment-intent',
    {
      schema: { tags: ['tokens'], summary: 'Start paying for a token package', body: createIntentBody, response: { 200: createIntentReply } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, access: 'user' },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      if (request.body.uid && request.body.uid !== user.id) throw new AppError('FORBIDDEN', 'You can only buy tokens for your own account.');
      return startTokenPurchase(db, payments, { userId: user.id, packageId: request.body.packageId });
    },
  );
};
