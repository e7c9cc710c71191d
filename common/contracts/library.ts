import { z } from 'zod';

export const libraryItemSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  /** The preview at each size it was stored in (`srcset`); absent for items made before sizes were kept. */
  imageSrcSet: z.string().optional(),
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

export const libraryListSchema = z.object({ items: z.array(libraryItemSchema) });
export const libraryItemParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const librarySavedBodySchema = z.object({ saved: z.boolean() });

/** Request types: what a caller sends (the schemas' input). */
export type LibrarySavedBody = z.input<typeof librarySavedBodySchema>;
