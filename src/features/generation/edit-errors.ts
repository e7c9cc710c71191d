import toast from 'react-hot-toast';
import { ApiError } from '../../lib/api-client';

/** Toasts on the creative screens stay 6 seconds (spec §9). */
export const CREATIVE_TOAST = { duration: 6000 };

/** HTTP 403 from a generation call means the balance is 0 (spec §7). */
export function isOutOfTokens(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403;
}

export function errorStatus(err: unknown): number {
  return err instanceof ApiError ? err.status : 0;
}

/** The editor's failure toasts: 'Insufficient tokens.' first on a 403, then always 'Failed to edit image.'. */
export function toastEditFailure(err: unknown) {
  if (isOutOfTokens(err)) toast.error('Insufficient tokens.', CREATIVE_TOAST);
  toast.error('Failed to edit image.', CREATIVE_TOAST);
}

/** A calm line for the screen under the toasts (the server's message where it has one). */
export function describeFailure(err: unknown, fallback: string): string {
  if (isOutOfTokens(err)) return 'You have no tokens left. Get more tokens to keep creating.';
  if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.message) return err.message;
  if (err instanceof ApiError && err.status === 0) return err.message;
  // The server words PROVIDER_ERROR messages for customers ('... Your token was refunded ...').
  if (err instanceof ApiError && err.code === 'PROVIDER_ERROR' && err.message) return err.message;
  return fallback;
}
