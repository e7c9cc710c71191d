import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { contact as shopperContact, paintChelsea } from '../../test/fixtures.js';
import { emailOutbox, orders, payments as paymentsTable } from '../../db/schema.js';
import { applyGatewayEvent } from '../payments/payments.service.js';
import type { GatewayEvent } from '../../adapters/payments/payments.port.js';
import { quickPainterAi } from '../../test/quick-painter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai: quickPainterAi() });
});
afterAll(() => t.close());

const contact = { ...shopperContact, email: 'buyer@example.com', subscribe: true };
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

async function portrait(cookie: string) {
  const res = await paintChelsea(t.app, cookie);
  return res.json<{ processedUrl: string; libraryId: string }>();
}
const inject = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('checkout and orders', () => {
  it('prices from the catalog, ignoring prices sent by the browser', async () => {
    const { cookie, userId } = await signUp(t.app);
    const art = await portrait(cookie);
    const res = await inject(cookie, 'POST', '/api/create-cart-payment-intent', {
      uid: userId,
      contact,
      items: [
        {
          imageUrl: art.processedUrl,
          size: 'small',
          color: 'black',
          templateName: 'Royal Pet',
          price: 1,
          priceCents: 1,
        },
        { imageUrl: art.processedUrl, size: 'digital', color: 'white', templateName: 'Royal Pet', priceCents: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amountCents).toBe(9900 + 1450);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order).toMatchObject({ status: 'pending', totalCents: 11350 });
    expect(order!.items.map((i) => [i.size, i.color, i.priceCents])).toEqual([
      ['small', 'black', 9900],
      ['digital', null, 1450],
    ]);
    const [payment] = await t.deps.db.select().from(paymentsTable).where(eq(paymentsTable.id, res.json().paymentId));
    expect(payment!.amountCents).toBe(11350);
    // Pending orders are not in the customer's history.
    expect((await inject(cookie, 'GET', '/api/orders')).json().orders).toEqual([]);
  });

  it('starting a checkout records references only: no file is read, checked, written or removed before payment', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const { storage } = t.deps;
    const spies = (['get', 'exists', 'put', 'delete', 'list'] as const).map((name) => vi.spyOn(storage, name));
    try {
      const res = await inject(cookie, 'POST', '/api/create-cart-payment-intent', {
        contact,
        items: [{ imageUrl: art.processedUrl, size: 'small', color: 'black' }],
      });
      expect(res.statusCode).toBe(200);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, res.json().orderId));
      expect(order!.items[0]!.fullKey).not.toContain(res.json().orderId);
      expect(order!.items[0]!.artworkUrl).toBe(art.processedUrl);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('refuses artwork that is not the caller’s, missing colours, empty carts and a foreign uid', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const art = await portrait(a.cookie);
    const attempts: [object, number][] = [
      [{ contact, items: [{ imageUrl: art.processedUrl, size: 'small', color: 'black' }] }, 400],
      [{ contact, items: [{ imageUrl: 'https://evil.example.com/x.webp', size: 'digital' }] }, 400],
      [{ contact, items: [] }, 400],
      [{ contact, uid: a.userId, items: [{ imageUrl: art.processedUrl, size: 'digital' }] }, 403],
      [{ contact, items: [{ imageUrl: art.processedUrl, size: 'poster' }] }, 400],
    ];
    for (const [payload, status] of attempts)
      expect((await inject(b.cookie, 'POST', '/api/create-cart-payment-intent', payload)).statusCode).toBe(status);
    const noColour = await inject(a.cookie, 'POST', '/api/create-cart-payment-intent', {
      contact,
      items: [{ imageUrl: art.processedUrl, size: 'large' }],
    });
    expect(noColour.json().error.message).toBe('Please choose a frame color.');
    const noContact = await inject(a.cookie, 'POST', '/api/create-cart-payment-intent', {
      items: [{ imageUrl: art.processedUrl, size: 'digital' }],
    });
    expect(noContact.statusCode).toBe(400);
  });

  it('creates the order exactly once however often the succeeded event arrives, clears its cart lines and sends one e-mail', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    await inject(cookie, 'POST', '/api/cart/items', {
      items: [
        { id: 'ci_1_aaaa', artworkUrl: art.processedUrl, size: 'digital', templateName: 'Royal Pet' },
        { id: 'ci_2_bbbb', artworkUrl: art.processedUrl, size: 'medium', color: 'red_oak', templateName: 'Royal Pet' },
      ],
    });
    const started = await inject(cookie, 'POST', '/api/create-cart-payment-intent', {
      contact,
      items: [{ id: 'ci_1_aaaa', imageUrl: art.processedUrl, size: 'digital', templateName: 'Royal Pet' }],
    });
    const { clientSecret, orderId, paymentId } = started.json();
    const charge = await t.deps.payments.gateway.chargeTestCard!(clientSecret, card);
    expect(charge.ok).toBe(true);
    const event: GatewayEvent = charge.event;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => applyGatewayEvent(t.deps.db, t.deps.payments, event)),
    );
    expect(outcomes.filter((o) => o.outcome === 'fulfilled')).toHaveLength(1);
    // A second, different event for the same payment changes nothing either.
    const again = await applyGatewayEvent(t.deps.db, t.deps.payments, { ...event, id: `${event.id}_redelivered` });
    expect(again.outcome).toBe('already_final');

    const list = (await inject(cookie, 'GET', '/api/orders')).json().orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: orderId, status: 'paid', totalCents: 1450, payment: { paymentId } });
    expect((await inject(cookie, 'GET', '/api/cart')).json().items.map((i: { id: string }) => i.id)).toEqual([
      'ci_2_bbbb',
    ]);
    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, contact.email), eq(emailOutbox.subject, `Your Pawtrait Studio order ${orderId}`)));
    expect(mails).toHaveLength(1);

    // The digital item downloads with the signed link from the e-mail, without a session.
    const link = /Download: (\S+)/.exec(mails[0]!.text)![1]!.replace('http://localhost:3999', '');
    const dl = await t.app.inject({ url: link });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain(`pawtrait-${orderId}-1.jpg`);
    expect((await t.app.inject({ url: link.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/orders/${orderId}/items/0/download`, headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('keeps the order file even when the library image is deleted', async () => {
    const { cookie } = await signUp(t.app);
    const art = await portrait(cookie);
    const { clientSecret, orderId } = (
      await inject(cookie, 'POST', '/api/create-cart-payment-intent', {
        contact,
        items: [{ imageUrl: art.processedUrl, size: 'digital' }],
      })
    ).json();
    await inject(cookie, 'POST', '/api/payments/local/confirm', { clientSecret, ...card });
    await inject(cookie, 'DELETE', `/api/library/${art.libraryId}`);
    expect((await inject(cookie, 'GET', `/api/orders/${orderId}/items/0/download`)).statusCode).toBe(200);
  });

  it("never shows one customer another's orders, cart or contact", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const art = await portrait(a.cookie);
    const { clientSecret, orderId } = (
      await inject(a.cookie, 'POST', '/api/create-cart-payment-intent', {
        contact,
        items: [{ imageUrl: art.processedUrl, size: 'digital' }],
      })
    ).json();
    await inject(a.cookie, 'POST', '/api/payments/local/confirm', { clientSecret, ...card });
    await inject(a.cookie, 'PUT', '/api/me/contact', contact);
    await inject(a.cookie, 'POST', '/api/cart/items', {
      items: [{ id: 'ci_a_1', artworkUrl: art.processedUrl, size: 'digital' }],
    });
    expect((await inject(b.cookie, 'GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await inject(b.cookie, 'GET', `/api/orders/${orderId}/items/0/download`)).statusCode).toBe(404);
    expect((await inject(b.cookie, 'GET', '/api/orders')).json().orders).toEqual([]);
    expect((await inject(b.cookie, 'GET', '/api/cart')).json().items).toEqual([]);
    await inject(b.cookie, 'DELETE', '/api/cart/items/ci_a_1');
    expect((await inject(a.cookie, 'GET', '/api/cart')).json().items).toHaveLength(1);
    expect((await inject(b.cookie, 'GET', '/api/me/contact')).json().contact).toBeNull();
    expect((await inject(a.cookie, 'GET', '/api/me/contact')).json().contact.address.city).toBe('Springfield');
  });
});

describe('cart', () => {
  it('copies a guest cart up, merges without duplicates and keeps newest first', async () => {
    const { cookie } = await signUp(t.app);
    const first = await inject(cookie, 'POST', '/api/cart/items', {
      items: [{ id: 'ci_server_1', artworkUrl: '/files/a.webp', size: 'small', color: 'black' }],
    });
    expect(first.json().items).toHaveLength(1);
    const merged = await inject(cookie, 'POST', '/api/cart/items', {
      items: [
        { id: 'ci_guest_new', artworkUrl: '/files/b.webp', size: 'digital', color: 'black' },
        { id: 'ci_server_1', artworkUrl: '/files/a.webp', size: 'small', color: 'black' },
        { id: 'ci_guest_dupe', artworkUrl: '/files/a.webp', size: 'small', color: 'black' },
        { id: 'ci_guest_old', artworkUrl: '/files/c.webp', size: 'large', color: 'red_oak' },
      ],
    });
    const items = merged.json().items;
    expect(items.map((i: { id: string }) => i.id)).toEqual(['ci_guest_new', 'ci_guest_old', 'ci_server_1']);
    expect(items[0].color).toBeNull();
    // Adding only what the cart holds already answers the same cart, in the same order.
    const again = await inject(cookie, 'POST', '/api/cart/items', {
      items: [
        { id: 'ci_again', artworkUrl: '/files/a.webp', size: 'small', color: 'black' },
        { id: 'ci_guest_new', artworkUrl: '/files/z.webp', size: 'digital' },
      ],
    });
    expect(again.json().items).toEqual(items);
    const bad = await inject(cookie, 'POST', '/api/cart/items', {
      items: [{ id: 'nope', artworkUrl: '/files/a.webp', size: 'small' }],
    });
    expect(bad.statusCode).toBe(400);
    await inject(cookie, 'DELETE', '/api/cart/items/ci_guest_old');
    expect((await inject(cookie, 'GET', '/api/cart')).json().items).toHaveLength(2);
    expect((await inject(cookie, 'DELETE', '/api/cart')).statusCode).toBe(204);
    expect((await inject(cookie, 'GET', '/api/cart')).json().items).toEqual([]);
  });

  it('is for signed-in customers only', async () => {
    expect((await t.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/create-cart-payment-intent', payload: { items: [] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('contact', () => {
  it('merges a partial update without overwriting the fields it did not send', async () => {
    const { cookie } = await signUp(t.app);
    await inject(cookie, 'PUT', '/api/me/contact', contact);
    const res = await inject(cookie, 'PUT', '/api/me/contact', { address: { ...contact.address, city: 'Chicago' } });
    expect(res.statusCode).toBe(200);
    const saved = (await inject(cookie, 'GET', '/api/me/contact')).json().contact;
    expect(saved).toMatchObject({
      firstName: 'Pat',
      subscribe: true,
      email: 'buyer@example.com',
      address: { city: 'Chicago', zip: '62701' },
    });
    expect((await inject(cookie, 'PUT', '/api/me/contact', { email: 'not an email' })).statusCode).toBe(400);
  });
});
