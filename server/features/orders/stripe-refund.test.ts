import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../test/harness.js';
import type { StripeFake } from '../../adapters/payments/stripe/stripe-fake.js';
import { call, checkout, createStripeTestApp, orderRow } from '../../test/fixtures.js';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => ({ t, fake } = await createStripeTestApp()));
afterAll(() => t.close());

describe('cancel at the proof with Stripe (against the local Stripe fake)', () => {
  it('refunds the PaymentIntent in full exactly once, keyed by the order', async () => {
    const { cookie } = await signUp(t.app);
    const started = await checkout(t, cookie);
    const intentId = started.clientSecret.split('_secret_')[0]!;
    const payload = fake.event('payment_intent.succeeded', intentId);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
      payload,
    });
    expect(hook.json().outcome).toBe('fulfilled');
    expect((await orderRow(t, started.orderId)).status).toBe('awaiting_approval');

    const results = await Promise.all(
      [1, 2, 3].map(() => call(t, cookie, 'POST', `/api/orders/${started.orderId}/cancel`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      form: { payment_intent: intentId, amount: '9900' },
      idempotencyKey: `refund-${started.orderId}`,
    });
    const row = await orderRow(t, started.orderId);
    expect(row.status).toBe('refunded');
    expect(row.refund).toMatchObject({ refundId: expect.stringMatching(/^re_/), amountCents: 9900 });
  });

  it('leaves the order cancelled and needing attention when Stripe refuses, and the retry reuses the key', async () => {
    const { cookie } = await signUp(t.app);
    const started = await checkout(t, cookie);
    const intentId = started.clientSecret.split('_secret_')[0]!;
    const payload = fake.event('payment_intent.succeeded', intentId);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
      payload,
    });
    fake.intents.get(intentId)!.status = 'requires_payment_method'; // Stripe: nothing to refund
    const res = await call(t, cookie, 'POST', `/api/orders/${started.orderId}/cancel`);
    expect(res.json()).toMatchObject({ state: 'cancelled', refund: null });
    expect((await orderRow(t, started.orderId)).attention).toMatch(
      /^Refund failed: The payment provider could not refund the payment/,
    );
    fake.intents.get(intentId)!.status = 'succeeded';
    const { refundOrder } = await import('./order-life.service.js');
    expect((await refundOrder(t.deps, started.orderId)).status).toBe('refunded');
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${started.orderId}`]));
  });
});
