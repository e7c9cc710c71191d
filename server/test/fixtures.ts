import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  createTestApp,
  createTestDatabase,
  multipartFile,
  signUp,
  TEST_ADMIN_EMAIL,
  TEST_ORIGIN,
  type TestApp,
} from './harness.js';
import type { App } from '../app.js';
import { openDatabase } from '../db/client.js';
import { emailOutbox, libraryItems, orderHistory, orders, user } from '../db/schema.js';
import { createTemplate } from '../features/templates/templates.service.js';
import { newFileKey } from '../adapters/storage/storage.port.js';
import { startStripeFake, type StripeFake } from '../adapters/payments/stripe/stripe-fake.js';
import type { PrintfulFake } from '../adapters/fulfilment/printful-fake.js';

/**
 * The fixtures service tests share (not a test file): a customer with a photo, the contact and card
 * of a checkout, the Stripe and Printful fakes wired in, two app nodes on one database, and the
 * order's life after payment. harness.ts builds the app; this module sets the scene in it.
 */
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

/** Settings that point the app's Stripe adapter at a running Stripe fake. */
export const stripeEnv = (fake: StripeFake) => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_HOST: fake.host,
  STRIPE_API_PORT: String(fake.port),
  STRIPE_API_PROTOCOL: 'http',
});

/** Settings that point the app's Printful adapter at a running Printful fake. */
export const printfulEnv = (fake: PrintfulFake, variants: Record<string, number> = { 'small:black': 4651 }) => ({
  PRINTFUL_API_KEY: fake.apiKey,
  PRINTFUL_API_URL: fake.url,
  PRINTFUL_VARIANTS: JSON.stringify(variants),
  PRINTFUL_WEBHOOK_SECRET: fake.webhookSecret,
});

/** The app paying through a Stripe fake; closing the app closes the fake. */
export async function createStripeTestApp(env: Record<string, string> = {}) {
  const fake = await startStripeFake();
  const t = await createTestApp({ env: { ...stripeEnv(fake), ...env } });
  const close = async () => {
    await t.close();
    await fake.close();
  };
  return { t: { ...t, close }, fake };
}

/**
 * Two app instances ("nodes") on one database. On PostgreSQL the second has its own pool and LISTEN
 * connection, as a second process would; on PGlite both share the one embedded instance.
 */
export async function createTwoNodes() {
  const shared = await createTestDatabase();
  const a = await createTestApp({ database: shared });
  const second = shared.url ? await openDatabase({ databaseUrl: shared.url }) : undefined;
  const b = await createTestApp({ database: second ?? { ...shared, close: async () => {} } });
  const close = async () => {
    await b.close();
    await a.close();
  };
  return { a, b, close };
}

/** Calls `onEvent` with each event's name and data line as a text/event-stream reply arrives. */
export function onServerSentEvents(res: http.IncomingMessage, onEvent: (event: string, data: string) => void) {
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let idx: number;
    while ((idx = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, idx);
      buffer = buffer.slice(idx + 2);
      onEvent(/^event: (.*)$/m.exec(block)?.[1] ?? 'message', /^data: (.*)$/m.exec(block)?.[1] ?? '');
    }
  });
}

/** The app with one signed-up customer. */
export async function createTestAppWithCustomer(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(opts);
  return { t, ...(await signUp(t.app)) };
}

/** The app with the admin signed up: their session cookie. */
export async function createTestAppWithAdmin(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(opts);
  return { t, admin: (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie };
}

/** A JSON POST from the SPA's origin, as the auth forms send it; signed in when `cookie` is given. */
export const postJson = (app: App, url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) },
    payload,
  });

/** Uploads a photo as the customer whose session `cookie` carries (the reply is the test's to check). */
export function uploadPhoto(app: App, cookie: string, bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  const form = multipartFile(bytes, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...form.headers, cookie, origin: TEST_ORIGIN },
    payload: form.payload,
  });
}

/** Uploads Chelsea's photo and paints her as a digital portrait: the reply of POST /api/edit-image. */
export async function paintChelsea(app: App, cookie: string, prompt = 'royal portrait') {
  const up = await uploadPhoto(app, cookie, chelsea, 'chelsea.png');
  return app.inject({
    method: 'POST',
    url: '/api/edit-image',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { imageUrl: up.json<{ url: string }>().url, prompt, size: 'digital' },
  });
}

/** A new customer with one uploaded photo: the cookie, the user id and the upload's URL. */
export async function signUpWithPhoto(app: App, photo: Buffer) {
  const who = await signUp(app);
  const up = await uploadPhoto(app, who.cookie, photo);
  return { ...who, imageUrl: up.json<{ url: string }>().url };
}

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

/** The customer's token balance, read from the database. */
export const tokensOf = async (t: TestApp, userId: string) =>
  (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;

/** A new style added the way the admin adds one (the templates caches drop their answers). */
export const addTemplate = (t: TestApp) =>
  createTemplate(t.deps.db, {
    name: 'Moonlight Glow',
    description: 'd',
    prompt: 'p',
    image: '/files/x.webp',
    sortOrder: 99,
  });

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
