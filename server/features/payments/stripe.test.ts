import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { paymentEvents, payments, user } from '../../db/schema.js';
import type { StripeFake } from '../../adapters/payments/stripe/stripe-fake.js';
import { createStripeTestApp } from '../../test/fixtures.js';
import { loadConfig } from '../../config.js';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => ({ t, fake } = await createStripeTestApp()));
afterAll(() => t.close());

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const balanceOf = async (userId: string) =>
  (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;

async function buy(packageId = 'tokens_10') {
  const who = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { ...json, cookie: who.cookie },
    payload: { packageId, uid: who.userId },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const intentId = body.clientSecret.split('_secret_')[0] as string;
  return { ...who, ...body, intentId };
}

function deliver(payload: string, signature = fake.sign(payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe adapter (against a local fake of the Stripe API)', () => {
  it('reports Stripe and the publishable key in /api/config', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().payments).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_fake_publishable',
    });
  });

  it('creates the PaymentIntent server-side with the catalog price, currency and our metadata', async () => {
    const { userId, paymentId, intentId, clientSecret, provider } = await buy('tokens_25');
    expect(provider).toBe('stripe');
    const intent = fake.intents.get(intentId)!;
    expect(intent).toMatchObject({
      amount: 599,
      currency: 'usd',
      metadata: { paymentId, userId, purpose: 'tokens', packageId: 'tokens_25', tokens: '25' },
    });
    expect(clientSecret).toBe(intent.client_secret);
    const req = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && (r.form.metadata as Record<string, string>).paymentId === paymentId,
    )!;
    expect(req.idempotencyKey).toBe(`create-${paymentId}`);
    expect(req.form.automatic_payment_methods).toEqual({ enabled: 'true' });
    expect(await balanceOf(userId)).toBe(5);
  });

  it('credits only from the signed payment_intent.succeeded webhook, once across 10 concurrent deliveries', async () => {
    const { userId, paymentId, intentId } = await buy('tokens_10');
    const payload = fake.event('payment_intent.succeeded', intentId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.map((r) => r.json().outcome).sort()).toEqual([...Array(9).fill('duplicate'), 'fulfilled']);
    expect(await balanceOf(userId)).toBe(15);
    const second = await deliver(fake.event('payment_intent.succeeded', intentId));
    expect(second.json().outcome).toBe('already_final');
    expect(await balanceOf(userId)).toBe(15);
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status).toBe('succeeded');
  });

  it('refuses a bad signature, a wrong secret, a missing header and a signature older than 300 s', async () => {
    const { userId, intentId } = await buy();
    const payload = fake.event('payment_intent.succeeded', intentId);
    const tampered = await deliver(payload.replace('"amount":299', '"amount":1'), fake.sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect((await deliver(payload, fake.sign(payload, { secret: 'whsec_not_ours' }))).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const old = await deliver(payload, fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toMatch(/Webhook signature verification failed/);
    expect(await balanceOf(userId)).toBe(5);
    expect(
      (await deliver(payload, fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 250 }))).json().outcome,
    ).toBe('fulfilled');
    expect(await balanceOf(userId)).toBe(15);
  });

  it('refuses a signature dated more than 300 s ahead as well as behind, and takes one 250 s ahead', async () => {
    const { userId, intentId } = await buy();
    const payload = fake.event('payment_intent.succeeded', intentId);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 600, now + 301, now - 301]) {
      const res = await deliver(payload, fake.sign(payload, { timestamp }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Webhook signature verification failed/);
    }
    expect(await balanceOf(userId)).toBe(5);
    expect((await deliver(payload, fake.sign(payload, { timestamp: now + 250 }))).json().outcome).toBe('fulfilled');
    expect(await balanceOf(userId)).toBe(15);
  });

  it('a signed payment intent event with no data, null data or no id answers 400, records and fulfils nothing', async () => {
    const { userId, paymentId, intentId } = await buy();
    const good = JSON.parse(fake.event('payment_intent.succeeded', intentId)) as Record<string, unknown>;
    const { id: _id, ...noId } = good;
    const { data: _data, ...noData } = good;
    for (const broken of [{ ...good, data: null }, noData, noId, { ...good, data: { object: null } }]) {
      const res = await deliver(JSON.stringify(broken));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await balanceOf(userId)).toBe(5);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([]);
    expect((await deliver(JSON.stringify(good))).json().outcome).toBe('fulfilled');
  });

  it('a correctly signed event whose amount, currency or metadata differ from our record fulfils nothing', async () => {
    const { userId, intentId } = await buy();
    for (const intent of [
      { amount: 29900 },
      { currency: 'eur' },
      { metadata: { ...fake.intents.get(intentId)!.metadata, userId: 'attacker' } },
    ]) {
      const res = await deliver(fake.event('payment_intent.succeeded', intentId, { intent }));
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('mismatch');
    }
    expect(await balanceOf(userId)).toBe(5);
  });

  it('a stale failure after success, or an old processing event after a failure, never moves the payment backwards', async () => {
    const { userId, paymentId, intentId } = await buy();
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await deliver(fake.event('payment_intent.payment_failed', intentId, { created: now - 20 }))).json().outcome,
    ).toBe('updated');
    expect(
      (await deliver(fake.event('payment_intent.processing', intentId, { created: now - 40 }))).json().outcome,
    ).toBe('stale');
    expect(
      (await deliver(fake.event('payment_intent.succeeded', intentId, { created: now - 10 }))).json().outcome,
    ).toBe('fulfilled');
    expect(
      (await deliver(fake.event('payment_intent.payment_failed', intentId, { created: now }))).json().outcome,
    ).toBe('already_final');
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({
      status: 'succeeded',
      failureMessage: null,
    });
    expect(await balanceOf(userId)).toBe(15);
  });

  it('answers other event types with 200 and does nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('does not offer the test card form when Stripe is the provider', async () => {
    const { cookie, clientSecret } = await buy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: { ...json, cookie },
      payload: { clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('turns a Stripe API failure into a clear 502, not a crash', async () => {
    const broken = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_wrong',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_HOST: fake.host,
        STRIPE_API_PORT: String(fake.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    });
    try {
      const who = await signUp(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { ...json, cookie: who.cookie },
        payload: { packageId: 'tokens_5' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('PROVIDER_ERROR');
    } finally {
      await broken.close();
    }
  });
});

describe('Stripe configuration', () => {
  it('needs the publishable key with the secret key, and a webhook secret in production', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' }).payments).toEqual({ kind: 'local' });
    expect(loadConfig({}).payments).toEqual({ kind: 'local' });
  });
});
