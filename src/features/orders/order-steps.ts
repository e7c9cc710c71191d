import type { OrderStateName, OrderTimeline } from '../../../common/contracts/order-life';
import { ORDER_STATE_LABELS } from '../../lib/order-state-labels';

/** What the customer reads for each state (the order page, the account's order cards). */
export const STATE_LABELS: Record<OrderStateName, string> = {
  ...ORDER_STATE_LABELS,
  awaiting_approval: 'Awaiting your approval',
};

export const stateLabel = (state: string) => STATE_LABELS[state as OrderStateName] ?? state;

/** The road of a framed print and of a digital-only order (docs/decisions/013-order-life.md). */
const PRINT_PATH: OrderStateName[] = ['paid', 'awaiting_approval', 'in_production', 'shipped', 'delivered'];
const DIGITAL_PATH: OrderStateName[] = ['paid', 'delivered'];
/** States off the road: an order that reaches one ends there (cancelled then refunded, or finished by the admin). */
const ENDINGS: OrderStateName[] = ['completed', 'cancelled', 'refunded'];

export type TimelineStep = {
  state: OrderStateName;
  label: string;
  at: string | null;
  status: 'done' | 'current' | 'upcoming';
};

/**
 * The timeline the order page draws: the order's road with the time each step was reached (its
 * first history row), the current step, and the steps still ahead. A cancelled, refunded or
 * completed order shows the steps it passed and how it ended, nothing ahead.
 */
export function timelineSteps(order: Pick<OrderTimeline, 'state' | 'history' | 'proof'>): TimelineStep[] {
  const reachedAt = new Map<string, string>();
  for (const row of order.history) if (row.from !== row.to && !reachedAt.has(row.to)) reachedAt.set(row.to, row.at);
  const path = order.proof ? PRINT_PATH : DIGITAL_PATH;
  const ended = ENDINGS.includes(order.state);
  const states = ended
    ? [...path.filter((s) => reachedAt.has(s)), ...ENDINGS.filter((s) => reachedAt.has(s) || s === order.state)]
    : path;
  const current = states.indexOf(order.state);
  // A passed proof step reads as what happened: approved (the order went on into production) or only sent (then cancelled).
  const proofPassed = reachedAt.has('in_production') ? 'Proof approved' : 'Proof sent';
  return states.map((state, i) => {
    const status =
      current < 0
        ? reachedAt.has(state)
          ? 'done'
          : 'upcoming'
        : i < current
          ? 'done'
          : i === current
            ? 'current'
            : 'upcoming';
    const approvedStep = state === 'awaiting_approval' && status === 'done';
    const label = approvedStep ? proofPassed : STATE_LABELS[state];
    // "Proof approved" happened when the order left for production, not when the proof was ready (issue 36).
    const at = approvedStep && reachedAt.has('in_production') ? reachedAt.get('in_production') : reachedAt.get(state);
    return { state, label, at: at ?? null, status };
  });
}

/** The proof may still be approved or cancelled by the customer. */
export const proofOpen = (order: Pick<OrderTimeline, 'state' | 'proof'>) =>
  order.state === 'awaiting_approval' && Boolean(order.proof?.open);
