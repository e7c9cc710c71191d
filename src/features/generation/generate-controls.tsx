import { Link } from 'react-router-dom';
import { describeFailure, isOutOfTokens } from './edit-errors';

type Props = {
  label: string;
  busy: boolean;
  /** No photo yet: the button looks and reads disabled, and a press explains why. */
  blocked: boolean;
  onGenerate: () => void;
  tokens?: number;
  costNote?: string;
};

/** The Generate button ('Processing...' while busy) with the token cost and balance beside it. */
export function GenerateControls({
  label,
  busy,
  blocked,
  onGenerate,
  tokens,
  costNote = 'Generating costs 1 token.',
}: Props) {
  const unavailable = busy || blocked;
  return (
    <div>
      <button
        type="submit"
        aria-disabled={unavailable || undefined}
        onClick={(e) => {
          e.preventDefault();
          if (!busy) onGenerate();
        }}
        className={
          `inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 text-base ` +
          `font-semibold shadow-sm transition ${
            unavailable
              ? 'cursor-not-allowed bg-brand-500/50 text-white'
              : 'bg-brand-500 text-white hover:bg-brand-600 active:bg-brand-700'
          }`
        }
      >
        {busy ? (
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            aria-hidden="true"
          />
        ) : (
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
            <path
              d={
                'M12 2.5 13.9 8l5.6 1.9-5.6 1.9L12 17.4l-1.9-5.6L4.5 9.9 10.1 8 12 2.5ZM19 15l.9 2.6 ' +
                '2.6.9-2.6.9L19 22l-.9-2.6-2.6-.9 2.6-.9L19 15Z'
              }
            />
          </svg>
        )}
        {busy ? 'Processing...' : label}
      </button>
      <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 text-center text-sm text-stone-600">
        <span>{costNote}</span>
        {tokens !== undefined && (
          <span className="text-stone-500">
            You have <strong className="font-semibold text-ink">{tokens}</strong> {tokens === 1 ? 'token' : 'tokens'}.
          </span>
        )}
      </p>
    </div>
  );
}

/** What went wrong, in words, under the form (the toasts have already said it). */
export function FailureNotice({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <div
      role="alert"
      data-testid="failure-notice"
      className="flex gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-100"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <p>
        {describeFailure(error, fallback)}
        {isOutOfTokens(error) && (
          <>
            {' '}
            <Link to="/tokens" className="font-semibold underline underline-offset-2">
              Get Tokens
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
