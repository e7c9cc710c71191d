import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUp, type TestApp } from '../../test/harness.js';
import { contact as shopperContact, createTestAppWithAdmin, paintChelsea } from '../../test/fixtures.js';
import { emailOutbox, libraryItems, orders, payments as paymentsTable } from '../../db/schema.js';
import { purgeExpiredLibraryItems } from '../library/library.service.js';
import { applyGatewayEvent } from '../payments/payments.service.js';
import { quickPainterAi } from '../../test/quick-painter.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin({ ai: quickPainterAi() })));
afterAll(() => t.close());

const contact = { ...shopperContact, address: { ...shopperContact.address, address2: 'Apt 4' } };
const digitalContact = { email: 'digital@example.com', firstName: 'Dee', lastName: 'Gital' };
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const start = async (cookie: string, payload: object) => {
  const res = await call(cookie, 'POST', '/api/create-cart-payment-intent', payload);
  if (res.statusCode >= 500) console.log('start', res.statusCode, res.body);
  return res;
};
const pay = async (cookie: string, clientSecret: string) => {
  const res = await call(cookie, 'POST', '/api/payments/local/confirm', { clientSecret, ...card });
  if (res.statusCode >= 500 || res.statusCode === 429) console.log('pay', res.statusCode, res.body);
  return res;
};

async function portrait(cookie: string) {
  const res = await paintChelsea(t.app, cookie);
  if (res.statusCode !== 202) return res.json<{ processedUrl: string; libraryId: string }>();
  // On a busy machine the job outlasts the request's wait: follow it to its result.
  const jobId = res.json().jobId as string;
  await expect
    .poll(async () => (await call(cookie, 'GET', `/api/jobs/${jobId}`)).json().state, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe('done');
  return (await call(cookie, 'GET', `/api/jobs/${jobId}`)).json().result as { processedUrl: string; libraryId: string };
}

/** A mockup file as the framing route stores it (mockups/{userId}/...). */
async function mockup(userId: string) {
  return (
    await t.deps.storage.put(
      `mockups/${userId}/m${Date.now()}${Math.random().toString(36).slice(2, 8)}.webp`,
      chelsea,
      'image/webp',
    )
  ).url;
}

const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailFor = async (orderId: string) =>
  (
    await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Pawtrait Studio order ${orderId}`))
  )[0]!;

describe('order lookup (/order-success)', () => {
  it('answers the order to its owner and the admin; anyone else and made-up ids get the same 404', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const art = await portrait(a.cookie);
    const { orderId } = (
      await start(a.cookie, { contact, items: [{ imageUrl: art.processedUrl, size: 'digital' }] })
    ).json();
    expect((await call(a.cookie, 'GET', `/api/orders/${orderId}`)).json()).toMatchObject({
      id: orderId,
      status: 'pending',
    });
    expect((await call(admin, 'GET', `/api/orders/${orderId}`)).json().id).toBe(orderId);
    const foreign = await call(b.cookie, 'GET', `/api/orders/${orderId}`);
    const madeUp = await call(b.cookie, 'GET', '/api/orders/anything');
    expect([foreign.statusCode, madeUp.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(madeUp.json());
    expect(madeUp.json().error.message).toBe("We couldn't find that order.");
    expect((await t.app.inject({ url: `/api/orders/${orderId}` })).statusCode).toBe(401);
  });
});

describe('one open checkout per customer', () => {
  it('starting again supersedes the pending order and cancels its payment; the old one can no longer be paid', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const items = [{ id: 'ci_one', imageUrl: art.processedUrl, size: 'digital' }];
    const first = (await start(cookie, { contact, items })).json();
    const second = (await start(cookie, { contact, items })).json();
    expect((await orderRow(first.orderId)).status).toBe('superseded');
    expect((await orderRow(second.orderId)).status).toBe('pending');
    const [payment] = await t.deps.db.select().from(paymentsTable).where(eq(paymentsTable.id, first.paymentId));
    expect(payment!.status).toBe('canceled');
    const stale = await pay(cookie, first.clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'This checkout was replaced by a newer one. Please pay from your latest checkout.',
    );
    expect((await pay(cookie, second.clientSecret)).json().status).toBe('succeeded');
    expect((await orderRow(second.orderId)).status).toBe('delivered'); // digital only: paid -> delivered at once
    expect((await orderRow(first.orderId)).status).toBe('superseded');
  });

  it('a stale order paid after another order bought its cart lines is kept as refund_due, once, and ships nothing', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    await call(cookie, 'POST', '/api/cart/items', {
      items: [{ id: 'ci_stale', artworkUrl: art.processedUrl, size: 'digital' }],
    });
    const items = [{ id: 'ci_stale', imageUrl: art.processedUrl, size: 'digital' }];
    const first = (await start(cookie, { contact, items })).json();
    // The provider charged the first intent before the cancel reached it (a race no cancel can close):
    const charged = await t.deps.payments.gateway.chargeTestCard!(first.clientSecret, card);
    const second = (await start(cookie, { contact, items })).json();
    expect((await pay(cookie, second.clientSecret)).json().status).toBe('succeeded');
    const late = await Promise.all([1, 2, 3].map(() => applyGatewayEvent(t.deps.db, t.deps.payments, charged.event)));
    expect(late.filter((o) => o.outcome === 'fulfilled')).toHaveLength(1);
    const stale = await orderRow(first.orderId);
    expect(stale.status).toBe('refund_due');
    expect(stale.paidAt).not.toBeNull();
    expect(await t.deps.storage.list(`orders/${first.orderId}`)).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Your Pawtrait Studio order ${first.orderId}`)),
    ).toEqual([]);
    expect(
      (await call(admin, 'GET', '/api/admin/orders')).json().orders.find((o: { id: string }) => o.id === first.orderId)
        ?.status,
    ).toBe('refund_due');
  });
});

describe('two payments of one customer at the same moment', () => {
  it('for the same cart line: one order ships, the other is kept as refund_due', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    await call(cookie, 'POST', '/api/cart/items', {
      items: [{ id: 'ci_twice', artworkUrl: art.processedUrl, size: 'digital' }],
    });
    const items = [{ id: 'ci_twice', imageUrl: art.processedUrl, size: 'digital' }];
    const first = (await start(cookie, { contact, items })).json();
    const charged = await t.deps.payments.gateway.chargeTestCard!(first.clientSecret, card);
    const second = (await start(cookie, { contact, items })).json();
    // The first charge's webhook and the second checkout's payment are applied at once.
    await Promise.all([applyGatewayEvent(t.deps.db, t.deps.payments, charged.event), pay(cookie, second.clientSecret)]);
    const statuses = [(await orderRow(first.orderId)).status, (await orderRow(second.orderId)).status].sort();
    expect(statuses).toEqual(['delivered', 'refund_due']);
  });
});

describe('direct checkout', () => {
  it('removes from the cart only the lines its order contains', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const other = await portrait(cookie);
    await call(cookie, 'POST', '/api/cart/items', {
      items: [
        { id: 'ci_keep_1', artworkUrl: other.processedUrl, size: 'digital' },
        { id: 'ci_keep_2', artworkUrl: other.processedUrl, size: 'small', color: 'black' },
      ],
    });
    const direct = (
      await start(cookie, { contact, items: [{ imageUrl: art.processedUrl, size: 'medium', color: 'white' }] })
    ).json();
    expect((await pay(cookie, direct.clientSecret)).json().status).toBe('succeeded');
    const cart = (await call(cookie, 'GET', '/api/cart'))
      .json()
      .items.map((i: { id: string }) => i.id)
      .sort();
    expect(cart).toEqual(['ci_keep_1', 'ci_keep_2']);
    // A cart checkout of one line clears that line only.
    const fromCart = (
      await start(cookie, { contact, items: [{ id: 'ci_keep_1', imageUrl: other.processedUrl, size: 'digital' }] })
    ).json();
    await pay(cookie, fromCart.clientSecret);
    expect((await call(cookie, 'GET', '/api/cart')).json().items.map((i: { id: string }) => i.id)).toEqual([
      'ci_keep_2',
    ]);
  });
});

describe('orders keep what they bought', () => {
  it('the picture, mockups and print file survive deletion of the library item and the expiry purge', async () => {
    const { cookie, userId } = await signUp(t.app);
    const deleted = await portrait(cookie);
    const expired = await portrait(cookie);
    const mockupUrl = await mockup(userId);
    const items = [
      { imageUrl: deleted.processedUrl, size: 'large', color: 'black', mockupUrls: [mockupUrl] },
      { imageUrl: expired.processedUrl, size: 'digital' },
    ];
    const { orderId, clientSecret } = (await start(cookie, { contact, items })).json();
    expect((await pay(cookie, clientSecret)).json().status).toBe('succeeded');

    expect((await call(cookie, 'DELETE', `/api/library/${deleted.libraryId}`)).statusCode).toBeLessThan(300);
    await t.deps.db
      .update(libraryItems)
      .set({ saved: false, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(libraryItems.id, expired.libraryId));
    expect(await purgeExpiredLibraryItems(t.deps.db, t.deps.storage)).toBeGreaterThanOrEqual(1);
    await t.deps.storage.delete(t.deps.storage.keyFromUrl(mockupUrl)!);
    expect((await t.app.inject({ url: deleted.processedUrl, headers: { cookie } })).statusCode).toBe(404);

    const order = (await call(cookie, 'GET', `/api/orders/${orderId}`)).json();
    const urls = [order.items[0].artworkUrl, order.items[0].mockupUrls[0], order.items[1].artworkUrl];
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/files/order-images/${orderId}/`));
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    }
    // Another customer gets the same 404 as for a missing file.
    const stranger = await signUp(t.app);
    expect((await t.app.inject({ url: urls[0], headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await call(cookie, 'GET', `/api/orders/${orderId}/items/1/download`)).statusCode).toBe(200);
    const admin0 = (await call(admin, 'GET', '/api/admin/orders'))
      .json()
      .orders.find((o: { id: string }) => o.id === orderId);
    expect((await t.app.inject({ url: admin0.items[0].printFileUrl })).statusCode).toBe(200);
  });

  it('reads a cart with its availability the same way for every form of artwork URL, on a read and on a repeated add', async () => {
    const { cookie } = await signUp(t.app);
    const mine = await portrait(cookie);
    const gone = await portrait(cookie);
    const escaped = (url: string) =>
      url.replace(/^\/files\/(.*)$/, (_m, key: string) => `/files/${key.replaceAll('/', '%2F')}`);
    const items = [
      { id: 'ci_plain', artworkUrl: mine.processedUrl, size: 'digital' },
      { id: 'ci_escaped', artworkUrl: escaped(mine.processedUrl), size: 'small', color: 'black' },
      { id: 'ci_foreign', artworkUrl: `https://elsewhere.example${mine.processedUrl}`, size: 'medium', color: 'black' },
      { id: 'ci_query', artworkUrl: `${mine.processedUrl}?x=1`, size: 'large', color: 'black' },
      { id: 'ci_gone', artworkUrl: gone.processedUrl, size: 'digital' },
      { id: 'ci_gone_escaped', artworkUrl: escaped(gone.processedUrl), size: 'small', color: 'white' },
    ];
    expect(escaped(mine.processedUrl)).not.toBe(mine.processedUrl);
    expect((await call(cookie, 'POST', '/api/cart/items', { items })).statusCode).toBe(200);
    await call(cookie, 'DELETE', `/api/library/${gone.libraryId}`);
    const flags = (res: { json: () => { items: { id: string; unavailable: boolean }[] } }) =>
      Object.fromEntries(res.json().items.map((i) => [i.id, i.unavailable]));
    const expected = {
      ci_plain: false,
      ci_escaped: false,
      ci_foreign: true,
      ci_query: true,
      ci_gone: true,
      ci_gone_escaped: true,
    };
    expect(flags(await call(cookie, 'GET', '/api/cart'))).toEqual(expected);
    // Adding what the cart already holds answers from the same single read.
    expect(flags(await call(cookie, 'POST', '/api/cart/items', { items: [items[0]] }))).toEqual(expected);
  });

  it('marks a cart line whose portrait is gone and names it when checkout starts', async () => {
    const { cookie } = await signUp(t.app);
    const gone = await portrait(cookie);
    const kept = await portrait(cookie);
    await call(cookie, 'POST', '/api/cart/items', {
      items: [
        { id: 'ci_gone', artworkUrl: gone.processedUrl, size: 'medium', color: 'black', templateName: 'Royal Pet' },
        { id: 'ci_kept', artworkUrl: kept.processedUrl, size: 'digital', templateName: 'Space Explorer' },
      ],
    });
    await call(cookie, 'DELETE', `/api/library/${gone.libraryId}`);
    const cart = (await call(cookie, 'GET', '/api/cart')).json().items as { id: string; unavailable: boolean }[];
    expect(Object.fromEntries(cart.map((i) => [i.id, i.unavailable]))).toEqual({ ci_gone: true, ci_kept: false });
    const res = await start(cookie, {
      contact,
      items: [
        { id: 'ci_kept', imageUrl: kept.processedUrl, size: 'digital', templateName: 'Space Explorer' },
        { id: 'ci_gone', imageUrl: gone.processedUrl, size: 'medium', color: 'black', templateName: 'Royal Pet' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      '“Royal Pet” (12x16) is no longer available. Remove it from your cart to continue.',
    );
  });
});

describe('admin print files', () => {
  it('gives each item a signed, expiring link to its full-resolution print file and its mockups', async () => {
    const { cookie, userId } = await signUp(t.app);
    const art = await portrait(cookie);
    const mockupUrl = await mockup(userId);
    const { orderId, clientSecret } = (
      await start(cookie, {
        contact,
        items: [{ imageUrl: art.processedUrl, size: 'small', color: 'red_oak', mockupUrls: [mockupUrl] }],
      })
    ).json();
    await pay(cookie, clientSecret);
    const listed = (await call(admin, 'GET', '/api/admin/orders'))
      .json()
      .orders.find((o: { id: string }) => o.id === orderId);
    const item = listed.items[0];
    const row = await orderRow(orderId);
    expect(item.printFileUrl).toMatch(new RegExp(`^/files/${row.items[0]!.fullKey}\\?exp=\\d+&sig=`));
    expect(item.mockupLinks).toHaveLength(1);
    const print = await t.app.inject({ url: item.printFileUrl });
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toBe('image/jpeg');
    const [lib] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, art.libraryId));
    // The print file is the full-resolution file, byte for byte, not the preview.
    expect(print.rawPayload.equals((await t.deps.storage.get(lib!.fullKey))!.body)).toBe(true);
    expect((await t.app.inject({ url: item.mockupLinks[0] })).statusCode).toBe(200);
    expect((await t.app.inject({ url: item.printFileUrl.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);
    // The customer never gets the print file of a framed order through /files.
    expect((await t.app.inject({ url: item.printFileUrl.split('?')[0]!, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('digital-only orders and the confirmation e-mail', () => {
  it('a digital-only order needs only name and e-mail; a framed one still needs the address', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const digital = await start(cookie, {
      contact: digitalContact,
      items: [{ imageUrl: art.processedUrl, size: 'digital' }],
    });
    expect(digital.statusCode).toBe(200);
    const framed = await start(cookie, {
      contact: digitalContact,
      items: [{ imageUrl: art.processedUrl, size: 'small', color: 'black' }],
    });
    expect(framed.statusCode).toBe(400);
    expect(framed.json().error).toEqual({ code: 'VALIDATION', message: 'Address is required.' });
    const noName = await start(cookie, {
      contact: { email: 'x@example.com' },
      items: [{ imageUrl: art.processedUrl, size: 'digital' }],
    });
    expect(noName.json().error).toEqual({ code: 'VALIDATION', message: 'Last name is required.' });
  });

  it('names each item’s delivery; ship-to and the 3–5 day promise only with framed prints', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const buy = async (items: object[], who: object) => {
      const s = (await start(cookie, { contact: who, items })).json();
      await pay(cookie, s.clientSecret);
      return mailFor(s.orderId);
    };
    const digitalItem = { imageUrl: art.processedUrl, size: 'digital', templateName: 'Royal Pet' };
    const framedItem = { imageUrl: art.processedUrl, size: 'medium', color: 'white', templateName: 'Royal Pet' };

    const digitalOnly = await buy([digitalItem], digitalContact);
    for (const body of [digitalOnly.text, digitalOnly.html!]) {
      expect(body).toMatch(
        /\/api\/orders\/PP-[A-Z0-9]+\/items\/0\/download\?exp=\d+&amp;sig=|\/download\?exp=\d+&sig=/,
      );
      expect(body).not.toContain('3–5');
      expect(body).not.toContain('Ship to');
      expect(body).not.toContain('shipping free');
    }

    const framedOnly = await buy([framedItem], contact);
    for (const body of [framedOnly.text, framedOnly.html!]) {
      expect(body).toContain('Ship to');
      expect(body).toContain('Pat Parent');
      expect(body).toContain('1 Main St');
      expect(body).toContain('Springfield, IL 62701');
      expect(body).toContain('ship within 3–5 business days');
      expect(body).not.toContain('/download?');
    }

    const mixed = await buy([digitalItem, framedItem], contact);
    expect(mixed.text).toMatch(
      /Royal Pet — Digital Download — \$14\.50\n {4}Download: http:\/\/localhost:3999\/api\/orders\/\S+\/items\/0\/download\?exp=/,
    );
    expect(mixed.text).toMatch(/Royal Pet — 12x16 print, White frame — \$129\.00\n {4}Ships to the address below/);
    expect(mixed.text).toContain('ship within 3–5 business days');
    expect(mixed.html).toContain('Download your portrait');
    expect(mixed.html).toContain('Springfield, IL 62701');
    expect(mixed.html).toContain('3–5 business days');
  });
});

describe('a foreign or deleted artwork still reads as such', () => {
  it('keeps the generic message for an artwork that was never the caller’s', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const art = await portrait(a.cookie);
    const res = await start(b.cookie, { contact, items: [{ imageUrl: art.processedUrl, size: 'digital' }] });
    expect(res.json().error.message).toBe(
      'One of the items is not one of your portraits. Please remove it from the cart.',
    );
    expect(
      await t.deps.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, b.userId))),
    ).toEqual([]);
  });
});
