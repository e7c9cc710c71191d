import { z } from 'zod';

/** A style (template) as `GET /api/templates` and `GET /api/templates/{id}` return it. */
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

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
