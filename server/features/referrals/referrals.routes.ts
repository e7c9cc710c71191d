import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { readUser, signedInUser } from '../../http/auth-guard.js';
import {
  referralClickBodySchema,
  referralClickReplySchema,
  referralCreditsSchema,
  referralSeenBodySchema,
  referralSeenReplySchema,
} from '../../../common/contracts/referrals.js';
import { cookieFrom, DEVICE_COOKIE, readDeviceCookie } from './referral-device.js';
import { listUnseenCredits, markCreditsSeen, recordReferralClick } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, auth, config, secret }) => {
  app.post(
    '/api/referral-click',
    {
      schema: {
        tags: ['referrals'],
        summary: 'A visitor arrived through an invite link',
        body: referralClickBodySchema,
        response: { 200: referralClickReplySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const visitor = await readUser(auth, config, request);
      const deviceUserIds = readDeviceCookie(secret, cookieFrom(request.headers.cookie, DEVICE_COOKIE));
      const { awarded } = await recordReferralClick(db, {
        token: request.body.token,
        source: request.body.source,
        visitorUserId: visitor?.id ?? null,
        deviceUserIds,
      });
      return { awarded };
    },
  );

  app.get(
    '/api/referral-credits',
    {
      config: { access: 'user' },
      schema: {
        tags: ['referrals'],
        summary: 'Invite-link credits the owner has not acknowledged',
        response: { 200: referralCreditsSchema },
      },
    },
    async (request) => listUnseenCredits(db, signedInUser(request).id),
  );

  app.post(
    '/api/referral-credits/seen',
    {
      config: { access: 'user' },
      schema: {
        tags: ['referrals'],
        body: referralSeenBodySchema,
        response: { 200: referralSeenReplySchema },
      },
    },
    async (request) => markCreditsSeen(db, signedInUser(request).id, request.body.ids),
  );
};
