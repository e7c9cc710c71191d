import { deskStateLabel } from './order-life-labels';

const TONE: Record<string, string> = {
  awaiting_approval: 'bg-amber-50 text-amber-800 ring-amber-200',
  in_production: 'bg-violet-50 text-violet-800 ring-violet-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** The order's state on the desk, and a red "Needs attention" beside it when the order needs the admin. */
export function StateBadge({
  state,
  attention,
  showState = true,
}: {
  state: string;
  attention: string | null;
  /** Off when the coarse status beside it already says the same. */ showState?: boolean;
}) {
  return (
    <>
      {showState && (
        <span
          className={
            `rounded-full px-2.5 py-0.5 text-xs font-semibold ` +
            `ring-1 ${TONE[state] ?? 'bg-stone-100 text-stone-700 ring-stone-200'}`
          }
          data-testid="admin-order-state"
        >
          {deskStateLabel(state)}
        </span>
      )}
      {attention && (
        <span
          className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white"
          data-testid="needs-attention-badge"
        >
          Needs attention
        </span>
      )}
    </>
  );
}
