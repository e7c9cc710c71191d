import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Several tests start their own app (S3, limits, proxies): generous on a busy machine.
vi.setConfig({ testTimeout: 300_000 });
import { createTestApp, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../test/harness.js';
import { orders } from '../db/schema.js';
import { badUrlReason, badValueReason } from './input-hygiene.js';

/**
 * Security, part 3 (issue 12): no input gives a 5xx. NUL bytes, lone surrogates, overlong UTF-8 and
 * oversized values in paths, queries and JSON are refused with 400 by one shared rule
 * (http/input-hygiene.ts), on PGlite and on PostgreSQL (this file runs in both projects).
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  admin = await signUp(t.app, TEST_ADMIN_EMAIL);
}, 300_000);
afterAll(() => t.close());

/** A JSON text with a raw escape (JSON.stringify would never write a lone surrogate escape itself). */
const rawJson = (text: string) => ({ payload: text, headers: { 'content-type': 'application/json' } });
const as = (
  cookie: string,
  req: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string | object;
    headers?: Record<string, string>;
  },
) =>
  t.app.inject({
    method: req.method ?? 'GET',
    url: req.url,
    payload: req.payload,
    headers: { cookie, ...req.headers },
  });

describe('the six cases from the issue', () => {
  it('GET /api/templates/%00 and friends: 400', async () => {
    for (const url of [
      '/api/templates/%00',
      '/api/templates/a%00b',
      '/api/templates/%ED%A0%80',
      '/api/templates/%C0%AE',
      '/api/templates/%FF',
      '/api/templates?x=%00',
      `/api/templates?q=${'a'.repeat(5000)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('cart add, contact update and referral click with NUL or lone surrogates: 400, nothing stored', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/cart/items',
        payload: '{"items":[{"id":"ci_\\u0000","artworkUrl":"/files/a.webp","size":"digital"}]}',
      },
      {
        method: 'POST' as const,
        url: '/api/cart/items',
        payload: '{"items":[{"id":"ci_\\ud800","artworkUrl":"/files/a.webp","size":"digital"}]}',
      },
      { method: 'PUT' as const, url: '/api/me/contact', payload: '{"lastName":"Nul\\u0000"}' },
      { method: 'PUT' as const, url: '/api/me/contact', payload: '{"lastName":"Half\\udc00pair"}' },
      { method: 'POST' as const, url: '/api/referral-click', payload: '{"token":"abc\\u0000","source":"x"}' },
      { method: 'POST' as const, url: '/api/referral-click', payload: '{"token":"\\ud83d","source":"x"}' },
      {
        method: 'POST' as const,
        url: '/api/referral-click',
        payload: JSON.stringify({ token: 'a', source: 'x'.repeat(30_000) }),
      },
    ];
    for (const c of cases) {
      const res = await as(user.cookie, { ...c, ...rawJson(c.payload) });
      expect(res.statusCode, `${c.method} ${c.url} ${c.payload.slice(0, 60)}: ${res.body}`).toBe(400);
    }
    expect((await as(user.cookie, { url: '/api/cart' })).json().items ?? []).toEqual([]);
    expect((await as(user.cookie, { url: '/api/me/contact' })).json().contact).toBeNull();
  });

  it('a checkout with a NUL in an item: 400, no order, no file copies', async () => {
    const before = await t.deps.db.select({ id: orders.id }).from(orders);
    const res = await as(user.cookie, {
      method: 'POST',
      url: '/api/create-cart-payment-intent',
      ...rawJson('{"items":[{"imageUrl":"/files/library/x/y.webp\\u0000","size":"digital"}]}'),
    });
    expect(res.statusCode).toBe(400);
    expect(await t.deps.db.select({ id: orders.id }).from(orders)).toEqual(before);
    expect(await t.deps.storage.list('orders')).toEqual([]);
  });

  it('well-formed text passes: emoji (surrogate pairs), accents, CJK', async () => {
    const res = await as(user.cookie, { method: 'PUT', url: '/api/me/contact', payload: { lastName: 'Müller 🐶 猫' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact.lastName).toBe('Müller 🐶 猫');
  });
});

describe('the rule itself', () => {
  it('refuses bad addresses and values, accepts good ones', () => {
    expect(badUrlReason('/files/templates/royal-pet-480.webp')).toBeNull();
    expect(badUrlReason('/api/templates?name=%C3%A9t%C3%A9%20%F0%9F%90%B6')).toBeNull();
    for (const bad of [
      '/%00',
      '/%C0%80',
      '/%E0%80%AF',
      '/%ED%BF%BF',
      '/%F8%88%80%80%80',
      '/a\u0000',
      `/${'a'.repeat(5000)}`,
    ])
      expect(badUrlReason(bad), bad).not.toBeNull();
    expect(badValueReason({ a: ['ok', { b: 'fine 🐱' }] }, 'body')).toBeNull();
    for (const bad of [{ a: 'x\u0000' }, { a: ['\ud800'] }, { 'k\u0000': 1 }, { a: 'x'.repeat(20_001) }])
      expect(badValueReason(bad, 'body')).not.toBeNull();
  });
});

describe('fuzz: every route, bad values in the path, the query and the JSON body, never a 5xx', () => {
  const BAD_TEXT = ['\u0000', '\ud800', '\udfff', 'x'.repeat(25_000)];
  // Bodies that are not JSON: multipart uploads, and the providers' signed raw bytes (4xx, not parsed).
  const RAW_BODY = ['/api/uploads', '/api/payments/stripe/webhook', '/api/fulfilment/printful/webhook'];
  const BAD_ESCAPED = ['%00', '%ED%A0%80', '%C0%AE', '%FF%FE', '%F4%90%80%80'];
  it('answers 4xx to all of them', async () => {
    const routes = t.app.routeList.filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/api/events');
    const failures: string[] = [];
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const esc of BAD_ESCAPED) {
        const path = route.url.replace(/:[a-zA-Z]+/g, `a${esc}`).replace('*', `x${esc}`);
        for (const url of [
          path === route.url ? `${path}?q=${esc}` : path,
          `${route.url.replace(/:[a-zA-Z]+/g, 'a').replace('*', 'x')}?q=${esc}`,
        ]) {
          const res = await as(admin.cookie, {
            method,
            url,
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          if (res.statusCode !== 400) failures.push(`${method} ${url}: ${res.statusCode}`);
        }
      }
      if (method === 'GET' || method === 'DELETE') continue;
      const url = route.url.replace(/:[a-zA-Z]+/g, 'a').replace('*', 'x');
      for (const bad of BAD_TEXT) {
        const body = {
          token: bad,
          id: bad,
          email: bad,
          name: bad,
          items: [{ id: bad, imageUrl: bad, size: 'digital' }],
          [bad.slice(0, 3)]: 1,
        };
        const res = await as(admin.cookie, { method, url, payload: body });
        if (res.statusCode >= 500 || (res.statusCode !== 400 && !RAW_BODY.includes(route.url)))
          failures.push(`${method} ${url} body ${JSON.stringify(bad.slice(0, 4))}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
