import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTokenHistory } from './api/get-token-history';
import { TOKEN_REASON_LABELS as REASONS } from '../../../common/contracts/tokens';

const FIRST = 6;
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Every change to the balance, newest first, with the balance after it (from the ledger). */
export function TokenHistory({ enabled }: { enabled: boolean }) {
  const history = useTokenHistory(enabled);
  const [all, setAll] = useState(false);
  const entries = history.data?.entries ?? [];
  const shown = all ? entries : entries.slice(0, FIRST);
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
    >
      <h2 id="history-heading" className="text-2xl font-semibold">
        Token history
      </h2>
      <p className="mt-1 text-sm text-stone-600">Purchases, portraits, refunds and invite rewards.</p>
      {history.isPending && <Spinner label="Loading history..." className="py-8" />}
      {history.isError && <p className="py-6 text-sm text-red-600">Failed to load your token history.</p>}
      {history.data && entries.length === 0 && <p className="py-6 text-sm text-stone-500">No token changes yet.</p>}
      {shown.length > 0 && (
        <ul data-testid="token-history" className="mt-4 divide-y divide-stone-100">
          {shown.map((e) => (
            <li key={e.id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className={
                  `flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm ` +
                  `font-bold ${e.delta > 0 ? 'bg-emerald-50 text-emerald-700' : 'bg-stone-100 text-stone-600'}`
                }
              >
                {e.delta > 0 ? '+' : '−'}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{REASONS[e.reason] ?? e.reason}</p>
                <p className="text-xs text-stone-500">{dateFormat.format(new Date(e.createdAt))}</p>
              </div>
              <div className="text-right">
                <p
                  className={`text-sm font-semibold tabular-nums ${e.delta > 0 ? 'text-emerald-700' : 'text-stone-700'}`}
                >
                  {e.delta > 0 ? `+${e.delta}` : `−${Math.abs(e.delta)}`}
                </p>
                <p className="text-xs tabular-nums text-stone-500">Balance {e.balanceAfter}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {entries.length > FIRST && (
        <Button variant="ghost" className="mt-2" onClick={() => setAll((v) => !v)}>
          {all ? 'Show less' : `Show all ${entries.length}`}
        </Button>
      )}
    </section>
  );
}
