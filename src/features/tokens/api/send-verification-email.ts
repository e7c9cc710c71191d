import { request } from '../../../lib/api-client';

/** Better Auth's verification e-mail; its link brings the customer back to `callbackURL`. */
export const sendVerificationEmail = (email: string, callbackURL: string) =>
  request('POST /api/auth/send-verification-email', { body: { email, callbackURL } });
