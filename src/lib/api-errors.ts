import type { ReactElement } from 'react';
import toast, { type ToastOptions } from './toast';
import { ERROR_STATUS, type ErrorCode } from '../../common/errors';
import { ApiError } from './api-client';

/**
 * The one way an API failure reaches the customer: keyed by the error code of the server's body
 * `{ error: { code, message } }` (common/errors.ts), never by HTTP status. 'NETWORK' means the shop
 * could not be reached; 'HTTP' an answer without the shop's error body.
 */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'HTTP';

/** The error's code, or null when it is not an API error. */
export function errorCode(err: unknown): ClientErrorCode | null {
  return err instanceof ApiError ? (err.code as ClientErrorCode) : null;
}

export function hasErrorCode(err: unknown, ...codes: ClientErrorCode[]): boolean {
  const code = errorCode(err);
  return code !== null && codes.includes(code);
}

/** The server refused the request itself (a code of the 4xx family): its message is written for the customer. */
export function isRefusal(err: unknown): err is ApiError {
  const code = errorCode(err);
  return code !== null && code in ERROR_STATUS && ERROR_STATUS[code as ErrorCode] < 500;
}

/** The HTTP status, only for the spec's texts that quote it ('Finalization failed (403)'); 0 when none. */
export function errorStatus(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

type Words = string | ReactElement;
type Text = Words | ((err: ApiError) => Words);
/** The screen's text per code, and `otherwise` for every other failure (a function gets the error). */
export type ErrorTexts = Partial<Record<ClientErrorCode, Text>> & { otherwise: Words | ((err: unknown) => Words) };

export function errorText(err: unknown, texts: ErrorTexts): Words {
  const code = errorCode(err);
  const own = code ? texts[code] : undefined;
  if (own !== undefined) return typeof own === 'function' ? own(err as ApiError) : own;
  return typeof texts.otherwise === 'function' ? texts.otherwise(err) : texts.otherwise;
}

/** Shows the text for the error's code as an error toast. */
export function toastApiError(err: unknown, texts: ErrorTexts, options?: ToastOptions) {
  toast.error(errorText(err, texts), options);
}
