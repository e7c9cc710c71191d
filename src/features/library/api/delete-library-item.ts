import { request } from '../../../lib/api-client';

export const deleteLibraryItem = (id: string) => request('DELETE /api/library/:id', { params: { id } });
