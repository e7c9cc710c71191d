import { useState } from 'react';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import type { AdminOrderDetail, NoticeKind } from './admin-desk';
import { CANCELLABLE_STATES, NOTICE_LABELS, deskStateLabel, sentNotices } from './order-life-labels';
import { useOrderHistory } from './api/get-order-history';
import { useOrderLifeActions } from './use-admin-order-life';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const when = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso)));

type Props = {
  orderId: string;
  state: string;
  attention: string | null;
  totalCents: number;
  /** Already read (the state filter's reply); else read on opening. */ detail?: AdminOrderDetail;
};

/** An order's life on the desk: the needs-attention marker, Retry / Cancel with refund, and its history with Resend. */
export function AdminOrderLife({ orderId, state, attention, totalCents, detail }: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { retry, cancel } = useOrderLifeActions();
  const canCancel = CANCELLABLE_STATES.includes(state);
  return (
    <div className="space-y-3 border-t border-stone-100 px-5 py-4 sm:px-6" data-testid="admin-order-life">
      {attention && (
        <p
          className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
          data-testid="needs-attention"
        >
          <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path
              d={
                'M10 2a1 1 0 0 1 .9.5l7 12.5A1 1 0 0 1 17 16.5H3a1 1 0 0 1-.9-1.5l7-12.5A1 1 0 0 1 10 2Zm0 ' +
                '5a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'
              }
            />
          </svg>
          <span>
            <strong className="font-semibold">Needs attention:</strong> {attention}
          </span>
        </p>
      )}
      {(attention || canCancel) && (
        <div className="flex flex-wrap gap-3">
          {attention && (
            <Button variant="secondary" onClick={() => retry.mutate(orderId)} disabled={retry.isPending}>
              {retry.isPending ? 'Retrying...' : state === 'cancelled' ? 'Retry refund' : 'Retry submission'}
            </Button>
          )}
          {canCancel && (
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel with refund'}
            </Button>
          )}
        </div>
      )}
      <details className="group" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer select-none rounded text-sm font-semibold text-stone-700 hover:text-ink">
          History
        </summary>
        {(open || detail) && <OrderHistory orderId={orderId} detail={detail} open={open} />}
      </details>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel and refund this order?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep order
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                cancel.mutate(orderId);
              }}
            >
              Cancel with refund
            </Button>
          </>
        }
      >
        <p>
          Order <span className="font-mono">{orderId}</span> ({deskStateLabel(state)}) is cancelled and its payment of{' '}
          {formatCents(totalCents)} is refunded in full. The customer is told by e-mail. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}

function OrderHistory({ orderId, detail, open }: { orderId: string; detail?: AdminOrderDetail; open: boolean }) {
  const query = useOrderHistory(orderId, open && !detail);
  const { resend } = useOrderLifeActions();
  const data = query.data ?? detail;
  const [kind, setKind] = useState<NoticeKind | ''>('');
  if (!data)
    return query.isError ? (
      <p className="mt-3 text-sm text-red-700">Failed to load the history.</p>
    ) : (
      <p className="mt-3 text-sm text-stone-500">Loading history...</p>
    );
  const notices = sentNotices(data.history);
  const chosen = kind || notices[notices.length - 1];
  return (
    <div className="mt-3 space-y-4">
      <ol className="space-y-2 text-sm" data-testid="admin-order-history">
        {data.history.map((h, i) => (
          <li key={i} className="flex flex-wrap gap-x-3 gap-y-0.5">
            <time dateTime={h.at} className="w-40 shrink-0 tabular-nums text-stone-500">
              {when(h.at)}
            </time>
            <span className="text-ink">
              {h.from === h.to ? deskStateLabel(h.to) : `${deskStateLabel(h.from)} → ${deskStateLabel(h.to)}`}
              <span className="text-stone-500"> · {h.actor}</span>
              {h.note && <span className="text-stone-600"> · {h.note}</span>}
            </span>
          </li>
        ))}
      </ol>
      {data.tracking && (
        <p className="text-sm text-stone-700">
          Tracking: {data.tracking.carrier} <span className="font-mono">{data.tracking.trackingNumber}</span>
        </p>
      )}
      {notices.length > 0 && chosen && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm text-stone-700">
            <span className="mb-1 block font-medium">Status e-mail</span>
            <select
              value={chosen}
              onChange={(e) => setKind(e.target.value as NoticeKind)}
              className="rounded-xl border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm shadow-sm"
            >
              {notices.map((k) => (
                <option key={k} value={k}>
                  {NOTICE_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            onClick={() => resend.mutate({ id: orderId, kind: chosen })}
            disabled={resend.isPending}
          >
            {resend.isPending ? 'Sending...' : 'Resend status e-mail'}
          </Button>
        </div>
      )}
    </div>
  );
}
