import { request } from '../../../lib/api-client';

/** Approve the proof: the print goes into production. Answers the new timeline. */
export const approveOrder = (id: string) => request('POST /api/orders/:id/approve', { params: { id } });
