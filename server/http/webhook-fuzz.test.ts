import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { orders, payments, user } from '../db/schema.js';
import { startStripeFake, type StripeFake } from '../adapters/payments/stripe/stripe-fake.js';
import { startPrintfulFake, type PrintfulFake } from '../adapters/fulfilment/printful-fake.js';
import { badRawBodyReason } from './input-hygiene.js';
import { trackingSchema } from '../../common/contracts/order-life.js';
import { call, checkout, printfulEnv, stripeEnv } from '../test/fixtures.js';

/**
 * Both signed webhooks (Stripe, Printful) fed correctly signed bodies that are broken in every way a
 * sender or an attacker holding the secret could break them: NUL bytes, lone surrogates (raw and as
 * JSON escapes), invalid UTF-8, wrong types, huge numbers, deep nesting, truncation. Never a 5xx;
 * the unstorable ones are refused with 400 before any database work.
 */
let stripe: StripeFake;
let printful: PrintfulFake;
let t: TestApp;
beforeAll(async () => {
  [stripe, printful] = await Promise.all([startStripeFake(), startPrintfulFake()]);
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      ...stripeEnv(stripe),
      ...printfulEnv(printful),
    },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), printful.close()]);
});

/** A small deterministic generator, so a failure names a body that can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

const stripeEvent = (value: unknown) =>
  JSON.stringify({
    id: `evt_fuzz_${Math.random().toString(36).slice(2)}`,
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: value,
        object: 'payment_intent',
        amount: 299,
        currency: 'usd',
        metadata: { paymentId: value, userId: value },
      },
    },
  });
const printfulEvent = (value: unknown) =>
  JSON.stringify({
    type: 'package_shipped',
    data: {
      order: { id: 1, external_id: value },
      shipment: { carrier: value, tracking_number: value, tracking_url: value },
    },
  });

/** Values that reach the handlers' database work when stored: each one at every field above. */
const VALUES: unknown[] = [
  'ord_ok',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d\ude00',
  '',
  'x'.repeat(30_000),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  null,
  true,
  [],
  {},
  { nested: 'a\u0000' },
];
const BAD_BYTES = [[0x00], [0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]];

/** Bodies built from one valid event: each value in place, raw byte damage, escapes, truncation, nesting. */
function bodies(build: (v: unknown) => string, seed: number): Buffer[] {
  const next = random(seed);
  const out: Buffer[] = VALUES.map((v) => Buffer.from(build(v)));
  const base = Buffer.from(build('ord_fuzz'));
  for (let i = 0; i < 60; i++) {
    const at = Math.floor(next() * base.length);
    const bad = BAD_BYTES[Math.floor(next() * BAD_BYTES.length)]!;
    out.push(Buffer.concat([base.subarray(0, at), Buffer.from(bad), base.subarray(at)]));
  }
  for (const escape of ['\\u0000', '\\ud800', '\\udfff', '\\ud800\\u0041'])
    out.push(Buffer.from(build('ord_fuzz').replace('ord_fuzz', `ord${escape}fuzz`)));
  for (let i = 0; i < 20; i++) out.push(base.subarray(0, Math.floor(next() * base.length)));
  for (const type of ['constructor', '__proto__', 'toString', 42, null])
    out.push(Buffer.from(build('ord_fuzz').replace(/"type":"[^"]+"/, `"type":${JSON.stringify(type)}`)));
  out.push(
    Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    Buffer.from(''),
    Buffer.from('not json'),
    Buffer.from('null'),
    Buffer.from('[]'),
  );
  return out;
}

const signStripe = (body: Buffer) => {
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', stripe.webhookSecret)
    .update(Buffer.concat([Buffer.from(`${ts}.`), body]))
    .digest('hex');
  return { 'stripe-signature': `t=${ts},v1=${v1}` };
};
const signPrintful = (body: Buffer) => ({
  'x-pf-webhook-signature': createHmac('sha256', printful.webhookSecret).update(body).digest('hex'),
});

describe('signed webhook fuzz', () => {
  it.each([
    ['Stripe', '/api/payments/stripe/webhook', stripeEvent, signStripe, 1],
    ['Printful', '/api/fulfilment/printful/webhook', printfulEvent, signPrintful, 2],
  ] as const)(
    '%s: never a 5xx; NUL, lone surrogates and invalid UTF-8 answer 400',
    async (_name, url, build, sign, seed) => {
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (const body of bodies(build, seed)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...sign(body) },
          payload: body,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${body.toString('base64')}`);
        if (badRawBodyReason(body) && res.statusCode !== 400)
          failures.push(`${res.statusCode} (not 400) for unstorable ${body.toString('base64')}`);
      }
      console.log(`${_name} webhook fuzz: ${[...statuses].map(([s, n]) => `${n}x ${s}`).join(', ')}`);
      expect(failures).toEqual([]);
      expect(statuses.get(400)).toBeGreaterThan(60);
    },
  );

  it('names what is wrong with a raw body', () => {
    expect(badRawBodyReason(Buffer.from('{"a":"b"}'))).toBeNull();
    expect(badRawBodyReason(Buffer.from('{"a":"\\\\u0000"}'))).toBeNull(); // an escaped backslash, then text
    expect(badRawBodyReason(Buffer.from([0x7b, 0xff, 0x7d]))).toBe('The request body is not valid UTF-8.');
    expect(badRawBodyReason(Buffer.from('{"a":"x\u0000"}'))).toBe(
      'The request body contains characters that are not allowed.',
    );
    expect(badRawBodyReason(Buffer.from('{"a":"\\u0000"}'))).toBe(
      'The request body contains characters that are not allowed.',
    );
    expect(badRawBodyReason(Buffer.from('{"\\ud800":1}'))).toBe(
      'The request body contains characters that are not allowed.',
    );
  });
});

/** One real, unpaid token pack: what a well-formed succeeded event for its intent would fulfil. */
async function openPayment() {
  const who = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: who.cookie },
    payload: { packageId: 'tokens_10' },
  });
  expect(res.statusCode).toBe(200);
  const { paymentId, clientSecret } = res.json<{ paymentId: string; clientSecret: string }>();
  return { userId: who.userId, paymentId, intentId: clientSecret.split('_secret_')[0]! };
}

/** A copy of `event` with the value at `path` replaced (or removed, for `undefined`). */
function withValue(event: object, path: string[], value: unknown): object {
  const copy = structuredClone(event) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

const WRONG = [undefined, null, '', -1.5, 2 ** 53, 1e300, true, 'x'.repeat(3000), [], {}, ['pi_1'], { id: 'pi_1' }];
const SHAPE_PATHS = [
  ['id'],
  ['created'],
  ['data'],
  ['data', 'object'],
  ['data', 'object', 'id'],
  ['data', 'object', 'amount'],
  ['data', 'object', 'currency'],
  ['data', 'object', 'metadata'],
  ['data', 'object', 'metadata', 'paymentId'],
  ['data', 'object', 'metadata', 'userId'],
];

/** Signs and delivers one Stripe event; its id made unique unless the id is what is broken. */
function deliverStripe(event: object) {
  const body = JSON.stringify(event).replace(/"id":"evt_[0-9a-f]+"/, `"id":"evt_${randomUUID().slice(0, 8)}"`);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body) },
    payload: body,
  });
}

describe('signed Stripe events of every wrong shape (production)', () => {
  it('never answer 5xx and fulfil nothing; the well-formed event then fulfils once', async () => {
    const { userId, paymentId, intentId } = await openPayment();
    const balanceOf = async () => (await t.deps.db.select().from(user).where(eq(user.id, userId)))[0]!.tokens;
    const before = await balanceOf();
    const good = JSON.parse(stripe.event('payment_intent.succeeded', intentId)) as object;
    const events: object[] = [];
    for (const path of SHAPE_PATHS) for (const value of WRONG) events.push(withValue(good, path, value));
    for (const type of ['customer.created', 'payment_intent.created', '', null, 7, ['payment_intent.succeeded']])
      events.push(withValue(good, ['type'], type));
    events.push({ ...good, created: Math.floor(Date.now() / 1000) + 3600 }, { ...good, data: 'pi' });

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const event of events) {
      const res = await deliverStripe(event);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const body = JSON.stringify(event);
      if (res.statusCode !== 400 && res.statusCode !== 200)
        failures.push(`${res.statusCode} for ${body.slice(0, 400)}`);
      if (res.statusCode === 200 && res.json().outcome === 'fulfilled')
        failures.push(`fulfilled by ${body.slice(0, 400)}`);
    }
    console.log(`Stripe event shapes: ${[...statuses].map(([s, n]) => `${n}x ${s}`).join(', ')}`);
    expect(failures).toEqual([]);
    expect(await balanceOf()).toBe(before);
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({
      status: 'created',
      fulfilledAt: null,
    });

    expect((await deliverStripe(good)).json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await balanceOf()).toBe(before + 10);
  });

  it('a payment failure reported in any shape fails the payment, never a 5xx', async () => {
    const { paymentId, intentId } = await openPayment();
    const failed = JSON.parse(stripe.event('payment_intent.payment_failed', intentId)) as object;
    const replies = [];
    for (const value of WRONG) {
      replies.push(
        (await deliverStripe(withValue(failed, ['data', 'object', 'last_payment_error'], value))).statusCode,
      );
      const message = withValue(failed, ['data', 'object', 'last_payment_error', 'message'], value);
      replies.push((await deliverStripe(message)).statusCode);
    }
    expect(new Set(replies)).toEqual(new Set([200]));
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({
      status: 'failed',
      fulfilledAt: null,
    });
  });
});

/** An order paid through Stripe, approved by its customer and submitted to Printful. */
async function orderAtPrintful() {
  const { cookie } = await signUp(t.app);
  const { orderId, clientSecret } = await checkout(t, cookie);
  const paid = await deliverStripe(
    JSON.parse(stripe.event('payment_intent.succeeded', clientSecret.split('_secret_')[0]!)),
  );
  expect(paid.json().outcome).toBe('fulfilled');
  expect((await call(t, cookie, 'POST', `/api/orders/${orderId}/approve`)).statusCode).toBe(200);
  const submitted = async () =>
    (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.fulfilment?.providerOrderId;
  await expect.poll(submitted, { timeout: 60_000, interval: 200 }).toBeTruthy();
  return { cookie, orderId };
}

const deliverPrintful = (event: object) => {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/fulfilment/printful/webhook',
    headers: { 'content-type': 'application/json', 'x-pf-webhook-signature': printful.sign(body) },
    payload: body,
  });
};

describe('signed Printful events of every wrong shape (production)', () => {
  it('never answer 5xx nor store a tracking of the wrong shape; the well-formed event then ships the order', async () => {
    const { cookie, orderId } = await orderAtPrintful();
    const shipment = {
      id: 7,
      carrier: 'USPS',
      service: 'Priority',
      tracking_number: '9400111899223100000001',
      tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000001',
    };
    const good = { type: 'package_shipped', created: 1, data: { order: { id: 1, external_id: orderId }, shipment } };
    const events: object[] = [];
    for (const path of [
      ['data', 'order', 'id'],
      ['data', 'shipment'],
      ['data', 'shipment', 'carrier'],
      ['data', 'shipment', 'service'],
      ['data', 'shipment', 'tracking_number'],
      ['data', 'shipment', 'tracking_url'],
    ])
      // (null is "not said": a shipment without tracking, or no Printful id, is well-formed.)
      for (const value of [-1.5, true, 'x'.repeat(3000), [], {}, ['USPS'], { id: 'USPS' }])
        events.push(withValue(good, path, value));
    events.push(withValue(good, ['data', 'shipment', 'tracking_url'], 'javascript:alert(1)'));
    for (const reason of [{}, [], 42, 'x'.repeat(3000)])
      events.push({ type: 'order_failed', data: { order: { id: 1, external_id: orderId }, reason }, n: events.length });

    const [submitted] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
    const failures: string[] = [];
    for (const event of events) {
      // Each event meets the order as submitted: the first shipment stored would hide every later one.
      await t.deps.db
        .update(orders)
        .set({ status: submitted!.status, fulfilment: submitted!.fulfilment })
        .where(eq(orders.id, orderId));
      const res = await deliverPrintful(event);
      const what = JSON.stringify(event).slice(0, 300);
      if (res.statusCode !== 400 && res.statusCode !== 200) failures.push(`${res.statusCode} for ${what}`);
      const { fulfilment } = (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
      const stored = [fulfilment?.carrier, fulfilment?.trackingNumber, fulfilment?.trackingUrl];
      if (fulfilment?.trackingNumber !== undefined && !trackingSchema.safeParse(fulfilment).success)
        failures.push(`stored ${JSON.stringify(stored).slice(0, 100)} from ${what}`);
      else if (fulfilment?.trackingUrl && !/^https?:\/\//.test(fulfilment.trackingUrl))
        failures.push(`stored the link ${fulfilment.trackingUrl.slice(0, 100)} from ${what}`);
      const timeline = await call(t, cookie, 'GET', `/api/orders/${orderId}/timeline`);
      if (timeline.statusCode !== 200) failures.push(`timeline ${timeline.statusCode} after ${what}`);
    }
    expect(failures).toEqual([]);

    await t.deps.db
      .update(orders)
      .set({ status: submitted!.status, fulfilment: submitted!.fulfilment })
      .where(eq(orders.id, orderId));
    expect((await deliverPrintful(good)).json().outcome).toBe('applied');
    expect((await call(t, cookie, 'GET', `/api/orders/${orderId}/timeline`)).json().tracking).toEqual({
      carrier: 'USPS Priority',
      trackingNumber: shipment.tracking_number,
      trackingUrl: shipment.tracking_url,
    });
  });
});
