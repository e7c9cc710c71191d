import type { AdminOrderDetail, OrderStateName } from '../../../common/contracts/order-life';
import { NOTICE_KINDS } from '../../../common/contracts/order-life';
import { hasErrorCode } from '../../lib/api-errors';

/** The admin desk's shared types and error wording; its calls are in ./api/ (every one admin-only). */

export type { GeneratedTemplate } from '../../../common/contracts/admin';
export type { AdminOrder, AdminOrderItem } from '../../../common/contracts/admin';
export type OrderFilter = 'active' | 'completed' | 'all';
export type { AdminOrderDetail, OrderStateName };
/** The state filter: one state of the order machine, or every order that needs attention. */
export type StateFilter = OrderStateName | 'needs_attention';
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export { NOTICE_KINDS };

export type { TemplateCreateBody as TemplateInput } from '../../../common/contracts/admin';
export type { TemplateUpdateBody as TemplatePatch } from '../../../common/contracts/admin';

/** The server answers 403 'Unauthorized access.' to anyone who is not the admin. */
export const UNAUTHORIZED = 'Unauthorized access.';

export function isForbidden(err: unknown): boolean {
  return hasErrorCode(err, 'FORBIDDEN');
}

export function errorMessage(err: unknown, fallback = 'Something went wrong.'): string {
  if (isForbidden(err)) return UNAUTHORIZED;
  return err instanceof Error && err.message ? err.message : fallback;
}
