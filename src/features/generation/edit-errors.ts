import toast from '../../lib/toast';
import { errorText, hasErrorCode, isRefusal, toastApiError } from '../../lib/api-errors';

/** Toasts on the creative screens stay 6 seconds (docs/spec/shop.md §9). */
export const CREATIVE_TOAST = { duration: 6000 };

/** The balance is 0 (docs/spec/shop.md §7): the server's INSUFFICIENT_TOKENS. */
export function isOutOfTokens(err: unknown): boolean {
  return hasErrorCode(err, 'INSUFFICIENT_TOKENS');
}

/** The editor's failure toasts: 'Insufficient tokens.' first when out of tokens, then always 'Failed to edit image.'. */
export function toastEditFailure(err: unknown) {
  if (isOutOfTokens(err)) toast.error('Insufficient tokens.', CREATIVE_TOAST);
  toastApiError(err, { otherwise: 'Failed to edit image.' }, CREATIVE_TOAST);
}

/** A calm line for the screen under the toasts (the server's message where it has one). */
export function describeFailure(err: unknown, fallback: string): string {
  const own = (e: { message: string }) => e.message || fallback;
  return errorText(err, {
    INSUFFICIENT_TOKENS: 'You have no tokens left. Get more tokens to keep creating.',
    NETWORK: own,
    // The server words PROVIDER_ERROR messages for customers ('... Your token was refunded ...').
    PROVIDER_ERROR: own,
    otherwise: (e) => (isRefusal(e) && e.message ? e.message : fallback),
  }) as string;
}
