import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { startPrintfulFake, type PrintfulFake } from '../../adapters/fulfilment/printful-fake.js';
import { call, historyOf, orderRow, paidOrder, printfulEnv, stateOf } from '../../test/fixtures.js';

let fake: PrintfulFake;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  fake = await startPrintfulFake();
  t = await createTestApp({
    env: {
      ...printfulEnv(fake, { 'small:black': 4651, 'medium:white': 4652 }),
      FULFILMENT_RETRIES: '1',
      FULFILMENT_RETRY_SECONDS: '1',
    },
  });
  admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const poll = { timeout: 30_000, interval: 200 };
const deliver = (body: string, signature = fake.sign(body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fulfilment/printful/webhook',
    headers: { 'content-type': 'application/json', 'x-pf-webhook-signature': signature },
    payload: body,
  });
const shipment = {
  id: 7,
  carrier: 'USPS',
  service: 'Priority',
  tracking_number: '9400111899223100000001',
  tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000001',
};

async function approvedOrder() {
  const { cookie } = await signUp(t.app);
  const id = await paidOrder(t, cookie);
  expect((await call(t, cookie, 'POST', `/api/orders/${id}/approve`)).statusCode).toBe(200);
  return { id, cookie };
}

describe('Printful fulfilment', () => {
  it('creates the order with the print file, recipient, variant and our id, confirms it, and survives one 500', async () => {
    fake.failNext(1, 500);
    const { id } = await approvedOrder();
    await expect.poll(async () => (await orderRow(t, id)).fulfilment?.providerOrderId, poll).toBeTruthy();
    const made = [...fake.orders.values()].filter((o) => o.external_id === id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'pending',
      recipient: {
        name: 'Pat Parent',
        address1: '1 Main St',
        city: 'Springfield',
        state_code: 'IL',
        country_code: 'US',
        zip: '62701',
        email: 'parent@example.com',
      },
    });
    expect(made[0]!.items[0]).toMatchObject({ variant_id: 4651, quantity: 1 });
    const fileUrl = new URL(made[0]!.items[0]!.files[0]!.url);
    expect(fileUrl.searchParams.get('sig')).toBeTruthy();
    const file = await t.app.inject({ url: `${fileUrl.pathname}${fileUrl.search}` });
    expect(file.statusCode).toBe(200);
    expect((await orderRow(t, id)).attention).toBeNull();
  });

  it('needs the admin when Printful refuses the order (400), and a retry submits it', async () => {
    fake.failNext(1, 400);
    const { id } = await approvedOrder();
    await expect
      .poll(async () => (await orderRow(t, id)).attention, poll)
      .toMatch(/^Submission to the print provider failed: Printful 400/);
    expect([...fake.orders.values()].some((o) => o.external_id === id)).toBe(false);
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/retry`)).statusCode).toBe(200);
    await expect.poll(async () => (await orderRow(t, id)).fulfilment?.providerOrderId, poll).toBeTruthy();
    expect((await orderRow(t, id)).attention).toBeNull();
  });

  it('applies signed webhooks once, and late, repeated or out-of-order ones never move an order back', async () => {
    const { id, cookie } = await approvedOrder();
    await expect.poll(async () => (await orderRow(t, id)).fulfilment?.providerOrderId, poll).toBeTruthy();

    const shipped = fake.webhook('package_shipped', id, { shipment });
    expect((await deliver(shipped, fake.sign(shipped, 'not-the-secret-at-all'))).statusCode).toBe(400);
    expect((await deliver(shipped, '')).statusCode).toBe(400);
    expect(await stateOf(t, id)).toBe('in_production');

    // Delivered arrives first: the order passes through shipped to delivered.
    const delivered = fake.webhook('shipment_delivered', id, { shipment, created: Math.floor(Date.now() / 1000) + 5 });
    expect((await deliver(delivered)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(delivered)).json().outcome).toBe('duplicate');
    // The late 'shipped', and a failure report after delivery, change nothing.
    expect((await deliver(shipped)).json().outcome).toBe('stale');
    expect((await deliver(fake.webhook('order_failed', id, { reason: 'late noise' }))).json().outcome).toBe('stale');
    expect((await deliver(fake.webhook('order_updated', id))).json().outcome).toBe('ignored');
    expect(await historyOf(t, id)).toEqual([
      'pending>paid:system',
      'paid>awaiting_approval:system',
      'awaiting_approval>in_production:customer',
      'in_production>shipped:provider',
      'shipped>delivered:provider',
    ]);
    const timeline = (await call(t, cookie, 'GET', `/api/orders/${id}/timeline`)).json();
    expect(timeline.tracking).toEqual({
      carrier: 'USPS Priority',
      trackingNumber: shipment.tracking_number,
      trackingUrl: shipment.tracking_url,
    });
    expect((await orderRow(t, id)).attention).toBeNull();
  });

  it('flags a failed or cancelled Printful order for the admin while in production', async () => {
    const { id } = await approvedOrder();
    await expect.poll(async () => (await orderRow(t, id)).fulfilment?.providerOrderId, poll).toBeTruthy();
    expect(
      (await deliver(fake.webhook('order_failed', id, { reason: 'Print file is too small' }))).json().outcome,
    ).toBe('attention');
    expect((await orderRow(t, id)).attention).toBe(
      'The print provider reports the order failed: Print file is too small',
    );
    expect(await stateOf(t, id)).toBe('in_production');
    // Admin cancels: Printful's order is cancelled and the customer refunded.
    const res = await call(t, admin, 'POST', `/api/admin/orders/${id}/cancel`);
    expect(res.json()).toMatchObject({ state: 'refunded' });
    expect([...fake.orders.values()].find((o) => o.external_id === id)!.status).toBe('canceled');
    expect((await deliver(fake.webhook('unknown_order_probe', 'PP-NOPE'))).json().outcome).toBe('ignored');
    expect((await deliver(fake.webhook('package_shipped', 'PP-NOPE', { shipment }))).json().outcome).toBe(
      'unknown_order',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/fulfilment/printful/webhook',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          payload: '{',
        })
      ).statusCode,
    ).toBe(400);
  });
});
