import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { libraryItems, orders, payments as paymentsTable } from '../../db/schema.js';
import type { PaymentGateway } from '../../adapters/payments/payments.port.js';
import { startCartCheckout } from './orders.service.js';
import { contact } from '../../test/fixtures.js';
import { readCheckoutBasis } from './open-checkout.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer with one portrait in their library (rows only: checkout start reads no file). */
async function customer() {
  const { userId } = await signUp(t.app);
  const imageKey = `library/${userId}/${randomBytes(6).toString('hex')}.webp`;
  await t.deps.db.insert(libraryItems).values({
    id: `lib_${randomBytes(6).toString('hex')}`,
    userId,
    imageKey,
    fullKey: imageKey.replace('.webp', '.jpg'),
    name: 'Duke',
  });
  return { userId, imageUrl: t.deps.storage.urlFor(imageKey) };
}

/** The app's gateway with some calls replaced (restored after each test). */
function withGateway(change: (real: PaymentGateway) => Partial<PaymentGateway>) {
  const real = t.deps.payments.gateway;
  t.deps.payments.gateway = { ...real, ...change(real) };
  return () => (t.deps.payments.gateway = real);
}

const checkout = (who: { userId: string; imageUrl: string }) =>
  startCartCheckout(t.deps, {
    userId: who.userId,
    items: [{ imageUrl: who.imageUrl, size: 'small', color: 'black', cartItemId: 'ci_1' }],
    contact,
  });
const orderStatus = async (id: string) =>
  (await t.deps.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
const paymentRows = async (ids: string[]) =>
  t.deps.db.select().from(paymentsTable).where(inArray(paymentsTable.id, ids));

describe('checkout start in two round trips', () => {
  it('stores the order and its payment with the intent reference, the catalog price and the replaced checkout cancelled', async () => {
    const who = await customer();
    const first = await checkout(who);
    const second = await checkout(who);
    expect([await orderStatus(first.orderId), await orderStatus(second.orderId)]).toEqual(['superseded', 'pending']);
    const rows = await paymentRows([first.paymentId, second.paymentId]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first.paymentId)!.status).toBe('canceled');
    const p = byId.get(second.paymentId)!;
    expect(p).toMatchObject({
      status: 'created',
      userId: who.userId,
      purpose: 'order',
      amountCents: second.amountCents,
      details: { orderId: second.orderId },
    });
    expect(p.providerRef).toBe(t.deps.payments.gateway.providerRefFromSecret(second.clientSecret));
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(order!.totalCents).toBe(second.amountCents);
    expect(order!.items).toEqual([
      expect.objectContaining({
        templateName: 'Duke',
        size: 'small',
        color: 'black',
        cartItemId: 'ci_1',
        priceCents: second.amountCents,
      }),
    ]);
    expect(order!.paymentId).toBe(second.paymentId);
  });

  const refusedIntentIsStoredFailed =
    'a refused intent: the order is stored pending, its payment failed with the reason, the ' +
    'earlier checkout still replaced; the error reaches the caller';
  it(refusedIntentIsStoredFailed, async () => {
    const who = await customer();
    const first = await checkout(who);
    const restore = withGateway(() => ({
      createIntent: async () => {
        throw new Error('card network down');
      },
    }));
    try {
      await expect(checkout(who)).rejects.toThrow('card network down');
    } finally {
      restore();
    }
    const mine = await t.deps.db.select().from(orders).where(eq(orders.userId, who.userId));
    const refused = mine.find((o) => o.id !== first.orderId)!;
    expect([await orderStatus(first.orderId), refused.status]).toEqual(['superseded', 'pending']);
    const [failed] = await paymentRows([refused.paymentId!]);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'card network down', providerRef: null });
    expect((await paymentRows([first.paymentId]))[0]!.status).toBe('canceled');
  });

  it('a checkout started by the same customer in between is replaced too, and its intent cancelled', async () => {
    const who = await customer();
    const first = await checkout(who);
    let between: Awaited<ReturnType<typeof checkout>> | undefined;
    let once = false;
    // While this checkout talks to the provider (after its read), another one of the customer's runs to its end.
    const restore = withGateway((real) => ({
      createIntent: async (input) => {
        if (!once) {
          once = true;
          between = await checkout(who);
        }
        return real.createIntent(input);
      },
    }));
    let last;
    try {
      last = await checkout(who);
    } finally {
      restore();
    }
    expect(await orderStatus(first.orderId)).toBe('superseded');
    expect(await orderStatus(between!.orderId)).toBe('superseded');
    expect(await orderStatus(last.orderId)).toBe('pending');
    const status = new Map(
      (await paymentRows([first.paymentId, between!.paymentId, last.paymentId])).map((r) => [r.id, r.status]),
    );
    expect([status.get(first.paymentId), status.get(between!.paymentId), status.get(last.paymentId)]).toEqual([
      'canceled',
      'canceled',
      'created',
    ]);
    // At the provider too: the replaced intent can no longer be paid.
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
    await expect(t.deps.payments.gateway.chargeTestCard!(between!.clientSecret, card)).rejects.toThrow(/replaced/);
  });

  it('finds artworks whatever characters their keys hold (the key list travels as one array value)', async () => {
    const { userId } = await signUp(t.app);
    const keys = [
      'library/x/a "quoted", {braced}.webp',
      'library/x/back\\slash.webp',
      'library/x/NULL',
      'library/x/ spaced .webp',
    ];
    for (const [i, imageKey] of keys.entries())
      await t.deps.db
        .insert(libraryItems)
        .values({ id: `lib_odd_${userId}_${i}`, userId, imageKey, fullKey: `${imageKey}.jpg`, name: `n${i}` });
    const { arts, open } = await readCheckoutBasis(t.deps.db, userId, [...keys, 'library/x/missing', keys[0]!]);
    expect([...arts.keys()].sort()).toEqual([...keys].sort());
    expect(arts.get(keys[1]!)).toEqual({ imageKey: keys[1], name: 'n1', fullKey: `${keys[1]}.jpg` });
    expect(open).toEqual([]);
    expect((await readCheckoutBasis(t.deps.db, userId, [])).arts.size).toBe(0);
  });

  it('replaces every pending checkout there is (two left by an earlier race), cancelling each intent', async () => {
    const who = await customer();
    const a = await checkout(who);
    // A second pending order with an open intent, as two checkouts racing before this change could leave.
    const b = await checkout(who);
    await t.deps.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, a.orderId));
    await t.deps.db.update(paymentsTable).set({ status: 'created' }).where(eq(paymentsTable.id, a.paymentId));
    const cancelled: string[] = [];
    const restore = withGateway((real) => ({
      cancelIntent: async (ref) => {
        cancelled.push(ref);
        return real.cancelIntent!(ref);
      },
    }));
    let c;
    try {
      c = await checkout(who);
    } finally {
      restore();
    }
    expect(cancelled.sort()).toEqual(
      [a.clientSecret, b.clientSecret].map((x) => t.deps.payments.gateway.providerRefFromSecret(x)).sort(),
    );
    expect([await orderStatus(a.orderId), await orderStatus(b.orderId), await orderStatus(c.orderId)]).toEqual([
      'superseded',
      'superseded',
      'pending',
    ]);
    const status = new Map((await paymentRows([a.paymentId, b.paymentId, c.paymentId])).map((r) => [r.id, r.status]));
    expect([status.get(a.paymentId), status.get(b.paymentId), status.get(c.paymentId)]).toEqual([
      'canceled',
      'canceled',
      'created',
    ]);
  });
});
