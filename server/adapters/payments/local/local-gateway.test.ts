import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUp, TEST_ORIGIN, type TestApp } from '../../../test/harness.js';
import { createTwoNodes } from '../../../test/fixtures.js';
import { user } from '../../../db/schema.js';
import { findLedgerMismatches } from '../../../features/tokens/tokens.service.js';
import { createLocalGateway } from './local-gateway.js';

/**
 * The test gateway's intents live in the shop's database: two nodes on one database (on PostgreSQL
 * each with its own pool, as two processes would have) see the same intents, and a gateway made
 * after a restart pays an intent opened before it.
 */
let a: TestApp;
let b: TestApp;
let close: () => Promise<void>;
beforeAll(async () => ({ a, b, close } = await createTwoNodes()));
afterAll(() => close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const balanceOf = async (userId: string) =>
  (await a.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;

async function startPurchase(node: TestApp) {
  const who = await signUp(node.app);
  const res = await node.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { ...json, cookie: who.cookie },
    payload: { packageId: 'tokens_10', uid: who.userId },
  });
  expect(res.statusCode).toBe(200);
  return { ...who, clientSecret: res.json().clientSecret as string };
}
const confirm = (node: TestApp, cookie: string, clientSecret: string, number = card.number) =>
  node.app.inject({
    method: 'POST',
    url: '/api/payments/local/confirm',
    headers: { ...json, cookie },
    payload: { clientSecret, ...card, number },
  });

describe('the test gateway across nodes and restarts', () => {
  it('a payment started on node A is paid on node B, once', async () => {
    const p = await startPurchase(a);
    const declined = await confirm(b, p.cookie, p.clientSecret, '4000000000000002');
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await balanceOf(p.userId)).toBe(5);
    const paid = await confirm(b, p.cookie, p.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await balanceOf(p.userId)).toBe(15);
    const again = await confirm(a, p.cookie, p.clientSecret);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This payment has already been completed.');
    expect(await findLedgerMismatches(a.deps.db, [p.userId])).toEqual([]);
  });

  it('two nodes charging the same intent at once credit it once', async () => {
    const p = await startPurchase(a);
    const both = await Promise.all([confirm(a, p.cookie, p.clientSecret), confirm(b, p.cookie, p.clientSecret)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(p.userId)).toBe(15);
  });

  it('an intent opened before a restart is paid after it', async () => {
    const p = await startPurchase(a);
    // A restarted node builds its gateway afresh: nothing in memory carries over.
    a.deps.payments.gateway = createLocalGateway(a.deps.db);
    const paid = await confirm(a, p.cookie, p.clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(p.userId)).toBe(15);
  });

  it('an unknown or forged client secret still reads as expired', async () => {
    const p = await startPurchase(a);
    const forged = p.clientSecret.replace(/.{4}$/, '0000');
    const res = await confirm(b, p.cookie, forged);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This payment has expired. Please start again.');
  });
});
