import type { AdminOrderDetail, OrderStateName } from '../../../common/contracts/order-life';
import { NOTICE_KINDS } from '../../../common/contracts/order-life';
import { api } from '../../lib/api-client';
import { hasErrorCode } from '../../lib/api-errors';

/** Admin desk calls (server/features/admin/admin.routes.ts). Every one is admin-only. */

export type { GeneratedTemplate } from '../../../common/contracts/admin';
export type { AdminOrder, AdminOrderItem } from '../../../common/contracts/admin';
export type OrderFilter = 'active' | 'completed' | 'all';
export type { AdminOrderDetail, OrderStateName };
/** The state filter: one state of the order machine, or every order that needs attention. */
export type StateFilter = OrderStateName | 'needs_attention';
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export { NOTICE_KINDS };

export type TemplateInput = {
  name: string;
  description: string;
  prompt: string;
  image: string;
  subtitle?: string | null;
  priceCents?: number | null;
};
export type TemplatePatch = Partial<TemplateInput> & { hidden?: boolean; sortOrder?: number };

/** The server answers 403 'Unauthorized access.' to anyone who is not the admin. */
export const UNAUTHORIZED = 'Unauthorized access.';

export function isForbidden(err: unknown): boolean {
  return hasErrorCode(err, 'FORBIDDEN');
}

export function errorMessage(err: unknown, fallback = 'Something went wrong.'): string {
  if (isForbidden(err)) return UNAUTHORIZED;
  return err instanceof Error && err.message ? err.message : fallback;
}

/** A random reference pet from the dog_cat/ folder (404 'No images found in dog_cat folder.'). */
export async function getReferencePet() {
  return (await api('/api/admin/reference-pet', { reply: 'referencePet' })).imageUrl;
}

export function generateTemplate(userPrompt: string, referenceImageUrl: string) {
  return api('/api/generate-template', { reply: 'generatedTemplate', body: { userPrompt, referenceImageUrl } });
}

/** The spec's mockup call: always a medium black frame. */
export async function requestMockup(imageUrl: string) {
  const res = await api('/api/printful-mockup', {
    reply: 'templateMockup',
    body: { imageUrl, size: 'medium', color: 'black' },
  });
  return res.mockupUrl || null;
}

export async function listAdminTemplates() {
  return (await api('/api/admin/templates', { reply: 'adminTemplates' })).templates;
}

export function createTemplate(input: TemplateInput) {
  return api('/api/admin/templates', { reply: 'template', body: input });
}

export function updateTemplate(id: string, patch: TemplatePatch) {
  return api(`/api/admin/templates/${encodeURIComponent(id)}`, { reply: 'template', method: 'PATCH', body: patch });
}

export function deleteTemplate(id: string) {
  return api(`/api/admin/templates/${encodeURIComponent(id)}`, { reply: 'noContent', method: 'DELETE' });
}

export async function listAdminOrders(status: OrderFilter) {
  return (await api(`/api/admin/orders?status=${status}`, { reply: 'adminOrders' })).orders;
}

export function completeOrder(id: string) {
  return api(`/api/admin/orders/${encodeURIComponent(id)}/complete`, { reply: 'order', method: 'POST' });
}

export function sendTestEmail() {
  return api('/api/test-email', { reply: 'testEmail', method: 'POST' });
}

const orderPath = (id: string, tail: string) => `/api/admin/orders/${encodeURIComponent(id)}/${tail}`;

/** Orders in one state (or needing attention), most recently changed first, each with its history. */
export async function listOrdersInState(state: StateFilter) {
  return (await api(`/api/admin/orders/state/${state}`, { reply: 'adminOrderDetails' })).orders;
}

/** One order's life: history, tracking, what needs attention. */
export function getOrderHistory(id: string) {
  return api(orderPath(id, 'history'), { reply: 'adminOrderDetail' });
}

/** Retry a failed submission to the print provider (or a failed refund). */
export function retryOrderSubmission(id: string) {
  return api(orderPath(id, 'retry'), { reply: 'adminOrderDetail', method: 'POST' });
}

/** Cancel with a full refund (until the order ships). */
export function cancelOrderWithRefund(id: string) {
  return api(orderPath(id, 'cancel'), { reply: 'adminOrderDetail', method: 'POST' });
}

/** Send a status e-mail the customer already had once again (409 when it was never sent). */
export function resendStatusEmail(id: string, kind: NoticeKind) {
  return api(orderPath(id, 'resend-email'), { reply: 'resendEmail', body: { kind } });
}
