import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, createTestDatabase, signUp, TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { postJson } from '../test/fixtures.js';
import type { Database } from '../db/client.js';
import { emailOutbox, session } from '../db/schema.js';
import { cookieValue, verifySignedToken } from './session-cache.js';

// Two app instances ("nodes") on one database: PostgreSQL, or one shared PGlite instance.
let database: Database & { url?: string };
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({ database });
  b = await createTestApp({ database });
});
afterAll(async () => {
  // Each TestApp closes the database it was given; close the apps by hand and the database once.
  for (const t of [a, b]) {
    await t.app.close();
    await t.deps.sessions.stop();
    await t.deps.hub.stop();
  }
  await database.close();
});

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ url: '/api/me', headers: { cookie } }).then((r) => r.statusCode);
/**
 * The next request after a revocation arrives over the network, after the NOTIFY has reached every
 * listening node (sub-millisecond on one machine). Both nodes run in this one process here, so give
 * the event loop one short turn for the other node's LISTEN socket to be read before "the next request".
 */
const nextRequest = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Warm both nodes' caches: each has resolved (and now keeps) this session. */
async function warm(cookie: string) {
  expect(await me(a, cookie)).toBe(200);
  expect(await me(b, cookie)).toBe(200);
  expect(await me(b, cookie)).toBe(200);
}

describe('session resolution across two nodes', () => {
  it('refuses a signed-out session on the next request on both nodes', async () => {
    const { cookie } = await signUp(a.app);
    const other = await signUp(a.app);
    await warm(cookie);
    await warm(other.cookie);
    const out = await postJson(a.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    await nextRequest();
    expect(await me(b, cookie)).toBe(401);
    expect(await me(a, cookie)).toBe(401);
    // Someone else's session is untouched.
    expect(await me(b, other.cookie)).toBe(200);
  });

  it('refuses every session of a user after a password reset on the other node', async () => {
    const { cookie, email, password } = await signUp(a.app);
    const signIn = await postJson(b.app, '/api/auth/sign-in/email', { email, password });
    const second = String(signIn.headers['set-cookie']).split(';')[0]!;
    await warm(cookie);
    await warm(second);
    await postJson(b.app, '/api/auth/request-password-reset', { email, redirectTo: `${TEST_ORIGIN}/reset-password` });
    const [mail] = await b.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt));
    const link = /(http\S+reset-password\S+)/.exec(mail!.text)![1]!;
    const opened = await b.app.inject({ url: link.replace(TEST_ORIGIN, '') });
    const token = new URL(opened.headers.location as string).searchParams.get('token')!;
    const reset = await postJson(b.app, '/api/auth/reset-password', { token, newPassword: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    await nextRequest();
    for (const c of [cookie, second]) {
      expect(await me(a, c)).toBe(401);
      expect(await me(b, c)).toBe(401);
    }
  });

  it('refuses a session revoked with revoke-sessions on both nodes', async () => {
    const { cookie } = await signUp(b.app);
    await warm(cookie);
    const res = await postJson(b.app, '/api/auth/revoke-sessions', {}, cookie);
    expect(res.statusCode).toBe(200);
    await nextRequest();
    expect(await me(a, cookie)).toBe(401);
    expect(await me(b, cookie)).toBe(401);
  });

  it('refuses a forged signature, and a session whose row is gone once the cache lapses', async () => {
    const { cookie } = await signUp(a.app);
    const name = cookie.split('=')[0]!;
    const value = cookieValue(cookie, name)!;
    const token = verifySignedToken(value, a.deps.secret)!;
    expect(token).toBeTruthy();
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect(await me(a, forged)).toBe(401);
    expect(verifySignedToken(value, 'another secret')).toBeNull();
    // The cookie header of an API-only client is read the same way, among other cookies.
    expect(await me(a, `theme=dark; ${cookie}; other=1`)).toBe(200);
    // A row deleted behind Better Auth's back is refused by a node that has not cached it.
    await a.deps.db.delete(session).where(eq(session.token, token));
    expect(await me(b, cookie)).toBe(401);
  });
});

describe('cookieValue', () => {
  it('finds one cookie by exact name', () => {
    expect(cookieValue('a=1; better-auth.session_token=x.y; b=2', 'better-auth.session_token')).toBe('x.y');
    expect(cookieValue('__Secure-better-auth.session_token=z', 'better-auth.session_token')).toBeNull();
    expect(cookieValue('xbetter-auth.session_token=z', 'better-auth.session_token')).toBeNull();
    expect(cookieValue(undefined, 'n')).toBeNull();
  });
});
