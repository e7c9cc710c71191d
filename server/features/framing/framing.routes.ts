import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { composeFrameBodySchema as body, composeFrameReplySchema } from '../../../common/contracts/framing.js';
import { composeFrameForUser, parseFramingRequest, type FramingDeps } from './framing.service.js';

export const framingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const framing: FramingDeps = { db: deps.db, storage: deps.storage, mockups: deps.mockups };

  app.post(
    '/api/compose-frame',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['framing'],
        summary: 'Frame the artwork: a framed print, the print on a wall, and a close-up of a corner (WebP)',
        body,
        response: { 200: composeFrameReplySchema },
      },
    },
    async (request) =>
      composeFrameForUser(framing, { userId: signedInUser(request).id, ...parseFramingRequest(request.body) }),
  );
};
