import { useState } from 'react';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import type { OrderTimeline } from '../../../common/contracts/order-life';
import { formatWhen } from './order-dates';
import { useProofActions } from './use-order-life';

/** While the proof window is open: the deadline, Approve, and Cancel (asked first; the framed prints are refunded). */
export function OrderProofActions({ timeline }: { timeline: OrderTimeline }) {
  const { approve, cancel } = useProofActions(timeline.id);
  const [asking, setAsking] = useState(false);
  const busy = approve.isPending || cancel.isPending;
  const deadline = timeline.proof?.deadline ?? null;
  const refundCents = timeline.proof?.refundCents ?? timeline.totalCents;
  return (
    <section
      id="proof"
      aria-labelledby="proof-heading"
      className="scroll-mt-24 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-7"
      data-testid="proof-actions"
    >
      <h2 id="proof-heading" className="text-xl font-semibold sm:text-2xl">
        Your proof is ready
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        Check the proof and the framed mockup below. Approve it and we start printing; cancel it and your payment is
        refunded in full.
      </p>
      {deadline && (
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="proof-deadline">
          If we hear nothing, we approve it for you on <time dateTime={deadline}>{formatWhen(deadline)}</time>.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => approve.mutate()} disabled={busy} className="px-8">
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel'}
        </Button>
      </div>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title="Cancel this order?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep my order
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAsking(false);
                cancel.mutate();
              }}
            >
              Cancel order
            </Button>
          </>
        }
      >
        <p>
          {refundCents === timeline.totalCents ? (
            <>
              Nothing is printed and your payment of{' '}
              <strong className="font-semibold text-ink">{formatCents(refundCents)}</strong> is refunded in full to the
              card you paid with.
            </>
          ) : (
            <>
              Nothing is printed and <strong className="font-semibold text-ink">{formatCents(refundCents)}</strong> for
              the framed prints is refunded to the card you paid with. Your digital download is already yours and stays
              in this order.
            </>
          )}{' '}
          This cannot be undone.
        </p>
      </Modal>
    </section>
  );
}
