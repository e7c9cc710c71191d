import type { TemplateUpdateBody } from '../../../../common/contracts/admin';
import { request } from '../../../lib/api-client';

export const updateTemplate = (id: string, body: TemplateUpdateBody) =>
  request('PATCH /api/admin/templates/:id', { params: { id }, body });
