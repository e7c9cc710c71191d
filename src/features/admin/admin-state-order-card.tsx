import { formatCents } from '../../../common/money';
import { colorLabel, sizeLabel } from '../../lib/order-lines';
import type { AdminOrderDetail } from './admin-desk';
import { AdminOrderLife } from './admin-order-life';
import { StateBadge } from './state-badge';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const when = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTime.format(new Date(iso)) : '—');

/** One order of the state filter: customer, prints, downloads, tracking and refund, with its history open. */
export function AdminStateOrderCard({ order }: { order: AdminOrderDetail }) {
  const contact = order.contact as { name?: string; email?: string };
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
        <StateBadge state={order.state} attention={order.attention} />
        <p className="ml-auto text-sm text-stone-600">
          Total{' '}
          <strong className="text-base font-semibold tabular-nums text-ink">{formatCents(order.totalCents)}</strong>
        </p>
      </header>
      <div className="grid gap-4 px-5 py-4 text-sm text-stone-700 sm:grid-cols-2 sm:px-6">
        <div className="min-w-0">
          <p className="font-medium text-ink">{contact.name || '—'}</p>
          {contact.email && <p className="break-all">{contact.email}</p>}
        </div>
        <ul className="min-w-0 space-y-1">
          {order.proof?.items.map((item) => (
            <li key={item.index} className="flex items-center gap-3">
              <img
                src={item.artworkUrl}
                alt={`${item.name} artwork`}
                loading="lazy"
                className="h-12 w-10 rounded-md bg-stone-100 object-cover ring-1 ring-stone-200"
              />
              <span>
                {item.name} · {sizeLabel(item.size)}
                {item.color && <> · {colorLabel(item.color)}</>}
              </span>
            </li>
          ))}
          {order.downloads.map((d) => (
            <li key={d.index}>{d.name} · Digital download</li>
          ))}
          {order.refund && (
            <li>
              Refunded {formatCents(order.refund.amountCents)} on {when(order.refund.at)}
            </li>
          )}
        </ul>
      </div>
      <AdminOrderLife
        orderId={order.id}
        state={order.state}
        attention={order.attention}
        totalCents={order.totalCents}
        detail={order}
      />
    </article>
  );
}
