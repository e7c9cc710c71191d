import { z } from 'zod';

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prompt: z.string(),
  image: z.string(),
  imageSrcSet: z.string().optional(),
  subtitle: z.string(),
  priceCents: z.number().int(),
  /**
   * The lowest price a customer can pay for this template (catalog), and its struck-through price
   * (double). Always sent by the server; optional only so older fixtures still type-check.
   */
  fromPriceCents: z.number().int().optional(),
  fromListPriceCents: z.number().int().optional(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  referralToken: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The sign-up tokens wait for the e-mail address to be verified (REQUIRE_EMAIL_VERIFICATION). */
  verificationPending: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const publicConfigSchema = z.object({
  providers: z.object({ google: z.boolean(), apple: z.boolean() }),
  devOutbox: z.boolean(),
  payments: z.object({ kind: z.enum(['local', 'stripe']), publishableKey: z.string().optional() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const libraryItemSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  mockupUrl: z.string().nullable(),
  name: z.string(),
  saved: z.boolean(),
  size: z.string().nullable(),
  templateId: z.string().nullable(),
  promptOriginal: z.string().nullable(),
  promptRefined: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for saved items: they never expire. */
  expiresAt: z.string().nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const itemSizeSchema = z.enum(['small', 'medium', 'large', 'digital']);

export const colorSchema = z.enum(['black', 'white', 'red_oak']);

export const cartItemInputSchema = z.object({
  id: z.string().regex(/^ci_[A-Za-z0-9_]{1,60}$/, 'Cart item ids look like ci_...'),
  artworkUrl: z.string().min(1).max(2000),
  originalUrl: z.string().max(2000).nullish(),
  size: itemSizeSchema,
  color: colorSchema.nullish(),
  templateName: z.string().max(120).nullish(),
  mockupUrls: z.array(z.string().max(2000)).max(6).optional(),
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

export const addressSchema = z.object({
  country: z.literal('US'),
  address1: z.string().trim().min(1, 'Address is required.').max(200),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'City is required.').max(100),
  region: z.string().trim().min(1, 'State is required.').max(100),
  zip: z.string().trim().min(1, 'ZIP is required.').max(20),
});

export const contactSchema = z.object({
  email: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email.').max(200),
  subscribe: z.boolean().default(false),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  phone: z.string().trim().max(40).default(''),
  address: addressSchema,
});
export type Contact = z.infer<typeof contactSchema>;
