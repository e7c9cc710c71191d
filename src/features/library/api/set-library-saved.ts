import { request } from '../../../lib/api-client';

/** Keeps an artwork (saved ones never expire) or lets it expire again. */
export const setLibrarySaved = (id: string, saved: boolean) =>
  request('PATCH /api/library/:id', { params: { id }, body: { saved } });
