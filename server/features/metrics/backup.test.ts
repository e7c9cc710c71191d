import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * GET /ops/backup (issue 35, item 4), in production: the whole database and every file, so only for an
 * operator on this machine — a loopback peer with no proxy's forwarding header — or with BACKUP_TOKEN.
 * A reverse proxy on the same host connects from loopback and says so in a header; the metrics token is
 * a scraper's credential and opens nothing here.
 */
const METRICS_TOKEN = 'scrape-token-0123456789';
const BACKUP_TOKEN = 'backup-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: '1',
      PUBLIC_URL: 'https://shop.example.com',
      METRICS_TOKEN,
      BACKUP_TOKEN,
    },
  });
});
afterAll(() => t.close());

const backup = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: '/ops/backup', headers, remoteAddress });

describe('GET /ops/backup', () => {
  it('is refused to a request a local proxy passed on (no TRUST_PROXY), whichever header it used', async () => {
    expect(t.deps.config.production).toBe(true);
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-host': 'shop.example.com' },
    ];
    for (const headers of forwarded) {
      const res = await backup(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('is refused with the metrics token, from anywhere', async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await backup(bearer, '203.0.113.9')).statusCode).toBe(403);
    expect((await backup({ ...bearer, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await backup({}, '203.0.113.9')).statusCode).toBe(403);
  });

  it('serves a signed archive to a local operator, and through a proxy with BACKUP_TOKEN', async () => {
    for (const res of [
      await backup(),
      await backup({ authorization: `Bearer ${BACKUP_TOKEN}`, 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = zlib.gunzipSync(res.rawPayload).toString().trim().split('\n');
      expect(JSON.parse(lines[0]!)).toEqual({ header: { format: 'pawtrait-backup', version: 2 } });
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ signature: { hmac: 'sha256' } });
    }
  });
});
