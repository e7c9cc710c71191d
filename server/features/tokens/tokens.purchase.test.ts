import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { tokensOf } from '../../test/fixtures.js';
import { emailOutbox, payments, tokenLedger } from '../../db/schema.js';
import { perTokenPrice } from '../../../common/catalog.js';
import { DEFAULT_SHOP_SETTINGS } from '../../../common/shop-defaults.js';
import { findLedgerMismatches } from './tokens.service.js';
import { fulfilTokenPurchase } from './tokens.purchase.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const nextYear = new Date().getUTCFullYear() + 1;
const balanceOf = (userId: string) => tokensOf(t, userId);

async function startPurchase(cookie: string, packageId: string, uid?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { ...json, cookie },
    payload: { packageId, uid },
  });
}
async function payWith(
  cookie: string,
  clientSecret: string,
  number: string,
  exp = { expMonth: 12, expYear: nextYear },
  cvc = '123',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/local/confirm',
    headers: { ...json, cookie },
    payload: { clientSecret, number, ...exp, cvc },
  });
}

describe('token packages', () => {
  it('are exactly the spec by default: 5 for $0.50, 10 for $2.99, 25 for $5.99 (most popular), per-token price to 2 decimals', () => {
    const packs = DEFAULT_SHOP_SETTINGS.tokenPacks;
    expect(packs.map((p) => [p.tokens, p.priceCents, p.badge])).toEqual([
      [5, 50, null],
      [10, 299, null],
      [25, 599, 'Most Popular'],
    ]);
    expect(packs.map(perTokenPrice)).toEqual(['0.10', '0.30', '0.24']);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('prices the package on the server and binds the payment to the caller', async () => {
    const { cookie, userId } = await signUp(t.app);
    const res = await startPurchase(cookie, 'tokens_25', userId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'local',
      amountCents: 599,
      currency: 'usd',
      packageId: 'tokens_25',
      tokens: 25,
    });
    expect(body.clientSecret).toMatch(/^lpi_[a-f0-9]+_secret_[a-f0-9]+$/);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      userId,
      purpose: 'tokens',
      amountCents: 599,
      status: 'created',
      details: { packageId: 'tokens_25', tokens: 25 },
    });
  });

  it("refuses the signed-out, another user's uid, unknown packages and junk, with clear 4xx", async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: json,
      payload: { packageId: 'tokens_5' },
    });
    expect(signedOut.statusCode).toBe(401);
    const foreign = await startPurchase(cookie, 'tokens_5', other.userId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const unknown = await startPurchase(cookie, 'tokens_1000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Unknown token package.' } });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...json, cookie },
      payload: '{"packageId":',
    });
    expect(junk.statusCode).toBe(400);
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...json, cookie },
      payload: { packageId: 'tokens_25', amountCents: 1 },
    });
    expect(priced.json().amountCents).toBe(599);
  });
});

describe('paying with the built-in test gateway', () => {
  it('4242 4242 4242 4242 pays: +10 tokens once, a purchase ledger row, a live "me" event', async () => {
    const { cookie, userId } = await signUp(t.app);
    const { clientSecret, paymentId } = (await startPurchase(cookie, 'tokens_10')).json();
    const heard = new Promise<string>((resolve) => {
      const stop = t.deps.hub.subscribe(userId, (e) => (stop(), resolve(e.topic)));
    });
    const paid = await payWith(cookie, clientSecret, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await heard).toBe('me');
    expect(await balanceOf(userId)).toBe(15);
    const ledger = await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.refId, paymentId));
    expect(ledger).toEqual([expect.objectContaining({ userId, delta: 10, reason: 'purchase', balanceAfter: 15 })]);
    const again = await payWith(cookie, clientSecret, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(userId)).toBe(15);
    const status = await t.app.inject({ url: `/api/payments/${paymentId}`, headers: { cookie } });
    expect(status.json()).toMatchObject({ status: 'succeeded', amountCents: 299 });
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
  });

  it('a paid pack sends one receipt e-mail, in the transaction of the credit; a repeat of the same payment sends none', async () => {
    const { cookie, userId, email } = await signUp(t.app);
    const { clientSecret, paymentId } = (await startPurchase(cookie, 'tokens_10')).json();
    const declined = await payWith(cookie, clientSecret, '4000 0000 0000 0002');
    expect(declined.json().status).toBe('failed');
    const receipts = () => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(await receipts()).toEqual([]);
    expect((await payWith(cookie, clientSecret, '4242 4242 4242 4242')).json()).toEqual({ status: 'succeeded' });
    const [receipt, ...more] = await receipts();
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ subject: 'Your Pawtrait Studio receipt: 10 tokens' });
    expect(receipt!.text).toContain('10 tokens for $2.99 ($0.30 per token) have been added to your balance.');
    expect(receipt!.text).toContain('Your balance is now 15 tokens.');
    expect(receipt!.text).toContain(`Payment reference: ${paymentId}`);
    expect(receipt!.html).toContain(`href="${t.deps.config.publicUrl}/tokens"`);
    // The same payment applied again (a repeated webhook): no second credit, no second receipt.
    const payment = {
      id: paymentId,
      userId,
      purpose: 'tokens' as const,
      amountCents: 299,
      details: { packageId: 'tokens_10', tokens: 10 },
    };
    await t.deps.db.transaction((tx) =>
      fulfilTokenPurchase({ mailer: t.deps.mailer, publicUrl: t.deps.config.publicUrl, settings: t.deps.settings })(
        tx,
        payment as never,
      ),
    );
    expect(await receipts()).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(15);
  });

  it('4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; nothing is credited; a retry can pay', async () => {
    const { cookie, userId } = await signUp(t.app);
    const { clientSecret, paymentId } = (await startPurchase(cookie, 'tokens_5')).json();
    const declined = await payWith(cookie, clientSecret, '4000 0000 0000 0002');
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card was declined.' });
    const broke = await payWith(cookie, clientSecret, '4000000000009995');
    expect(broke.json()).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(await balanceOf(userId)).toBe(5);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    expect((await payWith(cookie, clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    expect(await balanceOf(userId)).toBe(10);
  });

  it('bad numbers, past dates and short CVCs fail validation with 400 and change nothing', async () => {
    const { cookie, userId } = await signUp(t.app);
    const { clientSecret } = (await startPurchase(cookie, 'tokens_5')).json();
    const cases: [string, { expMonth: number; expYear: number }, string, string][] = [
      ['4242 4242 4242 4241', { expMonth: 12, expYear: nextYear }, '123', 'Your card number is invalid.'],
      ['4242 4242', { expMonth: 12, expYear: nextYear }, '123', 'Your card number is incomplete.'],
      ['4242 abcd 4242 4242', { expMonth: 12, expYear: nextYear }, '123', 'Your card number is invalid.'],
      ['4242424242424242', { expMonth: 13, expYear: nextYear }, '123', "Your card's expiration date is invalid."],
      ['4242424242424242', { expMonth: 1, expYear: 2020 }, '123', "Your card's expiration year is in the past."],
      ['4242424242424242', { expMonth: 12, expYear: nextYear }, '12', "Your card's security code is incomplete."],
    ];
    for (const [number, exp, cvc, message] of cases) {
      const res = await payWith(cookie, clientSecret, number, exp, cvc);
      expect(res.statusCode, number).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const other = await payWith(cookie, clientSecret, '5555 5555 5555 4444');
    expect(other.json().status).toBe('failed');
    expect(other.json().message).toMatch(/^Your card was declined\. This shop is in test mode/);
    expect(await balanceOf(userId)).toBe(5);
  });

  it('accepts a two-digit year and this month as the expiry', async () => {
    const { cookie, userId } = await signUp(t.app);
    const { clientSecret } = (await startPurchase(cookie, 'tokens_5')).json();
    const now = new Date();
    const res = await payWith(cookie, clientSecret, '4242424242424242', {
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear() % 100,
    });
    expect(res.json().status).toBe('succeeded');
    expect(await balanceOf(userId)).toBe(10);
  });

  it("cannot pay or read another user's payment, nor with a made-up secret", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { clientSecret, paymentId } = (await startPurchase(a.cookie, 'tokens_5')).json();
    expect((await payWith(b.cookie, clientSecret, '4242424242424242')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/payments/${paymentId}`, headers: { cookie: b.cookie } })).statusCode).toBe(
      404,
    );
    const forged = clientSecret.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'));
    expect((await payWith(a.cookie, forged, '4242424242424242')).statusCode).toBe(404);
    expect((await payWith(a.cookie, 'nonsense', '4242424242424242')).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: json,
      payload: { clientSecret, number: '4242424242424242', expMonth: 1, expYear: nextYear, cvc: '123' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await balanceOf(a.userId)).toBe(5);
    expect(await balanceOf(b.userId)).toBe(5);
  });

  it('reports the local gateway in /api/config and has no Stripe webhook to call', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().payments).toEqual({ kind: 'local' });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
