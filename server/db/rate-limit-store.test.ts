import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness.js';
import type { Database } from './client.js';
import { purgeRateLimitHits } from './rate-limit-store.js';

/** Two API nodes on one database (on PGlite: one database shared in-process, as the store sees it). */
let database: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  a = await createTestApp({ database: shared, env: { WORKERS: '0' } });
  b = await createTestApp({ database: shared, env: { WORKERS: '0' } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const click = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/referral-click',
    remoteAddress: ip,
    payload: { token: 'nobody', source: 'x' },
  });

describe('rate limits shared by every node', () => {
  it('POST /api/referral-click allows 20 a minute per client across both nodes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await click(a, '203.0.113.7')).statusCode, (await click(b, '203.0.113.7')).statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    const limited = await click(b, '203.0.113.7');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client has its own allowance, on either node.
    expect((await click(a, '203.0.113.8')).statusCode).not.toBe(429);
  });

  it('sweeps only counters whose window has passed', async () => {
    expect(await purgeRateLimitHits(database.db)).toBe(0);
    if (database.kind === 'postgres') {
      await database.db.execute(
        sql.raw(`update rate_limit_hits set reset_at = now() - interval '2 minutes' where key like '%203.0.113.8'`),
      );
      expect(await purgeRateLimitHits(database.db)).toBe(1);
    } else {
      // PGlite: the counters are kept in this process (no rows); both windows (1 minute) ended over a minute ago.
      expect((await database.db.execute(sql.raw('select count(*)::int as n from rate_limit_hits'))).rows).toEqual([
        { n: 0 },
      ]);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 + 1 });
      try {
        expect(await purgeRateLimitHits(database.db)).toBe(2);
      } finally {
        vi.useRealTimers();
      }
    }
    expect(await purgeRateLimitHits(database.db)).toBe(0);
  });

  it('a window that has passed starts again with the full allowance, on either node', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) expect((await click(i % 2 ? a : b, ip)).statusCode).not.toBe(429);
    expect((await click(a, ip)).statusCode).toBe(429);
    if (database.kind === 'postgres') {
      await database.db.execute(
        sql.raw(`update rate_limit_hits set reset_at = now() - interval '1 second' where key like '%${ip}'`),
      );
    } else {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_001 });
    }
    try {
      expect((await click(b, ip)).statusCode).not.toBe(429);
      expect(Number((await click(a, ip)).headers['x-ratelimit-remaining'])).toBe(18);
    } finally {
      vi.useRealTimers();
    }
  });
});
