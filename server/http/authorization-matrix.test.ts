import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartFile, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../test/harness.js';
import { card, contact } from '../test/fixtures.js';
import { DEFAULT_SHOP_SETTINGS } from '../../common/shop-defaults.js';

/**
 * Every API route, with the status expected for: a signed-out caller, customer A on A's own data,
 * customer A on B's data (or '-' where a route has no one else's data), and the admin (acting on
 * A's data where the route takes an id). The last test fails when the app serves a route this table
 * does not list, so a new route cannot ship without deciding who may call it.
 */
type Who = 'out' | 'own' | 'other' | 'admin';
type Ctx = Record<string, string>;
type Row = {
  route: string;
  req: (who: Who, c: Ctx) => { url: string; payload?: object; form?: boolean; png?: Buffer };
  expect: [number, number, number | '-', number];
  note?: string;
};

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));
/** A touched-up mask of Chelsea's photo (451x300): all pet. */
const chelseaMask = await sharp({ create: { width: 451, height: 300, channels: 3, background: '#ffffff' } })
  .png()
  .toBuffer();
/** A's resource for own/admin, B's for 'other' (customer A acting on B's data). */
const pick = (who: Who, c: Ctx, key: string) => (who === 'other' ? c[`b_${key}`]! : c[`a_${key}`]!);

const MATRIX: Row[] = [
  { route: 'GET /api/health', req: () => ({ url: '/api/health' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/health/live', req: () => ({ url: '/api/health/live' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/health/ready', req: () => ({ url: '/api/health/ready' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/admin/health', req: () => ({ url: '/api/admin/health' }), expect: [401, 403, '-', 200] },
  {
    route: 'GET /ops/backup',
    req: () => ({ url: '/ops/backup' }),
    expect: [200, 200, '-', 200],
    note: 'a local operator (inject: loopback, no forwarding header) or BACKUP_TOKEN; others 403 (backup.test.ts)',
  },
  {
    route: 'GET /metrics',
    req: () => ({ url: '/metrics' }),
    expect: [200, 200, '-', 200],
    note: 'loopback (inject) or METRICS_TOKEN; others 403 (metrics.test.ts)',
  },
  { route: 'GET /api/auth/*', req: () => ({ url: '/api/auth/get-session' }), expect: [200, 200, '-', 200] },
  {
    route: 'POST /api/auth/sign-up/email',
    req: (w) => ({
      url: '/api/auth/sign-up/email',
      payload: { email: `matrix-${w}-${Date.now()}@example.com`, password: 'correct horse battery', name: 'M' },
    }),
    expect: [200, 200, '-', 200],
    note: 'rate-limited per client address',
  },
  {
    route: 'POST /api/auth/*',
    req: () => ({ url: '/api/auth/request-password-reset', payload: { email: 'nobody@example.com' } }),
    expect: [200, 200, '-', 200],
  },
  { route: 'GET /api/config', req: () => ({ url: '/api/config' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/settings', req: () => ({ url: '/api/settings' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/admin/settings', req: () => ({ url: '/api/admin/settings' }), expect: [401, 403, '-', 200] },
  {
    route: 'PUT /api/admin/settings',
    req: () => ({ url: '/api/admin/settings', payload: { basedOn: 0, settings: DEFAULT_SHOP_SETTINGS } }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'POST /api/admin/settings/versions/:id/restore',
    req: () => ({ url: '/api/admin/settings/versions/1/restore' }),
    expect: [401, 403, '-', 200],
    note: 'after the PUT above: version 1 is the demo settings',
  },
  { route: 'GET /api/me', req: () => ({ url: '/api/me' }), expect: [401, 200, '-', 200] },
  { route: 'GET /api/me/token-history', req: () => ({ url: '/api/me/token-history' }), expect: [401, 200, '-', 200] },
  { route: 'GET /api/templates', req: () => ({ url: '/api/templates' }), expect: [200, 200, '-', 200] },
  { route: 'GET /api/templates/:id', req: () => ({ url: '/api/templates/royal-pet' }), expect: [200, 200, '-', 200] },
  {
    route: 'GET /files/*',
    req: (w, c) => ({ url: pick(w, c, 'image') }),
    expect: [404, 200, 404, 200],
    note: 'private files: owner or admin (signed links: security-files.test.ts)',
  },
  {
    route: 'GET /api/events',
    req: () => ({ url: '' }),
    expect: [200, 200, '-', 200],
    note: 'a stream; per-user delivery is tested in events.test.ts',
  },
  {
    route: 'GET /api/dev/outbox',
    req: () => ({ url: '/api/dev/outbox' }),
    expect: [401, 403, '-', 200],
    note: 'development only, admin only',
  },
  {
    route: 'POST /api/create-payment-intent',
    req: (w, c) => ({ url: '/api/create-payment-intent', payload: { packageId: 'tokens_5', uid: pick(w, c, 'id') } }),
    expect: [401, 200, 403, 403],
  },
  {
    route: 'POST /api/payments/local/confirm',
    req: (w, c) => ({ url: '/api/payments/local/confirm', payload: { clientSecret: pick(w, c, 'secret'), ...card } }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'GET /api/payments/:id',
    req: (w, c) => ({ url: `/api/payments/${pick(w, c, 'payment')}` }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'POST /api/payments/stripe/webhook',
    req: () => ({ url: '/api/payments/stripe/webhook', payload: {} }),
    expect: [404, 404, '-', 404],
    note: 'Stripe is not the provider here; signatures are tested in stripe.test.ts',
  },
  {
    route: 'POST /api/referral-click',
    req: (_w, c) => ({ url: '/api/referral-click', payload: { token: c.b_ref, source: 'x' } }),
    expect: [200, 200, '-', 200],
  },
  { route: 'GET /api/referral-credits', req: () => ({ url: '/api/referral-credits' }), expect: [401, 200, '-', 200] },
  {
    route: 'POST /api/referral-credits/seen',
    req: () => ({ url: '/api/referral-credits/seen', payload: { ids: ['none'] } }),
    expect: [401, 200, '-', 200],
  },
  { route: 'POST /api/uploads', req: () => ({ url: '/api/uploads', form: true }), expect: [401, 201, '-', 201] },
  {
    route: 'GET /api/uploads/:id/check',
    req: (w, c) => ({ url: `/api/uploads/${pick(w, c, 'uploadId')}/check` }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'PUT /api/uploads/:id/mask',
    req: (w, c) => ({ url: `/api/uploads/${pick(w, c, 'uploadId')}/mask`, png: chelseaMask }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'POST /api/edit-image',
    req: (w, c) => ({
      url: '/api/edit-image',
      payload: { imageUrl: pick(w, c, 'upload'), prompt: 'royal', size: 'digital' },
    }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'POST /api/edit-image/preview',
    req: (w, c) => ({
      url: '/api/edit-image/preview',
      payload: { imageUrl: pick(w, c, 'upload'), prompt: 'a blue bow tie' },
    }),
    expect: [401, 200, 200, 200],
    note: "read-only, no token: another's image is read as a photo, so nothing about it is revealed",
  },
  {
    route: 'POST /api/process-pet-photo',
    req: (w, c) => ({ url: '/api/process-pet-photo', payload: { imageUrl: pick(w, c, 'upload') } }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'POST /api/create-final-image',
    req: (w, c) => ({
      url: '/api/create-final-image',
      payload: { imageUrl: pick(w, c, 'upload'), petName: 'Chelsea' },
    }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'GET /api/jobs/:id',
    req: (w, c) => ({ url: `/api/jobs/${pick(w, c, 'item')}` }),
    expect: [401, 200, 404, 404],
    note: "a generation's job id is its library item id; owner only",
  },
  { route: 'GET /api/jobs', req: () => ({ url: '/api/jobs?active=1' }), expect: [401, 200, '-', 200] },
  {
    route: 'POST /api/compose-frame',
    req: (w, c) => ({
      url: '/api/compose-frame',
      payload: { imageUrl: pick(w, c, 'image'), size: 'small', color: 'black' },
    }),
    expect: [401, 200, 404, 404],
  },
  { route: 'GET /api/library', req: () => ({ url: '/api/library' }), expect: [401, 200, '-', 200] },
  {
    route: 'GET /api/library/:id',
    req: (w, c) => ({ url: `/api/library/${pick(w, c, 'item')}` }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'PATCH /api/library/:id',
    req: (w, c) => ({ url: `/api/library/${pick(w, c, 'item')}`, payload: { saved: true } }),
    expect: [401, 200, 404, 404],
  },
  {
    route: 'DELETE /api/library/:id',
    req: (w, c) => ({ url: `/api/library/${pick(w, c, 'spare')}` }),
    expect: [401, 204, 404, 404],
  },
  { route: 'GET /api/cart', req: () => ({ url: '/api/cart' }), expect: [401, 200, '-', 200] },
  {
    route: 'POST /api/cart/items',
    req: (_w, c) => ({
      url: '/api/cart/items',
      payload: { items: [{ id: 'ci_matrix_1', artworkUrl: c.a_image, size: 'digital' }] },
    }),
    expect: [401, 200, '-', 200],
  },
  {
    route: 'DELETE /api/cart/items/:id',
    req: () => ({ url: '/api/cart/items/ci_matrix_1' }),
    expect: [401, 204, '-', 204],
    note: 'scoped to the caller: another id is simply not in their cart',
  },
  { route: 'DELETE /api/cart', req: () => ({ url: '/api/cart' }), expect: [401, 204, '-', 204] },
  {
    route: 'POST /api/create-cart-payment-intent',
    req: (w, c) => ({
      url: '/api/create-cart-payment-intent',
      payload: { contact, items: [{ imageUrl: pick(w, c, 'image'), size: 'digital' }] },
    }),
    expect: [401, 200, 400, 400],
  },
  { route: 'GET /api/orders', req: () => ({ url: '/api/orders' }), expect: [401, 200, '-', 200] },
  {
    route: 'GET /api/orders/:id',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}` }),
    expect: [401, 200, 404, 200],
  },
  {
    route: 'GET /api/orders/:id/items/:index/download',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}/items/0/download` }),
    expect: [401, 200, 404, 404],
  },
  { route: 'GET /api/me/contact', req: () => ({ url: '/api/me/contact' }), expect: [401, 200, '-', 200] },
  {
    route: 'PUT /api/me/contact',
    req: () => ({ url: '/api/me/contact', payload: contact }),
    expect: [401, 200, '-', 200],
  },
  {
    route: 'PUT /api/me/profile',
    req: () => ({ url: '/api/me/profile', payload: { name: 'Nora' } }),
    expect: [401, 200, '-', 200],
  },
  { route: 'GET /api/me/export', req: () => ({ url: '/api/me/export' }), expect: [401, 200, '-', 200] },
  {
    route: 'POST /api/me/delete',
    req: () => ({ url: '/api/me/delete', payload: { password: 'not the password' } }),
    expect: [401, 400, '-', 400],
    note: 'a wrong password deletes nothing',
  },
  {
    route: 'GET /api/admin/reference-pet',
    req: () => ({ url: '/api/admin/reference-pet' }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'POST /api/generate-template',
    req: () => ({
      url: '/api/generate-template',
      payload: { userPrompt: 'x', referenceImageUrl: '/files/dog_cat/chelsea-full.jpg' },
    }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'POST /api/printful-mockup',
    req: () => ({
      url: '/api/printful-mockup',
      payload: { imageUrl: '/files/dog_cat/chelsea-full.jpg', size: 'medium', color: 'black' },
    }),
    expect: [401, 403, '-', 200],
  },
  { route: 'GET /api/admin/templates', req: () => ({ url: '/api/admin/templates' }), expect: [401, 403, '-', 200] },
  {
    route: 'POST /api/admin/templates',
    req: () => ({
      url: '/api/admin/templates',
      payload: { name: 'M', description: 'D', prompt: 'P', image: '/files/dog_cat/chelsea-full.jpg' },
    }),
    expect: [401, 403, '-', 201],
  },
  {
    route: 'PATCH /api/admin/templates/:id',
    req: () => ({ url: '/api/admin/templates/royal-pet', payload: { sortOrder: 0 } }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'DELETE /api/admin/templates/:id',
    req: () => ({ url: '/api/admin/templates/pencil-sketch' }),
    expect: [401, 403, '-', 204],
  },
  { route: 'GET /api/admin/orders', req: () => ({ url: '/api/admin/orders' }), expect: [401, 403, '-', 200] },
  {
    route: 'POST /api/admin/orders/:id/complete',
    req: (_w, c) => ({ url: `/api/admin/orders/${c.a_order}/complete` }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'GET /api/orders/:id/timeline',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}/timeline` }),
    expect: [401, 200, 404, 404],
    note: 'owner only, also for the admin (the admin reads /history)',
  },
  {
    route: 'GET /api/orders/:id/items/:index/proof',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}/items/0/proof` }),
    expect: [401, 404, 404, 404],
    note: 'a digital item has no proof (every state and caller: order-files.test.ts)',
  },
  {
    route: 'POST /api/orders/:id/approve',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}/approve` }),
    expect: [401, 409, 404, 404],
    note: 'a digital order has no proof: 409 shows the owner got through (full flow: order-life.test.ts)',
  },
  {
    route: 'POST /api/orders/:id/cancel',
    req: (w, c) => ({ url: `/api/orders/${pick(w, c, 'order')}/cancel` }),
    expect: [401, 409, 404, 404],
    note: 'a delivered order cannot be cancelled; owner only',
  },
  {
    route: 'POST /api/fulfilment/printful/webhook',
    req: () => ({ url: '/api/fulfilment/printful/webhook', payload: {} }),
    expect: [404, 404, '-', 404],
    note: 'Printful is not the provider here; signatures are tested in printful.test.ts',
  },
  {
    route: 'GET /api/admin/orders/state/:state',
    req: () => ({ url: '/api/admin/orders/state/needs_attention' }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'GET /api/admin/orders/:id/history',
    req: (_w, c) => ({ url: `/api/admin/orders/${c.a_order}/history` }),
    expect: [401, 403, '-', 200],
  },
  {
    route: 'POST /api/admin/orders/:id/retry',
    req: (_w, c) => ({ url: `/api/admin/orders/${c.a_order}/retry` }),
    expect: [401, 403, '-', 409],
    note: 'nothing failed: nothing to retry',
  },
  {
    route: 'POST /api/admin/orders/:id/cancel',
    req: (_w, c) => ({ url: `/api/admin/orders/${c.a_order}/cancel` }),
    expect: [401, 403, '-', 409],
    note: 'a delivered digital order cannot be cancelled',
  },
  {
    route: 'POST /api/admin/orders/:id/resend-email',
    req: (_w, c) => ({ url: `/api/admin/orders/${c.a_order}/resend-email`, payload: { kind: 'proof_ready' } }),
    expect: [401, 403, '-', 409],
    note: 'only an e-mail already sent can be resent',
  },
  { route: 'POST /api/test-email', req: () => ({ url: '/api/test-email' }), expect: [401, 403, '-', 200] },
];

let t: TestApp;
const cookies: Record<Who, string> = { out: '', own: '', other: '', admin: '' };
const ctx: Ctx = {};

async function seed(prefix: 'a' | 'b', cookie: string) {
  const form = multipartFile(chelsea, 'chelsea.png', 'image/png');
  const up = (
    await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    })
  ).json();
  const art = (
    await t.app.inject({
      method: 'POST',
      url: '/api/edit-image',
      headers: { cookie },
      payload: { imageUrl: up.url, prompt: 'oil', size: 'digital' },
    })
  ).json();
  const spare = (
    await t.app.inject({
      method: 'POST',
      url: '/api/create-final-image',
      headers: { cookie },
      payload: { imageUrl: up.url, petName: 'Spare' },
    })
  ).json();
  const checkout = (
    await t.app.inject({
      method: 'POST',
      url: '/api/create-cart-payment-intent',
      headers: { cookie },
      payload: { contact, items: [{ imageUrl: art.processedUrl, size: 'digital' }] },
    })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/local/confirm',
    headers: { cookie },
    payload: { clientSecret: checkout.clientSecret, ...card },
  });
  const tokens = (
    await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie },
      payload: { packageId: 'tokens_5' },
    })
  ).json();
  const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
  Object.assign(ctx, {
    [`${prefix}_upload`]: up.url,
    [`${prefix}_uploadId`]: up.id,
    [`${prefix}_image`]: art.processedUrl,
    [`${prefix}_item`]: art.libraryId,
    [`${prefix}_spare`]: spare.libraryId,
    [`${prefix}_order`]: checkout.orderId,
    [`${prefix}_secret`]: tokens.clientSecret,
    [`${prefix}_payment`]: tokens.paymentId,
    [`${prefix}_id`]: me.id,
    [`${prefix}_ref`]: me.referralToken,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.own = (await signUp(t.app)).cookie;
  cookies.other = cookies.own; // customer A, acting on B's data
  const b = await signUp(t.app);
  cookies.admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
  await seed('a', cookies.own);
  await seed('b', b.cookie);
}, 300_000);
afterAll(() => t.close());

describe('authorization matrix', () => {
  const whos: Who[] = ['out', 'own', 'other', 'admin'];
  it.each(MATRIX.filter((r) => r.route !== 'GET /api/events'))('$route', async (row) => {
    const seen: string[] = [];
    for (const [i, who] of whos.entries()) {
      const expected = row.expect[i];
      if (expected === '-') continue;
      const { url, payload, form, png } = row.req(who, ctx);
      const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const body = form ? multipartFile(chelsea, 'c.png', 'image/png') : undefined;
      const res = await t.app.inject({
        method,
        url,
        headers: {
          ...(cookies[who] ? { cookie: cookies[who] } : {}),
          ...(body?.headers ?? {}),
          ...(png ? { 'content-type': 'image/png' } : {}),
        },
        payload: body?.payload ?? png ?? (method === 'GET' || method === 'DELETE' ? undefined : payload),
      });
      seen.push(`${who}:${res.statusCode}`);
      expect(res.statusCode, `${row.route} as ${who}: ${res.body.slice(0, 200)}`).toBe(expected);
    }
  });

  it('lists every route the app serves', () => {
    const listed = new Set(MATRIX.map((r) => r.route));
    const served = t.app.routeList.filter((r) => !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    expect(served.filter((r) => !listed.has(r))).toEqual([]);
  });
});
