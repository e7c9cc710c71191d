import type { ReactNode } from 'react';
import { formatCents } from '../../../common/money';
import type { Order } from '../../../common/contracts/orders';
import type { OrderTimeline } from '../../../common/contracts/order-life';
import { OrderTimelineView } from './order-timeline';
import { OrderItems } from './order-items';
import { OrderProofActions } from './order-proof';
import { OrderRefund, OrderTracking } from './order-delivery';
import { proofOpen, stateLabel } from './order-steps';
import { formatDay } from './order-dates';

const BADGE: Record<string, string> = {
  awaiting_approval: 'bg-amber-50 text-amber-800 ring-amber-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

type Props = { order: Order; timeline: OrderTimeline | undefined; timelineError: ReactNode };

/** The order page's body: summary, proof actions while open, items, and the timeline with tracking or refund. */
export function OrderDetail({ order, timeline, timelineError }: Props) {
  const state = timeline?.state ?? order.state ?? order.status;
  const ended = state === 'cancelled' || state === 'refunded';
  return (
    <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,360px)] lg:gap-8">
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BADGE[state] ?? 'bg-sky-50 text-sky-800 ring-sky-200'}`}
            data-testid="order-state"
            aria-live="polite"
          >
            {stateLabel(state)}
          </span>
          <span>
            Placed <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </span>
          <span className="ml-auto">
            Total{' '}
            <strong className="text-base font-semibold tabular-nums text-ink">{formatCents(order.totalCents)}</strong>
          </span>
        </div>
        {timeline && proofOpen(timeline) && <OrderProofActions timeline={timeline} />}
        <section
          aria-labelledby="order-items-heading"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-7"
        >
          <h2 id="order-items-heading" className="mb-5 text-xl font-semibold sm:text-2xl">
            Items
          </h2>
          <OrderItems order={order} timeline={timeline} />
        </section>
      </div>
      <section
        aria-labelledby="order-progress-heading"
        className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-7"
      >
        <h2 id="order-progress-heading" className="text-xl font-semibold sm:text-2xl">
          Progress
        </h2>
        {timeline ? (
          <>
            <OrderTimelineView timeline={timeline} />
            {timeline.tracking && <OrderTracking tracking={timeline.tracking} state={timeline.state} />}
            {ended && <OrderRefund timeline={timeline} />}
          </>
        ) : (
          timelineError
        )}
      </section>
    </div>
  );
}
