import http from 'node:http';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Several tests start their own app (S3, limits, proxies): generous on a busy machine.
vi.setConfig({ testTimeout: 300_000 });
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { emailOutbox } from '../db/schema.js';
import { DEVICE_COOKIE } from '../features/referrals/referral-device.js';

/** Security, part 2 (issue 12, decision 008): abuse costs the abuser. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, TEST_ADMIN_EMAIL);
}, 300_000);
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
type Inject = TestApp['app']['inject'];
const signUpFrom = (inject: Inject, remoteAddress: string, headers: Record<string, string> = {}) =>
  inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...json, ...headers },
    payload: {
      email: `u${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      name: 'U',
    },
  });

describe('referral rewards cannot be farmed', () => {
  it("the owner's device (cookie set at sign-in) earns nothing signed out; a stranger's click earns +5 once", async () => {
    const owner = await signUp(t.app);
    expect(owner.cookie).toContain(`${DEVICE_COOKIE}=`);
    const deviceOnly = owner.cookie
      .split('; ')
      .filter((c) => c.startsWith(`${DEVICE_COOKIE}=`))
      .join('; ');
    const { referralToken } = (await t.app.inject({ url: '/api/me', headers: { cookie: owner.cookie } })).json<{
      referralToken: string;
    }>();
    const click = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/referral-click',
        headers: cookie ? { cookie } : {},
        payload: { token: referralToken, source: 'x' },
      });
    expect((await click(owner.cookie)).json().awarded).toBe(0);
    expect((await click(deviceOnly)).json().awarded).toBe(0);
    const tampered = deviceOnly.replace(/=(.)/, (_m, c: string) => `=${c === 'A' ? 'B' : 'A'}`);
    expect((await click(tampered)).json().awarded).toBe(5);
    expect((await click()).json().awarded).toBe(0);
  });

  it('account creation is limited per client address (forged X-Forwarded-For does not help)', async () => {
    const limited = await createTestApp({ env: { SIGNUPS_PER_HOUR: '2' } });
    try {
      const inject = limited.app.inject.bind(limited.app);
      expect((await signUpFrom(inject, '10.1.1.1')).statusCode).toBe(200);
      expect((await signUpFrom(inject, '10.1.1.1', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(200);
      expect((await signUpFrom(inject, '10.1.1.1', { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(429);
      expect((await signUpFrom(inject, '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('with REQUIRE_EMAIL_VERIFICATION the 5 sign-up tokens arrive with the verified address, once', async () => {
    const v = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: '1' } });
    try {
      const user = await signUp(v.app);
      const me = () =>
        v.app
          .inject({ url: '/api/me', headers: { cookie: user.cookie } })
          .then((r) => r.json<{ tokens: number; verificationPending: boolean }>());
      expect(await me()).toMatchObject({ tokens: 0, verificationPending: true });
      const [mail] = await v.deps.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.to, user.email), eq(emailOutbox.subject, 'Confirm your Pawtrait Studio e-mail address')),
        );
      const link = mail!.text.match(/https?:\/\/\S+verify-email\S+/)![0];
      expect(link).toContain('callbackURL=%2Ftokens');
      const path = link.replace(/^https?:\/\/[^/]+/, '');
      expect((await v.app.inject({ url: path })).statusCode).toBeLessThan(400);
      expect(await me()).toMatchObject({ tokens: 5, verificationPending: false });
      await v.app.inject({ url: path });
      expect((await me()).tokens).toBe(5);
    } finally {
      await v.close();
    }
  });

  it('without it (development default) a new account has its 5 tokens at once', async () => {
    const user = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json()).toMatchObject({
      tokens: 5,
      verificationPending: false,
    });
  });
});

describe('client addresses: only from TRUST_PROXY; one client never locks out another', () => {
  const signIn = (
    inject: Inject,
    remoteAddress: string,
    password: string,
    email: string,
    headers: Record<string, string> = {},
  ) =>
    inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, ...json, ...headers },
      payload: { email, password },
    });

  it("Better Auth's limit keys on the socket address by default; forged headers neither bypass nor share it", async () => {
    const rl = await createTestApp({ env: { AUTH_RATE_LIMIT: '1' } });
    try {
      const inject = rl.app.inject.bind(rl.app);
      const email = 'victim@example.com';
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            remoteAddress: '10.3.0.9',
            headers: { origin: TEST_ORIGIN, ...json },
            payload: { email, password: 'the right password', name: 'V' },
          })
        ).statusCode,
      ).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await signIn(inject, '10.3.0.1', 'wrong password!', email, { 'x-forwarded-for': `198.51.100.${i}` }))
            .statusCode,
        );
      expect(codes).toContain(429);
      expect((await signIn(inject, '10.3.0.2', 'the right password', email)).statusCode).toBe(200);
    } finally {
      await rl.close();
    }
  });

  it('behind a configured proxy the forwarded address counts, and only from that proxy', async () => {
    const rl = await createTestApp({ env: { AUTH_RATE_LIMIT: '1', TRUST_PROXY: '10.9.0.1', SIGNUPS_PER_HOUR: '1' } });
    try {
      const inject = rl.app.inject.bind(rl.app);
      const email = 'proxied@example.com';
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            remoteAddress: '10.9.0.1',
            headers: { origin: TEST_ORIGIN, ...json, 'x-forwarded-for': '203.0.113.50' },
            payload: { email, password: 'the right password', name: 'P' },
          })
        ).statusCode,
      ).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await signIn(inject, '10.9.0.1', 'wrong password!', email, { 'x-forwarded-for': '203.0.113.5' })).statusCode,
        );
      expect(codes).toContain(429);
      expect(
        (await signIn(inject, '10.9.0.1', 'the right password', email, { 'x-forwarded-for': '203.0.113.6' }))
          .statusCode,
      ).toBe(200);
      // Sign-ups: one per forwarded client; a client that is not the proxy cannot pick its address.
      expect((await signUpFrom(inject, '10.9.0.1', { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(429);
      expect((await signUpFrom(inject, '10.9.0.1', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(200);
      expect((await signUpFrom(inject, '10.9.0.7', { 'x-forwarded-for': '203.0.113.52' })).statusCode).toBe(200);
      expect((await signUpFrom(inject, '10.9.0.7', { 'x-forwarded-for': '203.0.113.53' })).statusCode).toBe(429);
    } finally {
      await rl.close();
    }
  });

  it('over real sockets: 127.0.0.2 using up its sign-ups leaves 127.0.0.1 free', async () => {
    const real = await createTestApp({ env: { SIGNUPS_PER_HOUR: '1' } });
    try {
      await real.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (real.app.server.address() as AddressInfo).port;
      const send = (localAddress: string, xff?: string) =>
        new Promise<number>((resolve, reject) => {
          const body = JSON.stringify({
            email: `s${Math.random().toString(36).slice(2)}@example.com`,
            password: 'correct horse battery',
            name: 'S',
          });
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              localAddress,
              method: 'POST',
              path: '/api/auth/sign-up/email',
              headers: { origin: TEST_ORIGIN, ...json, ...(xff ? { 'x-forwarded-for': xff } : {}) },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      expect(await send('127.0.0.2')).toBe(200);
      expect(await send('127.0.0.2', '192.0.2.99')).toBe(429);
      expect(await send('127.0.0.1')).toBe(200);
    } finally {
      await real.close();
    }
  });
});

describe('CSRF: state-changing requests come from the shop’s own origins', () => {
  it('refuses another origin (another port of the same site too) and cross-site fetches', async () => {
    const user = await signUp(t.app);
    const add = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { cookie: user.cookie, ...headers },
        payload: { items: [{ id: 'ci_csrf', artworkUrl: '/files/dog_cat/chelsea-full.jpg', size: 'digital' }] },
      });
    for (const origin of ['http://localhost:4000', 'https://evil.example.com', 'null'])
      expect((await add({ origin })).statusCode, origin).toBe(403);
    expect((await add({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await add({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    for (const origin of [TEST_ORIGIN, 'http://127.0.0.1:3999'])
      expect((await add({ origin })).statusCode, origin).toBeLessThan(300);
    expect((await add({ 'sec-fetch-site': 'same-origin' })).statusCode).toBeLessThan(300);
    // Admin actions too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/test-email',
          headers: { cookie: admin.cookie, origin: 'http://localhost:5999' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sign-up works at 127.0.0.1 and localhost, not from another site; the Stripe webhook is exempt', async () => {
    for (const origin of ['http://127.0.0.1:3999', 'http://localhost:3999']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin, ...json },
        payload: {
          email: `o${Math.random().toString(36).slice(2)}@example.com`,
          password: 'correct horse battery',
          name: 'O',
        },
      });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: 'https://evil.example.com', ...json },
          payload: { email: 'evil@example.com', password: 'correct horse battery', name: 'E' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { origin: 'https://evil.example.com' },
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('development conveniences are safe', () => {
  it('the outbox is the admin’s only', async () => {
    const user = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/dev/outbox', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/dev/outbox', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('npm start says in its first lines that it is a development build and how to run production', () => {
    const out = execFileSync(process.execPath, ['scripts/start-banner.mjs'], {
      env: { ...process.env, NODE_ENV: '' },
      encoding: 'utf8',
    });
    const first = out.trim().split('\n').slice(0, 3).join('\n');
    expect(first).toMatch(/DEVELOPMENT build/);
    expect(first).toContain('NODE_ENV=production AUTH_SECRET=');
  });
});
