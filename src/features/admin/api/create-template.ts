import type { TemplateCreateBody } from '../../../../common/contracts/admin';
import { request } from '../../../lib/api-client';

export const createTemplate = (body: TemplateCreateBody) => request('POST /api/admin/templates', { body });
