import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { tokensOf } from '../../test/fixtures.js';
import { tokenLedger } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import { creditTokens, findLedgerMismatches, listTokenHistory, refundToken, spendToken } from './tokens.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balanceOf = (userId: string) => tokensOf(t, userId);

describe('token ledger', () => {
  it('debits 200 concurrent requests against a balance of 5: exactly 5 succeed, 195 get 403, the books add up', async () => {
    const { userId } = await signUp(t.app);
    expect(await balanceOf(userId)).toBe(5);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => spendToken(t.deps.db, { userId, refId: randomUUID() })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).status).toBe(403);
      expect((r.reason as AppError).code).toBe('INSUFFICIENT_TOKENS');
      expect((r.reason as AppError).message).toBe('Insufficient tokens.');
    }
    expect(await balanceOf(userId)).toBe(0);
    const rows = await t.deps.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId))
      .orderBy(asc(tokenLedger.seq));
    expect(rows.map((r) => r.delta)).toEqual([5, -1, -1, -1, -1, -1]);
    expect(rows.map((r) => r.balanceAfter)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
  });

  it('applies a change with a reference once, even when repeated concurrently', async () => {
    const { userId } = await signUp(t.app);
    const refId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => creditTokens(t.deps.db, { userId, delta: 3, reason: 'admin', refId })),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(8);
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
  });

  it('refuses zero, fractional and unknown-user changes, and writes nothing', async () => {
    const { userId } = await signUp(t.app);
    await expect(creditTokens(t.deps.db, { userId, delta: 0, reason: 'admin' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(creditTokens(t.deps.db, { userId, delta: 1.5, reason: 'admin' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(creditTokens(t.deps.db, { userId: 'nobody', delta: 1, reason: 'admin' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(creditTokens(t.deps.db, { userId, delta: -6, reason: 'admin' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_TOKENS',
    });
    expect(await balanceOf(userId)).toBe(5);
    expect(await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).toHaveLength(1);
  });

  it('has a database constraint that keeps the balance at or above 0', async () => {
    const { userId } = await signUp(t.app);
    await expect(t.deps.db.execute(sql`update "user" set tokens = -1 where id = ${userId}`)).rejects.toThrow();
    expect(await balanceOf(userId)).toBe(5);
  });

  it('refunds a debited generation once, and never a generation that was not debited', async () => {
    const { userId } = await signUp(t.app);
    const refId = randomUUID();
    await spendToken(t.deps.db, { userId, refId });
    expect((await spendToken(t.deps.db, { userId, refId })).applied).toBe(false);
    expect(await balanceOf(userId)).toBe(4);
    const refunds = await Promise.all([
      refundToken(t.deps.db, { userId, refId }),
      refundToken(t.deps.db, { userId, refId }),
    ]);
    expect(refunds.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(5);
    expect((await refundToken(t.deps.db, { userId, refId: randomUUID() })).applied).toBe(false);
    expect(await balanceOf(userId)).toBe(5);
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
  });

  it('publishes a live "me" event to the owner when the balance changes', async () => {
    const { userId } = await signUp(t.app);
    const heard = new Promise<string>((resolve) => {
      const stop = t.deps.hub.subscribe(userId, (e) => {
        stop();
        resolve(e.topic);
      });
    });
    await creditTokens(t.deps.db, { userId, delta: 2, reason: 'admin' });
    expect(await heard).toBe('me');
  });

  it('shows the user their own history, newest first, and nobody else', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const gen = randomUUID();
    await spendToken(t.deps.db, { userId: a.userId, refId: gen });
    await refundToken(t.deps.db, { userId: a.userId, refId: gen });
    await creditTokens(t.deps.db, { userId: a.userId, delta: 5, reason: 'referral', refId: randomUUID() });
    const history = await listTokenHistory(t.deps.db, a.userId);
    expect(history.map((h) => [h.reason, h.delta, h.balanceAfter])).toEqual([
      ['referral', 5, 10],
      ['refund', 1, 5],
      ['generation', -1, 4],
      ['signup', 5, 5],
    ]);
    const res = await t.app.inject({ url: '/api/me/token-history', headers: { cookie: b.cookie } });
    expect(res.json().entries.map((e: { reason: string }) => e.reason)).toEqual(['signup']);
    expect((await t.app.inject({ url: '/api/me/token-history' })).statusCode).toBe(401);
  });
});
