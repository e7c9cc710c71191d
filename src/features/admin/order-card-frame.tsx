import type { ReactNode } from 'react';
import { formatCents } from '../../../common/money';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const when = (iso: string | null) =>
  iso && !Number.isNaN(Date.parse(iso)) ? dateTime.format(new Date(iso)) : '—';

type Props = {
  order: { id: string; createdAt: string; totalCents: number };
  /** The status and state badges, between the order's number and its total. */
  badges: ReactNode;
  children: ReactNode;
};

/** An order on the admin desk: the card, its header (number, date placed, badges, total) and its body. */
export function AdminOrderFrame({ order, badges, children }: Props) {
  return (
    <article
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/80"
      data-testid="admin-order"
      data-order-id={order.id}
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-100 bg-stone-50 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-semibold text-ink">
            Order <span className="break-all font-mono">{order.id}</span>
          </h3>
          <p className="text-xs text-stone-500">
            Placed <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
          </p>
        </div>
        {badges}
        <p className="ml-auto text-sm text-stone-600">
          Total{' '}
          <strong className="text-base font-semibold tabular-nums text-ink">{formatCents(order.totalCents)}</strong>
        </p>
      </header>
      {children}
    </article>
  );
}
