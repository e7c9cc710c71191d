import { request } from '../../../lib/api-client';

/** Cancel with a full refund (until the order ships). */
export const cancelOrderWithRefund = (id: string) => request('POST /api/admin/orders/:id/cancel', { params: { id } });
