import { ERROR_STATUS, type ErrorCode } from '../../common/errors.js';

/** An error the customer may read: its code picks the HTTP status, its message is shown as is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After (a 429 that knows when to come back). */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
