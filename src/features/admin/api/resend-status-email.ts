import type { NoticeKind } from '../admin-desk';
import { request } from '../../../lib/api-client';

/** Send a status e-mail the customer already had once again (409 when it was never sent). */
export const resendStatusEmail = (id: string, kind: NoticeKind) =>
  request('POST /api/admin/orders/:id/resend-email', { params: { id }, body: { kind } });
