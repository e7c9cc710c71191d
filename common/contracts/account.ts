import { z } from 'zod';
import { storedAddressFields } from './contact.js';

export * from './contact.js';
export * from './us-states.js';

/** `GET /api/me`. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  referralToken: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The sign-up tokens wait for the e-mail address to be verified (REQUIRE_EMAIL_VERIFICATION). */
  verificationPending: z.boolean().optional(),
  /** Orders whose proof waits for the customer's approval (the header's notice). */
  proofsWaiting: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** `PUT /api/me/profile`: the name the shop greets the customer by (the account page). */
export const PROFILE_NAME_MAX = 60;
export const profilePatchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(PROFILE_NAME_MAX, `Please keep your name to ${PROFILE_NAME_MAX} characters.`),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
export const profileReplySchema = z.object({ name: z.string() });

/** `GET /api/config`: what the SPA needs to know before anyone signs in. */
export const publicConfigSchema = z.object({
  /** The shop's address (PUBLIC_URL): every link a customer hands on (invite, share, e-mail return) starts with it. */
  publicUrl: z.string(),
  providers: z.object({ google: z.boolean(), apple: z.boolean() }),
  devOutbox: z.boolean(),
  payments: z.object({ kind: z.enum(['local', 'stripe']), publishableKey: z.string().optional() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * `GET /api/me/contact` and the reply of `PUT /api/me/contact` (the body is `contactPatchSchema`). A saved
 * contact may be partial (the account page saves only the address) or written under older rules, so the
 * reply is described loosely; `contactSchema` is what checkout requires.
 */
export const savedContactSchema = z.object({
  email: z.string().optional(),
  subscribe: z.boolean().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  address: z.object(storedAddressFields).partial().optional(),
});
export const contactReplySchema = z.object({ contact: savedContactSchema.nullable() });

/** `POST /api/me/delete`: the account's password confirms (accounts without one type their e-mail address). */
export const deleteAccountSchema = z.object({
  password: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountSchema>;
export const deleteAccountReplySchema = z.object({ deleted: z.literal(true) });
/** `POST /api/auth/send-verification-email` (Better Auth's route, which checks it itself). */
export const sendVerificationEmailBodySchema = z.object({
  email: z.string().max(320),
  callbackURL: z.string().max(500),
});
export type SendVerificationEmailBody = z.input<typeof sendVerificationEmailBodySchema>;
