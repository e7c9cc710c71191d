import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startStripeFake, type StripeFake } from '../adapters/payments/stripe/stripe-fake.js';
import { startPrintfulFake, type PrintfulFake } from '../adapters/fulfilment/printful-fake.js';
import { badRawBodyReason } from './input-hygiene.js';
import { printfulEnv, stripeEnv } from '../test/fixtures.js';

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
