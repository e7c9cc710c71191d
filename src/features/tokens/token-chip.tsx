import { useId } from 'react';
import { Link } from 'react-router-dom';

/** The balance, a dash while unknown; 'token' for exactly 1. Hover or focus shows the help. */
export function TokenChip({ tokens }: { tokens: number | undefined }) {
  const helpId = useId();
  const known = typeof tokens === 'number';
  const label = known && tokens === 1 ? 'token' : 'tokens';
  return (
    <span className="group relative">
      <Link
        to="/tokens"
        data-testid="token-chip"
        aria-describedby={helpId}
        aria-label={known ? `${tokens} ${label}` : 'Tokens'}
        className={
          'inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1.5 text-sm ' +
          'font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-200'
        }
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4 text-amber-600" fill="currentColor" aria-hidden="true">
          <circle cx="10" cy="10" r="8" />
          <path d="M10 5.5l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" fill="#fff" />
        </svg>
        <span data-testid="token-count">{known ? tokens : '—'}</span>
        <span>{label}</span>
      </Link>
      <span
        id={helpId}
        role="tooltip"
        className={
          'pointer-events-none absolute right-0 top-full z-50 mt-2 w-64 rounded-xl bg-ink p-3 ' +
          'text-xs leading-relaxed text-white opacity-0 shadow-lg transition ' +
          'group-focus-within:opacity-100 group-hover:opacity-100'
        }
      >
        Tokens are used to generate pet portraits. Each portrait costs tokens. You can buy more, or earn them by sharing
        your referral link.
      </span>
    </span>
  );
}
