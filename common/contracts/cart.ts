import { z } from 'zod';
import { text } from './messages.js';

export const itemSizeSchema = z.enum(['small', 'medium', 'large', 'digital']);
export const colorSchema = z.enum(['black', 'white', 'red_oak']);

/** A stored image address as a client sends it back (an `/api/files/...` path or a signed link). */
export const imageRefSchema = z.string().max(2000);

export const cartItemInputSchema = z.object({
  id: z.string().regex(/^ci_[A-Za-z0-9_]{1,60}$/, 'Cart item ids look like ci_...'),
  artworkUrl: imageRefSchema.min(1),
  originalUrl: imageRefSchema.nullish(),
  size: itemSizeSchema,
  color: colorSchema.nullish(),
  templateName: text('Style name', 120).nullish(),
  mockupUrls: z.array(imageRefSchema).max(6).optional(),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartItemSchema = cartItemInputSchema.extend({
  originalUrl: z.string().nullable(),
  color: colorSchema.nullable(),
  templateName: z.string().nullable(),
  mockupUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `unavailable`: the line's portrait no longer exists (deleted or expired); checkout refuses it by name. */
export const cartLineSchema = cartItemSchema.extend({ unavailable: z.boolean() });
export type CartLine = z.infer<typeof cartLineSchema>;
/** `GET /api/cart` and the reply of `POST /api/cart/items`. */
export const cartSchema = z.object({ items: z.array(cartLineSchema) });
/** A cart holds at most this many lines. */
export const MAX_CART_ITEMS = 50;
export const cartAddBodySchema = z.object({ items: z.array(cartItemInputSchema).min(1).max(MAX_CART_ITEMS) });
export const cartItemParamsSchema = z.object({ id: z.string().max(80) });

/** Request types: what a caller sends (the schemas' input). */
export type CartAddBody = z.input<typeof cartAddBodySchema>;
