import type { OrderStateName } from '../../common/contracts/order-life';

/**
 * The words for the order machine's states (docs/decisions/013-order-life.md), shared by the
 * customer's order pages and the admin desk, which each change the one they word differently.
 */
export const ORDER_STATE_LABELS: Record<OrderStateName, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  awaiting_approval: 'Awaiting approval',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
