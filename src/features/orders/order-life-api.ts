import type { OrderTimeline } from '../../../common/contracts/order-life';
import { api } from '../../lib/api-client';

export type { OrderTimeline };

const path = (id: string, tail: string) => `/api/orders/${encodeURIComponent(id)}/${tail}`;

/** History, proof, tracking, refund and download links of one of the customer's orders. */
export function getOrderTimeline(id: string) {
  return api(path(id, 'timeline'), { reply: 'orderTimeline' });
}

/** Approve the proof: the print goes into production. Answers the new timeline. */
export function approveOrder(id: string) {
  return api(path(id, 'approve'), { reply: 'orderTimeline', method: 'POST' });
}

/** Cancel at the proof: the payment is refunded in full. Answers the new timeline. */
export function cancelOrder(id: string) {
  return api(path(id, 'cancel'), { reply: 'orderTimeline', method: 'POST' });
}
