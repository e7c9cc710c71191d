import { z } from 'zod';
import { colorSchema } from './cart.js';
import { text } from './messages.js';
import { orderItemSchema, orderSchema } from './orders.js';
import { templateSchema } from './templates.js';

const imageUrl = text('Image', 2000, { required: true });
const templatePrompt = text('Prompt', 3000).min(1, 'Please enter a prompt to generate the template.');

/** The fields an admin writes on a template (style). */
export const templateFieldsSchema = z.object({
  name: text('Name', 80, { required: true }),
  description: text('Description', 600, { required: true }),
  prompt: templatePrompt,
  image: imageUrl,
  subtitle: text('Subtitle', 60).nullish(),
  priceCents: z.number().int().min(100).max(100_000).nullish(),
});
export const templateCreateBodySchema = templateFieldsSchema;
export const templateUpdateBodySchema = templateFieldsSchema
  .extend({ hidden: z.boolean(), sortOrder: z.number().int().min(-1_000_000).max(1_000_000) })
  .partial();
export const adminTemplateListSchema = z.object({ templates: z.array(templateSchema) });

/** `GET /api/admin/reference-pet`: a random image from dog_cat/. */
export const referencePetSchema = z.object({ imageUrl: z.string() });

/** `POST /api/generate-template`: texts from the prompt and a preview painted from the reference pet. */
export const generateTemplateBodySchema = z.object({
  userPrompt: text('Prompt', 2000).min(1, 'Please enter a prompt to generate the template.'),
  referenceImageUrl: imageUrl,
  /** A re-preview of this template: painted in its style, as its customers' portraits are. */
  templateId: z.string().min(1).max(100).optional(),
});
export const generatedTemplateSchema = z.object({
  name: z.string(),
  short: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type GeneratedTemplate = z.infer<typeof generatedTemplateSchema>;

/** `POST /api/printful-mockup`: a framed mockup of a template image. */
export const templateMockupBodySchema = z.object({
  imageUrl,
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  color: colorSchema.default('black'),
});
export const templateMockupSchema = z.object({ mockupUrl: z.string() });

/** The order desk. Each order also carries its raw record (`raw`) for the lab. */
export const adminOrdersQuerySchema = z.object({ status: z.enum(['active', 'completed', 'all']).default('active') });
export const adminOrderItemSchema = orderItemSchema.extend({
  /** Signed, expiring link to the full-resolution print file the lab needs (null when the file is gone). */
  printFileUrl: z.string().nullable().optional(),
  /** Signed links to the item's mockups. */
  mockupLinks: z.array(z.string()).optional(),
});
export const adminPaymentSchema = z.looseObject({
  paymentId: z.string(),
  provider: z.string().optional(),
  receiptUrl: z.string().nullable().optional(),
  chargeId: z.string().nullable().optional(),
});
export const adminOrderSchema = orderSchema.extend({
  items: z.array(adminOrderItemSchema),
  payment: adminPaymentSchema.nullable(),
  raw: z.record(z.string(), z.unknown()),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema) });
export const adminOrderParamsSchema = z.object({ id: z.string().max(40) });

/** `POST /api/test-email`. */
export const testEmailReplySchema = z.object({ success: z.boolean(), error: z.string().optional() });

/** Request types: what a caller sends (the schemas' input). */
export type GenerateTemplateBody = z.input<typeof generateTemplateBodySchema>;
export type TemplateMockupBody = z.input<typeof templateMockupBodySchema>;
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;
export type TemplateCreateBody = z.input<typeof templateCreateBodySchema>;
export type TemplateUpdateBody = z.input<typeof templateUpdateBodySchema>;
