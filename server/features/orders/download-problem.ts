import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';

/**
 * A download link opened in a browser that cannot be served (issue 27, item 11): instead of the API's
 * JSON the customer lands on the shop's page that says why and what to do (src/app/routes/download-problem.tsx).
 * Scripts and the SPA (Accept without text/html) keep the JSON error.
 */
export type DownloadProblem = 'expired' | 'invalid' | 'signin' | 'missing';

/** A browser navigation (the link clicked in an e-mail), not a script. */
export const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Why the download failed, from the link the customer holds and the error the service gave. */
export function downloadProblem(
  err: unknown,
  link: { exp?: number; sig?: string; malformed: boolean },
  now = Date.now(),
): DownloadProblem | null {
  if (link.malformed) return 'invalid';
  if (!(err instanceof AppError)) return null;
  if (err.code === 'NOT_FOUND') return 'missing';
  if (err.code !== 'UNAUTHENTICATED') return null;
  if (link.exp === undefined || link.sig === undefined) return 'signin';
  return Number.isInteger(link.exp) && link.exp * 1000 < now ? 'expired' : 'invalid';
}

export function downloadProblemPath(problem: DownloadProblem, orderId: string | null) {
  const qs = new URLSearchParams({
    reason: problem,
    ...(orderId && /^[A-Za-z0-9_-]{1,40}$/.test(orderId) ? { order: orderId } : {}),
  });
  return `/download-problem?${qs}`;
}
