import { z } from 'zod';

/** `POST /api/create-payment-intent`: start paying for a token package. */
export const tokenPaymentIntentBodySchema = z.object({
  packageId: z.string().min(1).max(64),
  /** The spec's client sends its uid; it must be the caller's own. */
  uid: z.string().max(128).nullish(),
});
export const tokenPaymentIntentReplySchema = z.object({
  clientSecret: z.string(),
  paymentId: z.string(),
  provider: z.enum(['local', 'stripe']),
  amountCents: z.number().int(),
  currency: z.string(),
  packageId: z.string(),
  tokens: z.number().int(),
});
export type TokenPaymentIntent = z.infer<typeof tokenPaymentIntentReplySchema>;

/** What each ledger reason reads as for the customer (token history, the data export). */
export const TOKEN_REASON_LABELS: Record<string, string> = {
  signup: 'Welcome bonus',
  purchase: 'Token purchase',
  generation: 'Portrait generation',
  edit: 'Portrait edit',
  refund: 'Refund for a failed generation',
  referral: 'Invite link reward',
  admin: 'Adjustment by the shop',
};

/** `GET /api/me/token-history`. */
export const tokenHistorySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      delta: z.number(),
      reason: z.string(),
      balanceAfter: z.number(),
      createdAt: z.string(),
    }),
  ),
});
export type TokenHistory = z.infer<typeof tokenHistorySchema>;

/** Request types: what a caller sends (the schemas' input). */
export type TokenPaymentIntentBody = z.input<typeof tokenPaymentIntentBodySchema>;
