import { request } from '../../../lib/api-client';

/** 'Finish order': status completed with completedAt. */
export const completeOrder = (id: string) => request('POST /api/admin/orders/:id/complete', { params: { id } });
