import { request } from '../../../lib/api-client';

/** Stores the customer's touched-up mask (PNG, white = pet) with their upload (free). */
export const saveUploadMask = (uploadId: string, png: Blob) =>
  request('PUT /api/uploads/:id/mask', { params: { id: uploadId }, body: png });
