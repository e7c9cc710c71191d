import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  createTestApp,
  signUp,
  TEST_ADMIN_EMAIL,
  TEST_ORIGIN,
  cookieHeader,
  type TestApp,
} from '../../test/harness.js';
import { postJson } from '../../test/fixtures.js';
import { emailOutbox, tokenLedger } from '../../db/schema.js';
import { newReferralToken } from './auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('accounts', () => {
  it('gives a new account 5 tokens through the ledger and a 12-character referral token', async () => {
    const { cookie, userId } = await signUp(t.app);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ tokens: 5, isAdmin: false });
    expect(me.json().referralToken).toMatch(/^[A-Za-z0-9]{12}$/);
    const ledger = await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId));
    expect(ledger).toEqual([expect.objectContaining({ delta: 5, reason: 'signup', balanceAfter: 5 })]);
  });

  it('makes unbiased 12-character referral tokens that differ', () => {
    const tokens = new Set(Array.from({ length: 200 }, newReferralToken));
    expect(tokens.size).toBe(200);
    for (const tok of tokens) expect(tok).toHaveLength(12);
  });

  it('item 7: sign-up refusals are readable sentences for every field, no [body.email] prefixes', async () => {
    const res = await postJson(t.app, '/api/auth/sign-up/email', {
      email: 'not-an-email',
      password: 'short',
      name: 'x',
    });
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(message).not.toMatch(/\[body|\bbody\./);
    expect(message).toContain('Please enter a valid email address.');
  });

  it('refuses /api/me when signed out', async () => {
    const res = await t.app.inject({ url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in first.' } });
  });

  it('answers a wrong password with the provider message and no session', async () => {
    const { email } = await signUp(t.app);
    const res = await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs out', async () => {
    const { cookie } = await signUp(t.app);
    const out = await postJson(t.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('marks configured admins by e-mail, case-insensitively', async () => {
    const { cookie } = await signUp(t.app, TEST_ADMIN_EMAIL.toUpperCase());
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().isAdmin).toBe(true);
  });
});

describe('password reset', () => {
  it("links to the shop's PUBLIC_URL even when asked from another of its addresses (issue 36)", async () => {
    const { email } = await signUp(t.app);
    const ask = await postJson(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: 'http://127.0.0.1:3999/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    const [mail] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const link = new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get('callbackURL')).toBe(`${TEST_ORIGIN}/reset-password`);
    expect(mail!.html).not.toContain('127.0.0.1');
  });

  it('sends a reset link through the outbox, sets the new password and ends old sessions', async () => {
    const { email, cookie } = await signUp(t.app);
    const ask = await postJson(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    });
    expect(ask.statusCode).toBe(200);
    const [mail] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail?.subject).toBe('Reset your Pawtrait Studio password');
    const link = /(http\S+reset-password\S+)/.exec(mail!.text)![1]!;
    const opened = await t.app.inject({ url: link.replace(TEST_ORIGIN, '') });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;

    const reset = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);

    const again = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'another one entirely' });
    expect(again.statusCode).toBe(400);
    const signIn = await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'a brand new password' });
    expect(signIn.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: cookieHeader(signIn.headers['set-cookie']) } }))
        .statusCode,
    ).toBe(200);
  });
});
