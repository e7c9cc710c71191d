import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { call, card, checkout, createTwoNodes, orderRow, paidOrder, tokensOf } from '../../test/fixtures.js';
import type { App } from '../../app.js';
import { emailOutbox } from '../../db/schema.js';
import { DEFAULT_SHOP_SETTINGS } from '../../../common/shop-defaults.js';
import type { AdminSettings, ShopSettings } from '../../../common/contracts/settings.js';
import { mailSender } from './settings.service.js';

/**
 * The storefront settings on two app nodes sharing one database (PostgreSQL: two pools and two LISTEN
 * connections; PGlite: one embedded instance): a save on A is what B shows and charges, at once.
 */
let nodes: Awaited<ReturnType<typeof createTwoNodes>>;
let a: TestApp;
let b: TestApp;
let admin: string;
beforeAll(async () => {
  nodes = await createTwoNodes();
  ({ a, b } = nodes);
  admin = (await signUp(a.app, TEST_ADMIN_EMAIL)).cookie;
}, 120_000);
afterAll(() => nodes.close());

const json = (cookie: string) => ({ cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' });
const live = async (app: App) =>
  (await app.inject({ url: '/api/settings' })).json<{ version: number; settings: ShopSettings }>();
const adminView = async (app: App) =>
  (await app.inject({ url: '/api/admin/settings', headers: { cookie: admin } })).json<AdminSettings>();
const put = (app: App, basedOn: number, settings: ShopSettings) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers: json(admin), payload: { basedOn, settings } });
/** The live settings with one change, built on the live version. */
async function change(app: App, edit: (s: ShopSettings) => ShopSettings) {
  const now = await live(app);
  const res = await put(app, now.version, edit(structuredClone(now.settings)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSettings>();
}
/** Node B has the version (it reads it when NOTIFY arrives; the save answered after its own node heard it). */
const seenOnB = (version: number) =>
  expect.poll(async () => (await live(b.app)).version, { timeout: 2000, interval: 20 }).toBe(version);

describe('storefront settings', () => {
  it('serve the spec defaults as version 0 until the first save', async () => {
    const res = await live(b.app);
    expect(res).toEqual({ version: 0, settings: DEFAULT_SHOP_SETTINGS });
    expect(res.settings.tokenPacks.map((p) => [p.tokens, p.priceCents, p.badge])).toEqual([
      [5, 50, null],
      [10, 299, null],
      [25, 599, 'Most Popular'],
    ]);
    expect(res.settings.prints.medium).toEqual({ priceCents: 12900, compareAtCents: null });
    expect(res.settings.digital).toEqual({ priceCents: 1450, compareAtCents: 2900 });
  });

  it('refuse a price of $0, above $10,000, in fractions of a cent or below its regular price; nothing is stored', async () => {
    const withMedium = (priceCents: number, compareAtCents: number | null = null) => ({
      ...DEFAULT_SHOP_SETTINGS,
      prints: { ...DEFAULT_SHOP_SETTINGS.prints, medium: { priceCents, compareAtCents } },
    });
    const cases: [ShopSettings, string][] = [
      [withMedium(0), 'The price must be more than $0.00.'],
      [withMedium(1_000_001), 'The price must be at most $10,000.00.'],
      [withMedium(129.5), 'Use whole cents (at most two decimals).'],
      [withMedium(12900, 12900), 'A regular price is above the price.'],
      [{ ...DEFAULT_SHOP_SETTINGS, tokenPacks: [] }, 'Keep at least one token pack.'],
      [
        { ...DEFAULT_SHOP_SETTINGS, shop: { ...DEFAULT_SHOP_SETTINGS.shop, supportEmail: 'nope' } },
        'Enter a valid e-mail address.',
      ],
    ];
    for (const [settings, message] of cases) {
      const res = await put(a.app, 0, settings);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await put(a.app, 0, withMedium(1_000_000))).toMatchObject({ statusCode: 200 });
    // $10,000.00 is allowed; back to the defaults for the tests below (as versions 2 and 3).
    await change(a.app, () => DEFAULT_SHOP_SETTINGS);
    expect((await adminView(a.app)).versions.map((v) => v.id)).toEqual([3, 2, 1]);
  });

  it('a price saved on node A is what node B shows and charges at once; a paid order keeps its price', async () => {
    const customer = await signUp(b.app);
    const before = await paidOrder(b, customer.cookie, [{ size: 'medium', color: 'black' }]);
    const saved = await change(a.app, (s) => ({
      ...s,
      prints: { ...s.prints, medium: { priceCents: 11900, compareAtCents: 15900 } },
    }));
    await seenOnB(saved.version);
    expect((await live(b.app)).settings.prints.medium).toEqual({ priceCents: 11900, compareAtCents: 15900 });
    const started = await checkout(b, customer.cookie, [{ size: 'medium', color: 'white' }]);
    expect(started.amountCents).toBe(11900);
    expect((await orderRow(b, started.orderId)).items[0]!.priceCents).toBe(11900);
    const old = await orderRow(b, before);
    expect([old.totalCents, old.items[0]!.priceCents]).toEqual([12900, 12900]);
    // Who changed what and when.
    const [latest] = (await adminView(b.app)).versions;
    expect(latest).toMatchObject({ id: saved.version, authorEmail: TEST_ADMIN_EMAIL, changes: ['Frame prices'] });
    expect(Date.now() - new Date(latest!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('a save built on an older version is refused (409); a restore brings an old version back on every node', async () => {
    const current = await live(a.app);
    const stale = await put(b.app, current.version - 1, current.settings);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed meanwhile/);
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/admin/settings/versions/1/restore',
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json<AdminSettings>();
    expect(restored.version).toBe(current.version + 1);
    expect(restored.versions[0]).toMatchObject({ restoredFrom: 1, authorEmail: TEST_ADMIN_EMAIL });
    expect(restored.settings).toEqual(DEFAULT_SHOP_SETTINGS);
    await expect.poll(async () => (await live(a.app)).settings.prints.medium.priceCents, { timeout: 2000 }).toBe(12900);
    const missing = await b.app.inject({
      method: 'POST',
      url: '/api/admin/settings/versions/9999/restore',
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('token packs are priced from the settings; a pack paid after a price change is credited and receipted as bought', async () => {
    const customer = await signUp(b.app);
    const start = () => call(b, customer.cookie, 'POST', '/api/create-payment-intent', { packageId: 'tokens_10' });
    const first = (await start()).json<{ clientSecret: string; amountCents: number }>();
    expect(first.amountCents).toBe(299);
    const saved = await change(a.app, (s) => ({
      ...s,
      shop: { ...s.shop, name: 'Acme Pet Art' },
      tokenPacks: s.tokenPacks.map((p) => (p.id === 'tokens_10' ? { ...p, priceCents: 349 } : p)),
    }));
    await seenOnB(saved.version);
    const paid = await call(b, customer.cookie, 'POST', '/api/payments/local/confirm', {
      clientSecret: first.clientSecret,
      ...card,
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await tokensOf(b, customer.userId)).toBe(15);
    const mails = await b.deps.db.select().from(emailOutbox);
    const receipt = mails.find((m) => m.to === customer.email && m.subject.includes('receipt'));
    expect(receipt?.subject).toBe('Your Acme Pet Art receipt: 10 tokens');
    expect(receipt?.text).toContain('10 tokens for $2.99 ($0.30 per token)');
    expect((await start()).json().amountCents).toBe(349);
    expect(
      (await call(b, customer.cookie, 'POST', '/api/create-payment-intent', { packageId: 'tokens_11' })).statusCode,
    ).toBe(400);
  });

  it('send e-mail as the sender name from MAIL_FROM’s address, replies to the support address', () => {
    const shop = { name: 'Acme', supportEmail: 'help@acme.example', senderName: 'Acme Pet Art' };
    expect(mailSender('Pawtrait Studio <hello@pawtrait.local>', shop)).toEqual({
      from: '"Acme Pet Art" <hello@pawtrait.local>',
      replyTo: 'help@acme.example',
    });
    expect(mailSender('shop@acme.example', shop).from).toBe('"Acme Pet Art" <shop@acme.example>');
  });
});
