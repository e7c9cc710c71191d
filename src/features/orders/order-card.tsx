import { Link } from 'react-router-dom';
import { formatCents } from '../../../common/money';
import { lineDetails, lineImage, templateNameOf } from '../../lib/order-lines';
import type { Order } from '../../../common/contracts/orders';
import { OrderDownloads } from './order-downloads';
import { stateLabel } from './order-steps';
import { formatDay } from './order-dates';

const BADGE: Record<string, string> = {
  awaiting_approval: 'bg-amber-50 text-amber-900 ring-amber-300',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** One order of the account's history: number, date, state in words, items, total, downloads and the link to its page. */
export function OrderCard({ order }: { order: Order }) {
  // The order's place in its life (awaiting approval, shipped, delivered...), not the coarse 'paid'.
  const state = order.state ?? order.status;
  const proofWaiting = state === 'awaiting_approval';
  const page = `/account/orders/${encodeURIComponent(order.id)}`;
  return (
    <article className="rounded-2xl ring-1 ring-stone-200" data-testid="order-card" data-order-id={order.id}>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-t-2xl bg-stone-50 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-semibold text-ink">
            Order <span className="font-mono">{order.id}</span>
          </h3>
          <p className="text-xs text-stone-500">
            <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE[state] ?? 'bg-sky-50 text-sky-800 ring-sky-200'}`}
          data-testid="order-status"
        >
          {stateLabel(state)}
        </span>
        <p className="ml-auto text-sm text-stone-600">
          Total <strong className="font-semibold tabular-nums text-ink">{formatCents(order.totalCents)}</strong>
        </p>
      </header>
      <ul className="divide-y divide-stone-100 px-4 sm:px-5">
        {order.items.map((item, i) => (
          <li key={i} className="flex items-center gap-4 py-3">
            <img
              src={lineImage(item)}
              alt={`${templateNameOf(item)} artwork`}
              width={56}
              height={70}
              loading="lazy"
              className="h-[70px] w-14 shrink-0 rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{templateNameOf(item)}</p>
              <p className="text-sm text-stone-500">{lineDetails(item)}</p>
            </div>
            <p className="shrink-0 text-sm tabular-nums text-stone-700">{formatCents(item.priceCents)}</p>
          </li>
        ))}
      </ul>
      {order.downloads.some(Boolean) && (
        <div className="border-t border-stone-100 px-4 py-3 sm:px-5">
          <OrderDownloads order={order} compact />
        </div>
      )}
      {proofWaiting && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 border-t border-amber-100 bg-amber-50/70 px-4 py-3 sm:px-5"
          data-testid="proof-waiting"
        >
          <p className="text-sm text-amber-900">Your proof is ready: we print once you approve it.</p>
          <Link
            to={`${page}#proof`}
            className={
              'inline-flex items-center rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold ' +
              'text-white shadow-sm hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 ' +
              'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
            }
            data-testid="approve-proof-link"
          >
            Approve your proof<span className="sr-only"> for order {order.id}</span>
          </Link>
        </div>
      )}
      <div className="border-t border-stone-100 px-4 py-3 sm:px-5">
        <Link
          to={page}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="order-link"
        >
          View order<span className="sr-only"> {order.id}</span> and its progress <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
