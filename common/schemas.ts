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
