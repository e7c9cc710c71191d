import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { LOCAL_ADMIN_EMAIL, type Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import type { Mailer } from '../../adapters/email/email.port.js';
import { REFERRAL_TOKEN_LENGTH, TOKENS_AT_SIGN_UP } from '../../../common/catalog.js';
import { greetingName } from '../../../common/greeting.js';
import { creditTokens } from '../tokens/tokens.service.js';
import { passwordResetEmail, verifyEmailMessage } from './auth.emails.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceCookieValue } from '../referrals/referrals.service.js';

/** The header through which the app hands Better Auth the client address it resolved (TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-pawtrait-client-ip';

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
  db: Db;
  config: Config;
  mailer: Mailer;
  secret: string;
  /** The shop's name in the live storefront settings (the auth e-mails name it). */
  shopName: () => string;
  /** Called after every session row Better Auth deletes (sign-out, revoke-session(s), password reset). */
  onSessionDeleted?: (session: { userId: string; token: string }) => Promise<void>;
};

/** The sign-up tokens, once per account (the ledger's unique reason+refId keeps it once). */
const grantSignUpTokens = (db: Db, userId: string) =>
  creditTokens(db, { userId, delta: TOKENS_AT_SIGN_UP, reason: 'signup', refId: userId });

export function createAuth({ db, config, mailer, secret, shopName, onSessionDeleted }: AuthDeps) {
  // An ADMIN_EMAILS address opens the admin desk only once proved (auth-guard.ts), so its link is sent even where
  // verification is not required; the shop's own local admin is created proved (bootstrap.ts).
  const mailsVerification = (email: string) => {
    const address = email.toLowerCase();
    return config.requireEmailVerification || (config.admin.emails.includes(address) && address !== LOCAL_ADMIN_EMAIL);
  };
  return betterAuth({
    appName: 'Pawtrait Studio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.origins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        // The link leads back to the shop's PUBLIC_URL, whichever of its addresses the request came from.
        const link = new URL(url);
        link.searchParams.set('callbackURL', `${config.publicUrl}/reset-password`);
        await mailer.send(passwordResetEmail(user.email, link.toString(), greetingName(user), shopName()));
      },
    },
    emailVerification: {
      // Sign-up tokens wait for the address when REQUIRE_EMAIL_VERIFICATION is on (decision 008).
      sendOnSignUp: config.requireEmailVerification || config.admin.emails.length > 0,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        if (!mailsVerification(user.email)) return;
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/tokens');
        await mailer.send(verifyEmailMessage(user.email, link.toString(), greetingName(user), shopName()));
      },
      afterEmailVerification: async (user) => {
        await grantSignUpTokens(db, user.id);
      },
    },
    socialProviders: {
      ...(config.google
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {}),
      ...(config.apple
        ? {
            apple: {
              clientId: config.apple.clientId,
              clientSecret: config.apple.clientSecret,
              appBundleIdentifier: config.apple.appBundleIdentifier,
            },
          }
        : {}),
    },
    session: { cookieCache: { enabled: false } },
    rateLimit: { enabled: config.authRateLimit },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The app resolves the client address once (Fastify, TRUST_PROXY) and passes it in this header,
      // replacing anything the client sent; Better Auth's rate limit keys on the same address.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        if (!session) return;
        ctx.setCookie(DEVICE_COOKIE, deviceCookieValue(secret, ctx.getCookie(DEVICE_COOKIE), session.user.id), {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: DEVICE_COOKIE_MAX_AGE,
          secure: config.publicUrl.startsWith('https://'),
        });
      }),
    },
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
            // Social sign-ins arrive verified; e-mail sign-ups wait for the link when verification is required.
            if (!config.requireEmailVerification || user.emailVerified) await grantSignUpTokens(db, user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
