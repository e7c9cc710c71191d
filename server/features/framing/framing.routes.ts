import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { parseMockupColor, parseMockupSize } from '../../adapters/mockups/mockups.port.js';
import { composeFrameForUser, FRAMING_MESSAGES, type FramingDeps } from './framing.service.js';

/** Loose on purpose: anything missing or wrong gets the spec's one message, not a schema error. */
const body = z
  .object({
    imageUrl: z.unknown().describe("One of this shop's /files/ image URLs (the caller's own or a shop image), or an upload id"),
    size: z.unknown().describe("'small' | 'medium' | 'large' (or '8x10' | '12x16' | '18x24')"),
    color: z.unknown().describe("'black' | 'white' | 'red_oak'; omitted means black (the frame-your-artwork page)"),
  })
  .partial()
  .nullish();

function parseRequest(raw: z.infer<typeof body>) {
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
        response: { 200: z.object({ urls: z.array(z.string()), url: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, deps.config, request);
      return composeFrameForUser(framing, { userId: user.id, ...parseRequest(request.body) });
    },
  );
};
