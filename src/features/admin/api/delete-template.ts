import { request } from '../../../lib/api-client';

export const deleteTemplate = (id: string) => request('DELETE /api/admin/templates/:id', { params: { id } });
