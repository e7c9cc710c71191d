import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../common/errors.js';
import { AppError } from '../core/errors.js';
import { RequestValidationError } from './validation.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a few seconds.';

/** One handler for every error: known errors keep their message, 5xx details are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.options.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.options.retryAfterSeconds));
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    }
    if (err instanceof RequestValidationError) {
      return reply.status(400).send({ error: { code: 'VALIDATION', message: err.message } });
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE } });
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.name === 'SyntaxError'
        ? 'The request body is not valid JSON.'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : err.message;
    return reply.status(status).send({ error: { code: codeForStatus(status), message } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}.` } });
  });
}
