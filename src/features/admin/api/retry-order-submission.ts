import { request } from '../../../lib/api-client';

/** Retry a failed submission to the print provider (or a failed refund). */
export const retryOrderSubmission = (id: string) => request('POST /api/admin/orders/:id/retry', { params: { id } });
