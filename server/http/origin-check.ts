import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'webhook': called server-to-server by a provider (signed), exempt from the Origin check. */
    origin?: 'webhook';
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** OAuth providers that answer with a form post (Apple) come from their own origin; the OAuth state protects them. */
const OAUTH_CALLBACK = '/api/auth/callback/';

/**
 * Why a request may not change state, or null. A browser sends Origin with every state-changing
 * fetch or form post; it must be one of the shop's own origins. Without Origin, Sec-Fetch-Site
 * decides (same-origin or typed by the user). A request with neither header is not a browser's,
 * so it carries no ambient cookie to abuse.
 */
export function crossSiteReason(
  headers: Record<string, string | string[] | undefined>,
  origins: readonly string[],
): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return origins.includes(origin) ? null : 'This request came from another site.';
  }
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none')
    return 'This request came from another site.';
  return null;
}

/** CSRF defence for every state-changing route, Better Auth's included; provider webhooks and OAuth callbacks are exempt. */
export function registerOriginCheck(app: FastifyInstance, origins: readonly string[]) {
  // Callback style: no promise per request; a read (GET, HEAD) returns at the first test.
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      !STATE_CHANGING.has(request.method) ||
      request.routeOptions.config?.origin === 'webhook' ||
      request.url.startsWith(OAUTH_CALLBACK)
    )
      return done();
    const reason = crossSiteReason(request.headers, origins);
    done(reason ? new AppError('FORBIDDEN', reason) : undefined);
  });
}
