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
