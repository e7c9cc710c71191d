import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { tokensOf } from '../../test/fixtures.js';
import { referralClicks, tokenLedger } from '../../db/schema.js';
import { findLedgerMismatches } from '../tokens/tokens.service.js';
import { normalizeSource, recordReferralClick } from './referrals.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const balanceOf = (userId: string) => tokensOf(t, userId);
let ip = 0;
/** A click from its own address each time, so the rate limit stays out of the way unless tested. */
function click(payload: unknown, opts: { cookie?: string; remoteAddress?: string } = {}) {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/referral-click',
    headers: { ...json, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: payload as object,
    remoteAddress: opts.remoteAddress ?? `10.1.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}
async function owner() {
  const who = await signUp(t.app);
  const me = (await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } })).json();
  return { ...who, token: me.referralToken as string };
}

describe('POST /api/referral-click', () => {
  it("credits the link's owner +5 once per link ever, with a referral ledger row and a live event", async () => {
    const o = await owner();
    const heard: string[] = [];
    const stop = t.deps.hub.subscribe(o.userId, (e) => heard.push(e.topic));
    const first = await click({ token: o.token, source: 'facebook' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ awarded: 5 });
    expect(await balanceOf(o.userId)).toBe(10);
    for (let i = 0; i < 3; i++) expect((await click({ token: o.token, source: 'x' })).json()).toEqual({ awarded: 0 });
    const visitor = await signUp(t.app);
    expect((await click({ token: o.token, source: 'instagram' }, { cookie: visitor.cookie })).json()).toEqual({
      awarded: 0,
    });
    expect(await balanceOf(o.userId)).toBe(10);
    const ledger = await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, o.userId));
    expect(ledger.filter((l) => l.reason === 'referral')).toEqual([
      expect.objectContaining({ delta: 5, balanceAfter: 10 }),
    ]);
    await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(heard).toEqual(expect.arrayContaining(['me', 'referral']));
    const clicks = await t.deps.db.select().from(referralClicks).where(eq(referralClicks.referrerUserId, o.userId));
    expect(clicks.map((c) => c.outcome).sort()).toEqual([
      'already_credited',
      'already_credited',
      'already_credited',
      'already_credited',
      'credited',
    ]);
    expect(clicks.find((c) => c.outcome === 'credited')!.source).toBe('facebook');
  });

  it('awards nothing for self-clicks and unknown tokens, answering awarded 0 rather than an error', async () => {
    const o = await owner();
    expect((await click({ token: o.token, source: 'unknown' }, { cookie: o.cookie })).json()).toEqual({ awarded: 0 });
    expect(await balanceOf(o.userId)).toBe(5);
    const unknown = await click({ token: 'NoSuchToken12', source: 'facebook' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ awarded: 0 });
    // After a self-click the link can still earn its one credit from someone else.
    expect((await click({ token: o.token })).json()).toEqual({ awarded: 5 });
  });

  it('credits exactly once under 50 concurrent clicks on one link', async () => {
    const o = await owner();
    const replies = await Promise.all(Array.from({ length: 50 }, () => click({ token: o.token, source: 'x' })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(replies.filter((r) => r.json().awarded === 5)).toHaveLength(1);
    expect(await balanceOf(o.userId)).toBe(10);
    expect(await findLedgerMismatches(t.deps.db, [o.userId])).toEqual([]);
  });

  it('also credits once when the service is called concurrently', async () => {
    const o = await owner();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        recordReferralClick(t.deps.db, { token: o.token, source: 'x', visitorUserId: null }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(o.userId)).toBe(10);
  });

  it('is rate-limited per address', async () => {
    const replies = [];
    for (let i = 0; i < 22; i++) replies.push(await click({ token: 'NoSuchToken12' }, { remoteAddress: '10.9.9.9' }));
    expect(replies.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    expect(replies[21]!.statusCode).toBe(429);
    expect(replies[21]!.json().error.code).toBe('RATE_LIMITED');
  });

  it('refuses a missing or absurd token with a 400', async () => {
    expect((await click({ source: 'x' })).statusCode).toBe(400);
    expect((await click({ token: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await click({ token: '   ' })).statusCode).toBe(400);
  });

  it('keeps the source to facebook, instagram, x or unknown', () => {
    expect(['facebook', 'Instagram', 'X', 'twitter', 'tiktok', '', null, undefined].map(normalizeSource)).toEqual([
      'facebook',
      'instagram',
      'x',
      'x',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});

describe('the credit modal data', () => {
  it('lists the unacknowledged credit to its owner until they press OK', async () => {
    const o = await owner();
    const other = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/referral-credits', headers: { cookie: o.cookie } })).json()).toEqual({
      credits: [],
      total: 0,
    });
    await click({ token: o.token, source: 'facebook' });
    const unseen = (await t.app.inject({ url: '/api/referral-credits', headers: { cookie: o.cookie } })).json();
    expect(unseen.total).toBe(5);
    expect(unseen.credits).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/referral-credits', headers: { cookie: other.cookie } })).json().total).toBe(
      0,
    );
    const ids = unseen.credits.map((c: { id: string }) => c.id);
    const byOther = await t.app.inject({
      method: 'POST',
      url: '/api/referral-credits/seen',
      headers: { ...json, cookie: other.cookie },
      payload: { ids },
    });
    expect(byOther.json()).toEqual({ updated: 0 });
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/referral-credits/seen',
      headers: { ...json, cookie: o.cookie },
      payload: { ids },
    });
    expect(seen.json()).toEqual({ updated: 1 });
    expect((await t.app.inject({ url: '/api/referral-credits', headers: { cookie: o.cookie } })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/referral-credits' })).statusCode).toBe(401);
  });
});
