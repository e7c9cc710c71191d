import { request } from '../../../lib/api-client';

/** Cancel at the proof: the payment is refunded in full. Answers the new timeline. */
export const cancelOrder = (id: string) => request('POST /api/orders/:id/cancel', { params: { id } });
