import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import {
  tokenHistorySchema,
  tokenPaymentIntentBodySchema,
  tokenPaymentIntentReplySchema,
} from '../../../common/contracts/tokens.js';
import { startTokenPurchase } from './tokens.purchase.js';
import { listTokenHistory } from './tokens.service.js';

export const tokensRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, payments, settings }) => {
  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Start paying for a token package',
        body: tokenPaymentIntentBodySchema,
        response: { 200: tokenPaymentIntentReplySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, access: 'user' },
    },
    async (request) => {
      const user = signedInUser(request);
      if (request.body.uid && request.body.uid !== user.id)
        throw new AppError('FORBIDDEN', 'You can only buy tokens for your own account.');
      return startTokenPurchase(db, payments, settings.current().settings, {
        userId: user.id,
        packageId: request.body.packageId,
      });
    },
  );

  app.get(
    '/api/me/token-history',
    { config: { access: 'user' }, schema: { tags: ['tokens'], response: { 200: tokenHistorySchema } } },
    async (request) => {
      const rows = await listTokenHistory(db, signedInUser(request).id);
      return { entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
};
