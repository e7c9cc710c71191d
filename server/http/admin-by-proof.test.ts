import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, proveAddress, signUp, TEST_ORIGIN, type TestApp } from '../test/harness.js';

/**
 * Issue 35, finding 1 (high): an ADMIN_EMAILS address made its first sign-up an admin before anyone proved it,
 * so whoever signed up first with the owner's address owned the shop. In production, with the address in mixed case.
 */
const OWNER = 'admin@prod.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', ADMIN_EMAILS: OWNER, REQUIRE_EMAIL_VERIFICATION: '1' },
  });
});
afterAll(() => t.close());

const adminCalls = [
  { method: 'GET', url: '/api/admin/health' },
  { method: 'GET', url: '/api/admin/orders?status=all' },
  { method: 'GET', url: '/api/admin/templates' },
  { method: 'POST', url: '/api/test-email', payload: {} },
] as const;
const callAll = (cookie: string) =>
  Promise.all(
    adminCalls.map((c) =>
      t.app.inject({ ...c, headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' } }),
    ),
  );

describe('admin by e-mail address, production', () => {
  it('is not given to an unverified sign-up with the owner address in any case; the verification link gives it', async () => {
    const squatter = await signUp(t.app, 'Admin@Prod.Example');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: squatter.cookie } });
    expect(me.json()).toMatchObject({ isAdmin: false, verificationPending: true });
    for (const res of await callAll(squatter.cookie)) expect(res.statusCode).toBe(403);

    // The owner of the address opens the link the shop mailed to it: now, and only now, the desk opens.
    const owner = await proveAddress(t.app, 'Admin@Prod.Example');
    const proved = await t.app.inject({ url: '/api/me', headers: { cookie: owner } });
    expect(proved.json()).toMatchObject({ isAdmin: true, verificationPending: false });
    for (const res of await callAll(owner)) expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('never makes another address an admin', async () => {
    const other = await signUp(t.app);
    await proveAddress(t.app, other.email);
    for (const res of await callAll(other.cookie)) expect(res.statusCode).toBe(403);
  });
});
