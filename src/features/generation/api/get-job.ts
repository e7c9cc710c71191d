import { request } from '../../../lib/api-client';

/** A job's stage and result (its owner only; 404 otherwise). */
export const getJob = (id: string, signal?: AbortSignal) => request('GET /api/jobs/:id', { params: { id }, signal });
