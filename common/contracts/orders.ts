import { z } from 'zod';
import { colorSchema, imageRefSchema, itemSizeSchema } from './cart.js';
import { storedAddressFields } from './contact.js';
import { text } from './messages.js';

/** One line of `POST /api/create-cart-payment-intent`: what to print; the server prices it itself. */
export const checkoutItemSchema = z.object({
  imageUrl: imageRefSchema.optional(),
  artworkUrl: imageRefSchema.optional(),
  size: itemSizeSchema,
  color: colorSchema.nullish(),
  templateName: text('Style name', 120).nullish(),
  mockupUrls: z.array(imageRefSchema).max(6).optional(),
  id: z.string().max(80).optional(),
  // Accepted and ignored: the server prices from its own catalog.
  price: z.unknown().optional(),
  priceCents: z.unknown().optional(),
});

export const cartPaymentIntentBodySchema = z.object({
  items: z.array(checkoutItemSchema).min(1, 'Your cart is empty.').max(50),
  uid: z.string().max(200).nullish(),
  // Checked by the route: a digital-only order needs only name and e-mail, a framed one the address too.
  contact: z.record(z.string(), z.unknown()).optional(),
});
export const cartPaymentIntentReplySchema = z.object({
  clientSecret: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  amountCents: z.number(),
});
export type CartPaymentIntent = z.infer<typeof cartPaymentIntentReplySchema>;

/**
 * An order as its owner (and the admin desk) reads it. Loose objects: an order carries what it carried
 * when it was paid, and fields added to orders later must reach the SPA without a contract change here.
 */
export const orderItemSchema = z.looseObject({
  artworkUrl: z.string(),
  templateName: z.string(),
  size: z.string(),
  color: z.string().nullable(),
  mockupUrls: z.array(z.string()),
  priceCents: z.number(),
});
export const orderContactSchema = z.looseObject({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  subscribe: z.boolean(),
  address: z.looseObject(storedAddressFields).optional(),
});
export const orderSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  /** The spec's coarse status: 'pending', 'paid', 'completed', 'cancelled' or 'refunded'. */
  status: z.string(),
  /** The order's state in its life after payment (common/contracts/order-life.ts). */
  state: z.string().optional(),
  totalCents: z.number(),
  currency: z.string(),
  items: z.array(orderItemSchema),
  /** Per item: the signed download link of a paid digital item, else null. */
  downloads: z.array(z.string().nullable()),
  contact: orderContactSchema,
  payment: z.looseObject({}).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(25).default(25),
  before: z.iso.datetime().optional(),
});
export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export const orderParamsSchema = z.object({ id: z.string().max(40) });
export const orderDownloadParamsSchema = z.object({
  id: z.string().max(40),
  index: z.coerce.number().int().min(0).max(49),
});
/** `?exp=&sig=` of a signed link: exp in Unix seconds (at most 2100-01-01; the server caps a link's lifetime far below). */
export const signedLinkQuerySchema = z.object({
  exp: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  sig: z.string().max(100).optional(),
});

/** Request types: what a caller sends (the schemas' input). */
export type CartPaymentIntentBody = z.input<typeof cartPaymentIntentBodySchema>;
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type SignedLinkQuery = z.input<typeof signedLinkQuerySchema>;
