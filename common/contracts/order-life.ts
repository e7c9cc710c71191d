import { z } from 'zod';
import type { LiveTopic } from './events.js';

/**
 * An order's life after payment (issue 17, docs/decisions/013-order-life.md): the contract between
 * the server and the SPA's order page and admin desk.
 *
 * Customer: GET /api/orders/:id/timeline, POST /api/orders/:id/approve, POST /api/orders/:id/cancel
 * (owner only; another customer's order answers 404). Admin: GET /api/admin/orders/state/:state,
 * GET /api/admin/orders/:id/history, POST /api/admin/orders/:id/retry, /cancel, /resend-email.
 * Live: the owner hears `orders` and every admin hears `admin-orders` on GET /api/events, both
 * with an OrderLiveEvent as data; re-read the timeline (or the admin list) when one arrives.
 */
export const ORDER_STATES = [
  'pending',
  'paid',
  'awaiting_approval',
  'in_production',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderStateName = z.infer<typeof orderStateSchema>;
export const orderActorSchema = z.enum(['customer', 'admin', 'provider', 'system']);

export const NOTICE_KINDS = ['proof_ready', 'in_production', 'shipped', 'delivered', 'refunded'] as const;
export const noticeKindSchema = z.enum(NOTICE_KINDS);

export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  from: z.string(),
  to: z.string(),
  actor: orderActorSchema,
  note: z.string().nullable(),
});
export const trackingSchema = z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() });

/**
 * Framed prints: the proof (a watermarked, reduced image, by session: GET /api/orders/:id/items/:index/proof)
 * and the framed mockups, to approve or cancel while `open`. Absent once the order is cancelled or refunded.
 */
export const proofSchema = z.object({
  open: z.boolean(),
  deadline: z.string().nullable(),
  /** What a cancel pays back: the framed prints (a digital item is delivered with the payment and kept, decision 017). */
  refundCents: z.number().int().optional(),
  items: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      size: z.string(),
      color: z.string().nullable(),
      artworkUrl: z.string(),
      proofUrl: z.string(),
      mockupUrls: z.array(z.string()),
    }),
  ),
});
/** Digital items: the full-resolution file by signed link, valid until `expiresAt`. */
export const orderDownloadSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});

export const orderTimelineSchema = z.object({
  id: z.string(),
  state: orderStateSchema,
  /** The spec's coarse status: 'paid' while the order is active, then 'completed' / 'cancelled' / 'refunded'. */
  status: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
  proof: proofSchema.nullable(),
  tracking: trackingSchema.nullable(),
  downloads: z.array(orderDownloadSchema),
  refund: z.object({ amountCents: z.number().int(), at: z.string() }).nullable(),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

/** The admin's view of one order: the timeline plus the customer, the provider side and what needs attention. */
export const adminOrderDetailSchema = orderTimelineSchema.extend({
  userId: z.string(),
  contact: z.record(z.string(), z.unknown()),
  /** Why the order needs the admin (failed submission or refund, provider failure); null when fine. */
  attention: z.string().nullable(),
  fulfilment: z.record(z.string(), z.unknown()).nullable(),
  proofDeadline: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderDetailSchema) });

/** `:state` of GET /api/admin/orders/state/:state: a state, or every order that needs attention. */
export const adminStateFilterSchema = z.union([orderStateSchema, z.literal('needs_attention')]);

export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const resendEmailBodySchema = z.object({ kind: noticeKindSchema });
export const resendEmailReplySchema = z.object({ sent: z.literal(true) });

export const ORDER_LIVE_TOPIC = 'orders' satisfies LiveTopic;
export const ADMIN_ORDERS_LIVE_TOPIC = 'admin-orders' satisfies LiveTopic;
/** Data of the live `orders` event (to the owner) and `admin-orders` (to admins, with `attention`). */
export const orderLiveEventSchema = z.object({
  orderId: z.string(),
  state: orderStateSchema,
  attention: z.string().nullable().optional(),
});

/** Request types: what a caller sends (the schemas' input). */
export type ResendEmailBody = z.input<typeof resendEmailBodySchema>;
