import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import type { Mailer } from '../../adapters/email/email.port.js';
import { REFERRAL_TOKEN_LENGTH, TOKENS_AT_SIGN_UP } from '../../../common/catalog.js';
import { creditTokens } from '../tokens/tokens.service.js';
import { passwordResetEmail } from './auth.emails.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 12-character random referral token (rejection sampling keeps it unbiased). */
export function newReferralToken(): string {
  let out = '';
  while (out.length < REFERRAL_TOKEN_LENGTH) {
    for (const b of randomBytes(32)) {
      if (b < 4 * ALPHABET.length && out.length < REFERRAL_TOKEN_LENGTH) out += ALPHABET[b % ALPHABET.length];
    }
  }
  return out;
}

export type AuthDeps = {
  db: Db; config: Config; mailer: Mailer; secret: string;
  /** Called after every session row Better Auth deletes (sign-out, revoke-session(s), password reset). */
  onSessionDeleted?: (session: { userId: string; token: string }) => Promise<void>;
};

export function createAuth({ db, config, mailer, secret, onSessionDeleted }: AuthDeps) {
  return betterAuth({
    appName: 'Pawtrait Studio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173'],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, url));
      },
    },
    socialProviders: {
      ...(config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {}),
      ...(config.apple
        ? { apple: { clientId: config.apple.clientId, clientSecret: config.apple.clientSecret, appBundleIdentifier: config.apple.appBundleIdentifier } }
        : {}),
    },
    session: { cookieCache: { enabled: false } },
    rateLimit: { enabled: config.env === 'production' },
    advanced: { useSecureCookies: config.publicUrl.startsWith('https://') },
    user: {
      additionalFields: {
        tokens: { type: 'number', required: false, input: false, defaultValue: 0 },
        referralToken: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      session: { delete: { after: async (session) => onSessionDeleted?.(session) } },
      user: {
        create: {
          before: async (user) => ({ data: { ...user, tokens: 0, referralToken: newReferralToken() } }),
          after: async (user) => {
            await creditTokens(db, { userId: user.id, delta: TOKENS_AT_SIGN_UP, reason: 'signup', refId: user.id });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function isAdmin(user: { id: string; email: string }, admin: Config['admin']) {
  return admin.userIds.includes(user.id) || admin.emails.includes(user.email.toLowerCase());
}
