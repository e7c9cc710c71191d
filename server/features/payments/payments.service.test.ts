import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { tokensOf } from '../../test/fixtures.js';
import { paymentEvents, payments, tokenLedger } from '../../db/schema.js';
import type { GatewayEvent } from '../../adapters/payments/payments.port.js';
import { startTokenPurchase } from '../tokens/tokens.purchase.js';
import { findLedgerMismatches } from '../tokens/tokens.service.js';
import { applyGatewayEvent, expectedMetadata } from './payments.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balanceOf = (userId: string) => tokensOf(t, userId);
const paymentRow = async (id: string) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;

/** A fresh token-pack payment and a factory of provider events that match it. */
async function openPayment(packageId = 'tokens_10') {
  const { userId } = await signUp(t.app);
  const started = await startTokenPurchase(t.deps.db, t.deps.payments, t.deps.settings.current().settings, {
    userId,
    packageId,
  });
  const row = await paymentRow(started.paymentId);
  const event = (type: GatewayEvent['type'], over: Partial<GatewayEvent> = {}): GatewayEvent => ({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type,
    providerRef: row.providerRef!,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: expectedMetadata(row),
    occurredAt: new Date(),
    ...over,
  });
  return { userId, paymentId: started.paymentId, event };
}
const apply = (e: GatewayEvent) => applyGatewayEvent(t.deps.db, t.deps.payments, e);

describe('fulfilment is idempotent', () => {
  it('credits once when the same succeeded event arrives 10 times in a row', async () => {
    const { userId, paymentId, event } = await openPayment();
    const e = event('succeeded');
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push((await apply(e)).outcome);
    expect(outcomes).toEqual(['fulfilled', ...Array(9).fill('duplicate')]);
    expect(await balanceOf(userId)).toBe(15);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toHaveLength(1);
  });

  it('credits once when the same event arrives 10 times at once', async () => {
    const { userId, event } = await openPayment();
    const e = event('succeeded');
    const outcomes = (await Promise.all(Array.from({ length: 10 }, () => apply(e)))).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await balanceOf(userId)).toBe(15);
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
  });

  it('credits once for two different succeeded events of one payment, also concurrently', async () => {
    const { userId, paymentId, event } = await openPayment('tokens_25');
    const outcomes = (
      await Promise.all([apply(event('succeeded')), apply(event('succeeded')), apply(event('succeeded'))])
    ).map((r) => r.outcome);
    expect(outcomes.sort()).toEqual(['already_final', 'already_final', 'fulfilled']);
    expect(await balanceOf(userId)).toBe(30);
    expect(await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.refId, paymentId))).toHaveLength(1);
    expect((await paymentRow(paymentId)).fulfilledAt).toBeInstanceOf(Date);
  });
});

describe('an event that does not match the server record fulfils nothing', () => {
  it.each([
    ['amount', { amountCents: 50 }],
    ['currency', { currency: 'eur' }],
    [
      'metadata.userId',
      { metadata: { paymentId: 'x', userId: 'someone-else', purpose: 'tokens', packageId: 'tokens_10', tokens: '10' } },
    ],
    ['metadata.tokens', 'tokens'],
  ] as const)('wrong %s', async (detail, over) => {
    const { userId, paymentId, event } = await openPayment();
    const base = event('succeeded');
    const e = over === 'tokens' ? { ...base, metadata: { ...base.metadata, tokens: '1000' } } : { ...base, ...over };
    if (detail === 'metadata.userId') e.metadata = { ...e.metadata, paymentId };
    const result = await apply(e);
    expect(result).toMatchObject({ outcome: 'mismatch', detail });
    expect(await balanceOf(userId)).toBe(5);
    expect((await paymentRow(paymentId)).status).toBe('created');
  });

  it('an event for a payment we never made is recorded and ignored', async () => {
    const { event } = await openPayment();
    expect((await apply(event('succeeded', { providerRef: 'pi_unknown' }))).outcome).toBe('unknown_payment');
  });
});

describe('payments never move backwards', () => {
  it('a failure or processing event after success changes nothing', async () => {
    const { userId, paymentId, event } = await openPayment();
    await apply(event('succeeded'));
    expect((await apply(event('failed', { failureMessage: 'Your card was declined.' }))).outcome).toBe('already_final');
    expect((await apply(event('processing'))).outcome).toBe('already_final');
    expect((await apply(event('canceled'))).outcome).toBe('already_final');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(await balanceOf(userId)).toBe(15);
  });

  it('an older event arriving after a newer one is stale; success still wins over earlier failures', async () => {
    const { userId, paymentId, event } = await openPayment();
    const t0 = new Date(Date.now() - 60_000);
    const t1 = new Date(Date.now() - 30_000);
    expect((await apply(event('failed', { occurredAt: t1, failureMessage: 'Your card was declined.' }))).outcome).toBe(
      'updated',
    );
    expect((await apply(event('processing', { occurredAt: t0 }))).outcome).toBe('stale');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await apply(event('processing'))).outcome).toBe('updated');
    expect((await apply(event('succeeded', { occurredAt: t0 }))).outcome).toBe('fulfilled');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(userId)).toBe(15);
  });

  it('a canceled payment cannot be fulfilled later', async () => {
    const { userId, event } = await openPayment();
    await apply(event('canceled'));
    expect((await apply(event('succeeded'))).outcome).toBe('already_final');
    expect(await balanceOf(userId)).toBe(5);
  });
});
