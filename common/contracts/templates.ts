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
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
