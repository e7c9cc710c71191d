import { ORDER_STATE_LABELS } from '../../lib/order-state-labels';
import type { AdminOrderDetail, NoticeKind, StateFilter } from './admin-desk';

/** The desk's words for the order machine's states (docs/decisions/013-order-life.md). */
export const DESK_STATE_LABELS: Record<StateFilter, string> = {
  ...ORDER_STATE_LABELS,
  needs_attention: 'Needs attention',
};
export const deskStateLabel = (state: string) => DESK_STATE_LABELS[state as StateFilter] ?? state;

export const NOTICE_LABELS: Record<NoticeKind, string> = {
  proof_ready: 'Proof ready',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
};
/** The state whose arrival sends each status e-mail. */
const NOTICE_STATE: Record<NoticeKind, string> = {
  proof_ready: 'awaiting_approval',
  in_production: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  refunded: 'refunded',
};

/** The status e-mails an order has had: one per state it reached (the only ones that can be resent). */
export function sentNotices(history: AdminOrderDetail['history']): NoticeKind[] {
  const reached = new Set(history.map((h) => h.to));
  return (Object.keys(NOTICE_STATE) as NoticeKind[]).filter((k) => reached.has(NOTICE_STATE[k]));
}

/** Before shipping, the admin may still cancel with a full refund. */
export const CANCELLABLE_STATES = ['paid', 'awaiting_approval', 'in_production'];
