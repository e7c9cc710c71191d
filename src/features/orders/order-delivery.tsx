import { formatCents } from '../../../common/money';
import type { OrderTimeline } from '../../../common/contracts/order-life';
import { formatWhen } from './order-dates';

/** Once shipped: where the parcel is (on its way, or delivered), the tracking number and the carrier's tracking link when there is one. */
export function OrderTracking({
  tracking,
  state,
}: {
  tracking: NonNullable<OrderTimeline['tracking']>;
  state: string;
}) {
  const carrier = tracking.carrier || 'the carrier';
  const arrived = state === 'delivered' || state === 'completed';
  return (
    <div
      className={`rounded-2xl p-4 text-sm ring-1 ${arrived ? 'bg-emerald-50 ring-emerald-100' : 'bg-sky-50 ring-sky-100'}`}
      data-testid="order-tracking"
    >
      <p className="font-semibold text-ink">{arrived ? `Delivered by ${carrier}` : `On its way with ${carrier}`}</p>
      <p className="mt-1 text-stone-700">
        Tracking number{' '}
        <span className="break-all font-mono text-ink" data-testid="tracking-number">
          {tracking.trackingNumber}
        </span>
      </p>
      {tracking.trackingUrl && (
        <a
          href={tracking.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="tracking-link"
        >
          Track your parcel<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

/** A cancelled order: the refund, once the payment provider has paid it back. */
export function OrderRefund({ timeline }: { timeline: OrderTimeline }) {
  const { refund } = timeline;
  return (
    <div className="rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200" data-testid="order-refund">
      {refund ? (
        <p className="text-stone-700">
          Refunded <strong className="font-semibold tabular-nums text-ink">{formatCents(refund.amountCents)}</strong> to
          your card on <time dateTime={refund.at}>{formatWhen(refund.at)}</time>.
        </p>
      ) : (
        <p className="text-stone-700">
          This order is cancelled. Your refund of {formatCents(timeline.totalCents)} is on its way.
        </p>
      )}
    </div>
  );
}
