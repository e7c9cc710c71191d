import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { START_SCRIPTS_AFTER_PAINT } from '../../common/first-paint.js';

/** The one inline script the shop sends (prerendered pages start their scripts after the first paint). */
const startScriptsHash = `'sha256-${createHash('sha256').update(START_SCRIPTS_AFTER_PAINT).digest('base64')}'`;

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", startScriptsHash, 'https://js.stripe.com', 'https://*.js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it set. */
export function computeSecurityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/**
 * Helmet's headers on every response. @fastify/helmet rebuilds them per request (a fifth of the
 * CPU of a cached JSON answer, see bench/api.ts); they never change, so they are computed once.
 * Swagger UI's own pages get the same policy; it serves its assets from 'self'.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
