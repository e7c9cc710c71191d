import { z } from 'zod';

/** `POST /api/payments/local/confirm`: the built-in test gateway's card form (no real money). */
export const testCardBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  number: z.string().max(40),
  // Wide on purpose: an impossible month or year is the test gateway's decline, worded like a card's.
  expMonth: z.coerce.number().int().min(0).max(99),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().max(8),
});
export const testCardReplySchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  message: z.string().optional(),
});

/** `GET /api/payments/{id}`: the payer's view of one payment. */
export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentParamsSchema = z.object({ id: z.string().max(64) });

/** `POST /api/payments/stripe/webhook` (raw body, signed by Stripe). */
export const webhookReplySchema = z.object({ received: z.literal(true), outcome: z.string() });

/** Request types: what a caller sends (the schemas' input). */
export type TestCardBody = z.input<typeof testCardBodySchema>;
