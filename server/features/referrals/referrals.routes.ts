import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { readUser, requireUser } from '../../http/auth-guard.js';
import { cookieFrom, DEVICE_COOKIE, readDeviceCookie } from './referral-device.js';
import { listUnseenCredits, markCreditsSeen, recordReferralClick } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, auth, config, secret }) => {
  app.post(
    '/api/referral-click',
    {
      schema: {
        tags: ['referrals'],
        summary: 'A visitor arrived through an invite link',
        body: z.object({ token: z.string().trim().min(1).max(64), source: z.string().max(64).nullish() }),
        response: { 200: z.object({ awarded: z.number().int() }) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const visitor = await readUser(auth, config, request);
      const deviceUserIds = readDeviceCookie(secret, cookieFrom(request.headers.cookie, DEVICE_COOKIE));
      const { awarded } = await recordReferralClick(db, { token: request.body.token, source: request.body.source, visitorUserId: visitor?.id ?? null, deviceUserIds });
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
        response: { 200: z.object({ credits: z.array(z.object({ id: z.string(), awarded: z.number().int(), createdAt: z.string() })), total: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      return listUnseenCredits(db, user.id);
    },
  );

  app.post(
    '/api/referral-credits/seen',
    {
      config: { access: 'user' },
      schema: {
        tags: ['referrals'],
        body: z.object({ ids: z.array(z.string().max(64)).max(50) }),
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      return markCreditsSeen(db, user.id, request.body.ids);
    },
  );
};
