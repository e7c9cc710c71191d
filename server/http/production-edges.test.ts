import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { loadConfig } from '../config.js';
import { MAX_FILE_LINK_SECONDS, newFileKey, signFileKey } from '../adapters/storage/storage.port.js';
import { signDownload } from '../features/orders/order-ids.js';

/**
 * The edges a production shop must hold (issue 26): API docs hidden, https or a deliberate opt-out,
 * Secure cookies over https, signed links with a maximum lifetime, and a signed-out file request
 * answered like a missing file (decision 007).
 */
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  ALLOW_TEST_PAYMENTS: '1',
  DATA_DIR: '/tmp/pawtrait-edges',
};

describe('production configuration', () => {
  it('refuses an http:// public address unless told so on purpose; localhost is this machine', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://shop.example.com' })).toThrow(
      /PUBLIC_URL must be https:\/\/ in production/,
    );
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'http://shop.example.com', ALLOW_INSECURE_HTTP: '1' }).publicUrl,
    ).toBe('http://shop.example.com');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.com' }).publicUrl).toBe(
      'https://shop.example.com',
    );
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4401', 'http://[::1]:3000'])
      expect(loadConfig({ ...production, PUBLIC_URL: local }).publicUrl).toBe(local);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://shop.example.com' }).publicUrl).toBe(
      'http://shop.example.com',
    );
  });

  it('publishes the API docs in development, and in production only with API_DOCS=1', () => {
    const https = { ...production, PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig(https).apiDocs).toBe(false);
    expect(loadConfig({ ...https, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
  });
});

describe('a production shop on https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_TEST_PAYMENTS: '1',
        REQUIRE_EMAIL_VERIFICATION: '0',
        PUBLIC_URL: 'https://shop.example.com',
      },
    });
  });
  afterAll(() => t.close());

  it('hides /api/docs', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
  });

  it('sends every cookie Secure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'secure@example.com', password: 'correct horse battery', name: 'Secure' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().filter(Boolean).map(String);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/;\s*Secure/i);
  });
});

describe('signed links', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { userId } = await signUp(t.app);
    key = newFileKey('library', userId, '.webp');
    await t.deps.storage.put(key, Buffer.from('RIFF0000WEBP'), 'image/webp');
  });
  afterAll(() => t.close());

  const fileLink = (exp: number) =>
    `/files/${key}?exp=${exp}&sig=${createHmac('sha256', t.deps.secret).update(`file:${key}:${exp}`).digest('base64url')}`;

  it('a file link lives at most 7 days: a longer one is refused even with a good signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await t.app.inject({ url: fileLink(now + 3600) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: fileLink(now + MAX_FILE_LINK_SECONDS - 60) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: fileLink(now + MAX_FILE_LINK_SECONDS + 3600) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: fileLink(now + 10 * 365 * 86_400) })).statusCode).toBe(404);
    expect(() => signFileKey(t.deps.secret, key, MAX_FILE_LINK_SECONDS + 1)).toThrow(/at most/);
  });

  it('a download link lives at most 30 days', async () => {
    const { cookie } = await signUp(t.app);
    const later = signDownload(t.deps.secret, 'PP-NOTANORDER', 0, Date.now() + 31 * 86_400_000); // signed as if 31 days from now
    const res = await t.app.inject({
      url: `/api/orders/PP-NOTANORDER/items/0/download?exp=${later.exp}&sig=${later.sig}`,
    });
    expect(res.statusCode).toBe(401); // not accepted as signed: a session is asked for
    const fine = signDownload(t.deps.secret, 'PP-NOTANORDER', 0);
    expect(
      (await t.app.inject({ url: `/api/orders/PP-NOTANORDER/items/0/download?exp=${fine.exp}&sig=${fine.sig}` }))
        .statusCode,
    ).toBe(404); // signed; no such order
    expect(
      (await t.app.inject({ url: `/api/orders/PP-NOTANORDER/items/0/download`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('a signed-out request for a private file is answered like a missing file: 404 (decision 007)', async () => {
    expect((await t.app.inject({ url: `/files/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/files/library/nobody/missing.webp` })).statusCode).toBe(404);
  });
});
