import { z } from 'zod';

/** `POST /api/referral-click`: a visitor arrived through an invite link. */
export const referralClickBodySchema = z.object({
  token: z.string().trim().min(1).max(64),
  source: z.string().max(64).nullish(),
});
export const referralClickReplySchema = z.object({ awarded: z.number().int() });

/** `GET /api/referral-credits`: invite-link credits the owner has not acknowledged. */
export const referralCreditsSchema = z.object({
  credits: z.array(z.object({ id: z.string(), awarded: z.number().int(), createdAt: z.string() })),
  total: z.number().int(),
});
export type ReferralCredits = z.infer<typeof referralCreditsSchema>;

/** `POST /api/referral-credits/seen`. */
export const referralSeenBodySchema = z.object({ ids: z.array(z.string().max(64)).max(50) });
export const referralSeenReplySchema = z.object({ updated: z.number().int() });

/** Request types: what a caller sends (the schemas' input). */
export type ReferralClickBody = z.input<typeof referralClickBodySchema>;
export type ReferralSeenBody = z.input<typeof referralSeenBodySchema>;
