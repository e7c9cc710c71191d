import { formatCents } from '../../../common/money';
import { colorLabel, sizeLabel } from '../../lib/order-lines';
import type { AdminOrderDetail } from './admin-desk';
import { AdminOrderLife } from './admin-order-life';
import { StateBadge } from './state-badge';
import { AdminOrderFrame, when } from './order-card-frame';

/** One order of the state filter: customer, prints, downloads, tracking and refund, with its history open. */
export function AdminStateOrderCard({ order }: { order: AdminOrderDetail }) {
  const contact = order.contact as { name?: string; email?: string };
  return (
    <AdminOrderFrame order={order} badges={<StateBadge state={order.state} attention={order.attention} />}>
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
    </AdminOrderFrame>
  );
}
