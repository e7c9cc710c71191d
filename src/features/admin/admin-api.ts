import type { AdminOrderDetail, OrderStateName } from '../../../common/contracts/order-life';
import { NOTICE_KINDS } from '../../../common/contracts/order-life';
import type { Template } from '../../../common/contracts/templates';
import { api } from '../../lib/api-client';
import { hasErrorCode } from '../../lib/api-errors';

/** Admin desk calls (server/features/admin/admin.routes.ts). Every one is admin-only. */

export type GeneratedTemplate = { name: string; short: string; description: string; imageUrl: string };

export type AdminOrderItem = {
  artworkUrl: string;
  templateName: string;
  size: string;
  color: string | null;
  mockupUrls: string[];
  priceCents: number;
  /** Signed, expiring link to the full-resolution print file the lab needs (null when the file is gone). */
  printFileUrl?: string | null;
  /** Signed links to the item's mockups. */
  mockupLinks?: string[];
};
export type AdminOrder = {
  id: string;
  userId: string;
  status: string;
  /** The order's state in its life after payment (common/contracts/order-life.ts). */
  state?: string;
  totalCents: number;
  items: AdminOrderItem[];
  contact: {
    email: string;
    name: string;
    phone: string;
    subscribe?: boolean;
    address: { country: string; address1: string; address2: string; city: string; region: string; zip: string };
  };
  payment: { paymentId: string; provider: string; receiptUrl: string | null; chargeId: string | null } | null;
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
  raw: unknown;
};
export type OrderFilter = 'active' | 'completed' | 'all';
export type { AdminOrderDetail, OrderStateName };
/** The state filter: one state of the order machine, or every order that needs attention. */
export type StateFilter = OrderStateName | 'needs_attention';
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export { NOTICE_KINDS };

export type TemplateInput = { name: string; description: string; prompt: string; image: string; subtitle?: string | null; priceCents?: number | null };
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
  return (await api<{ imageUrl: string }>('/api/admin/reference-pet')).imageUrl;
}

export function generateTemplate(userPrompt: string, referenceImageUrl: string) {
  return api<GeneratedTemplate>('/api/generate-template', { body: { userPrompt, referenceImageUrl } });
}

/** The spec's mockup call: always a medium black frame. */
export async function requestMockup(imageUrl: string) {
  const res = await api<{ mockupUrl?: string }>('/api/printful-mockup', { body: { imageUrl, size: 'medium', color: 'black' } });
  return res.mockupUrl || null;
}

export async function listAdminTemplates() {
  return (await api<{ templates: Template[] }>('/api/admin/templates')).templates;
}

export function createTemplate(input: TemplateInput) {
  return api<Template>('/api/admin/templates', { body: input });
}

export function updateTemplate(id: string, patch: TemplatePatch) {
  return api<Template>(`/api/admin/templates/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function deleteTemplate(id: string) {
  return api<null>(`/api/admin/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function listAdminOrders(status: OrderFilter) {
  return (await api<{ orders: AdminOrder[] }>(`/api/admin/orders?status=${status}`)).orders;
}

export function completeOrder(id: string) {
  return api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/complete`, { method: 'POST' });
}

export function sendTestEmail() {
  return api<{ success: boolean; error?: string }>('/api/test-email', { method: 'POST' });
}

const orderPath = (id: string, tail: string) => `/api/admin/orders/${encodeURIComponent(id)}/${tail}`;

/** Orders in one state (or needing attention), most recently changed first, each with its history. */
export async function listOrdersInState(state: StateFilter) {
  return (await api<{ orders: AdminOrderDetail[] }>(`/api/admin/orders/state/${state}`)).orders;
}

/** One order's life: history, tracking, what needs attention. */
export function getOrderHistory(id: string) {
  return api<AdminOrderDetail>(orderPath(id, 'history'));
}

/** Retry a failed submission to the print provider (or a failed refund). */
export function retryOrderSubmission(id: string) {
  return api<AdminOrderDetail>(orderPath(id, 'retry'), { method: 'POST' });
}

/** Cancel with a full refund (until the order ships). */
export function cancelOrderWithRefund(id: string) {
  return api<AdminOrderDetail>(orderPath(id, 'cancel'), { method: 'POST' });
}

/** Send a status e-mail the customer already had once again (409 when it was never sent). */
export function resendStatusEmail(id: string, kind: NoticeKind) {
  return api<{ sent: true }>(orderPath(id, 'resend-email'), { body: { kind } });
}
