import toast from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import { toastApiError } from '../../lib/api-errors';

/** Toasts on the creative screens stay 6 seconds (docs/spec/shop.md §9). */
const TOAST_MS = 6000;

/**
 * The 6-second 'You need tokens' toast with 'Get tokens' and 'Close' (docs/spec/shop.md §5). The toaster sits
 * outside the router, so the caller hands in its navigate function.
 */
export function showNeedTokensToast(goToTokens: () => void) {
  toast.custom(
    (t) => (
      <div
        role="alert"
        data-testid="need-tokens-toast"
        className={
          `pointer-events-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 shadow-xl ` +
          `ring-1 ring-stone-200 transition ${t.visible ? 'opacity-100' : 'opacity-0'}`
        }
      >
        <div className="flex gap-3">
          <span
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="12" r="8.5" />
              <path d="M12 7.5v9M9.5 10h4a1.75 1.75 0 0 1 0 3.5h-3a1.75 1.75 0 0 0 0 3.5h4" strokeLinecap="round" />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">You need tokens to generate images</p>
            <p className="mt-0.5 text-sm text-stone-600">You need tokens to continue.</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="rounded-full bg-brand-500 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-600"
                onClick={() => {
                  toast.dismiss(t.id);
                  goToTokens();
                }}
              >
                Get tokens
              </button>
              <button
                type="button"
                className="rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"
                onClick={() => toast.dismiss(t.id)}
              >
                Close
              </button>
            </div>
          </div>
        </div>
      </div>
    ),
    { id: 'need-tokens', duration: TOAST_MS },
  );
}

/**
 * The order flow's failure toasts (docs/spec/shop.md §8): out of tokens is 'Insufficient tokens...', anything else
 * 'Failed to generate image'.
 */
export function toastGenerationError(err: unknown) {
  toastApiError(
    err,
    {
      INSUFFICIENT_TOKENS: 'Insufficient tokens. Please get more to generate images.',
      otherwise: (e) => {
        const detail =
          e instanceof ApiError && e.message && !/^Failed to generate image\.?$/.test(e.message) ? e.message : null;
        return detail ? (
          <span>
            Failed to generate image
            <span className="mt-0.5 block text-xs text-stone-500">{detail}</span>
          </span>
        ) : (
          'Failed to generate image'
        );
      },
    },
    { duration: TOAST_MS, id: 'generate-failed' },
  );
}
