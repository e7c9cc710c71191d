import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { composeFrameBodySchema as body, composeFrameReplySchema } from '../../../common/contracts/framing.js';
import { AppError } from '../../core/errors.js';
import { parseMockupColor, parseMockupSize } from '../../adapters/mockups/mockups.port.js';
import { composeFrameForUser, FRAMING_MESSAGES, type FramingDeps } from './framing.service.js';

function parseRequest(raw: (typeof body)['_output']) {
  const imageUrl = typeof raw?.imageUrl === 'string' ? raw.imageUrl.trim() : '';
  const size = typeof raw?.size === 'string' ? parseMockupSize(raw.size) : null;
  const color = raw?.color === undefined || raw.color === null ? 'black' : typeof raw.color === 'string' ? parseMockupColor(raw.color) : null;
  if (!imageUrl || imageUrl.length > 2000 || !size || !color) throw new AppError('BAD_REQUEST', FRAMING_MESSAGES.missing);
  return { imageUrl, size, color };
}

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
    async (request) => composeFrameForUser(framing, { userId: signedInUser(request).id, ...parseRequest(request.body) }),
  );
};
