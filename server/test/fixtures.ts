import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { TEST_ORIGIN, type TestApp } from './harness.js';
import { emailOutbox, libraryItems, orderHistory, orders } from '../db/schema.js';
import { newFileKey } from '../adapters/storage/storage.port.js';

/** Test helpers for the order's life after payment (not a test file). */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));

export const contact = {
  email: 'parent@example.com',
  subscribe: false,
  firstName: 'Pat',
  lastName: 'Parent',
  phone: '',
  address: {
    country: 'US' as const,
    address1: '1 Main St',
    address2: '',
    city: 'Springfield',
    region: 'IL',
    zip: '62701',
  },
};
export const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

export const call = (t: TestApp, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: method === 'POST' ? (payload ?? {}) : undefined,
  });

/** A saved portrait in the caller's library, written directly (painting is tested elsewhere). */
async function portrait(t: TestApp, cookie: string) {
  const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json<{ id: string }>();
  const imageKey = newFileKey('library', me.id, '.webp');
  const fullKey = newFileKey('library', me.id, '-full.jpg');
  await t.deps.storage.put(imageKey, chelsea, 'image/webp');
  await t.deps.storage.put(fullKey, chelsea, 'image/jpeg');
  await t.deps.db
    .insert(libraryItems)
    .values({ id: randomUUID(), userId: me.id, imageKey, fullKey, saved: true, name: 'Royal Chelsea' });
  return t.deps.storage.urlFor(imageKey);
}

/** A checkout of one portrait of the caller's: a framed print (default) or a digital download. */
export async function checkout(
  t: TestApp,
  cookie: string,
  items: { size: string; color?: string }[] = [{ size: 'small', color: 'black' }],
) {
  const imageUrl = await portrait(t, cookie);
  const res = await call(t, cookie, 'POST', '/api/create-cart-payment-intent', {
    contact,
    items: items.map((i) => ({ imageUrl, ...i })),
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json<{ clientSecret: string; orderId: string; paymentId: string; amountCents: number }>();
}

/** Checkout paid with the test gateway's good card. */
export async function paidOrder(t: TestApp, cookie: string, items?: { size: string; color?: string }[]) {
  const started = await checkout(t, cookie, items);
  const paid = await call(t, cookie, 'POST', '/api/payments/local/confirm', {
    clientSecret: started.clientSecret,
    ...card,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return started.orderId;
}

export const stateOf = async (t: TestApp, orderId: string) =>
  (await t.deps.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;
export const orderRow = async (t: TestApp, orderId: string) =>
  (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
export const historyOf = async (t: TestApp, orderId: string) =>
  (
    await t.deps.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id))
  ).map((h) => `${h.from}>${h.to}:${h.actor}`);
export const mailsAbout = async (t: TestApp, orderId: string) =>
  (await t.deps.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt))).filter((m) =>
    m.subject.includes(orderId),
  );
