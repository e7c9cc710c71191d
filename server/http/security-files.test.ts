import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Several tests start their own app (S3, limits, proxies): generous on a busy machine.
vi.setConfig({ testTimeout: 300_000 });
import { eq } from 'drizzle-orm';
import { createTestApp, multipartFile, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../test/harness.js';
import { card, contact, uploadPhoto } from '../test/fixtures.js';
import { emailOutbox, libraryItems, orders } from '../db/schema.js';
import { startS3Fake } from '../adapters/storage/s3-fake.js';
import { quickPainterAi } from '../test/quick-painter.js';

/** Security, part 1 (issue 12, decision 007): what customers pay for stays private. */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ai: quickPainterAi() });
  a = await signUp(t.app);
  b = await signUp(t.app);
  admin = await signUp(t.app, TEST_ADMIN_EMAIL);
}, 300_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function portrait(cookie: string) {
  const up = (await uploadPhoto(t.app, cookie, chelsea, 'chelsea.png', 'image/png')).json<{ url: string }>();
  const art = (
    await post('/api/edit-image', cookie, { imageUrl: up.url, prompt: 'royal portrait', size: 'digital' })
  ).json<{ processedUrl: string; libraryId: string }>();
  const [row] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, art.libraryId));
  return { upload: up.url, preview: art.processedUrl, full: `/files/${row!.fullKey}`, fullKey: row!.fullKey };
}

describe('files are private by default', () => {
  it('uploads, previews and print files: the owner and the admin see them, nobody else', async () => {
    const p = await portrait(a.cookie);
    for (const url of [p.upload, p.preview, p.full]) {
      expect((await get(url)).statusCode, `${url} signed out`).toBe(404);
      expect((await get(url, b.cookie)).statusCode, `${url} as another customer`).toBe(404);
      const own = await get(url, a.cookie);
      expect(own.statusCode, `${url} as its owner`).toBe(200);
      expect(own.headers['cache-control']).toBe('private, max-age=3600');
      expect((await get(url, admin.cookie)).statusCode).toBe(200);
    }
  });

  it('keys are random per file: the print file cannot be guessed from the preview', async () => {
    const p = await portrait(a.cookie);
    expect(p.preview).toMatch(new RegExp(`^/files/library/${a.userId}/[A-Za-z0-9]{24}\\.webp$`));
    expect(p.full.replace('-full.jpg', '.webp')).not.toBe(p.preview);
    expect((await get(p.preview.replace('.webp', '-full.jpg'), a.cookie)).statusCode).toBe(404);
    expect(p.upload).toMatch(new RegExp(`^/files/user_uploads/${a.userId}/[A-Za-z0-9]{24}-\\d+_chelsea\\.png$`));
  });

  it('shop images (reference pets, templates) stay public and cacheable', async () => {
    const res = await get('/files/dog_cat/chelsea-full.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a style preview answers with its AVIF twin to a browser that accepts AVIF, at the same URL', async () => {
    const webp = await sharp({ create: { width: 8, height: 10, channels: 3, background: '#a33' } })
      .webp()
      .toBuffer();
    const avif = await sharp({ create: { width: 8, height: 10, channels: 3, background: '#a33' } })
      .avif()
      .toBuffer();
    await t.deps.storage.put('templates/twin-test-672.webp', webp, 'image/webp');
    await t.deps.storage.put('templates/twin-test-672.avif', avif, 'image/avif');
    await t.deps.storage.put('templates/lone-test-672.webp', webp, 'image/webp');
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const ask = (url: string, accept?: string) => t.app.inject({ url, headers: accept ? { accept } : {} });

    const twin = await ask('/files/templates/twin-test-672.webp', chromium);
    expect(twin.headers['content-type']).toBe('image/avif');
    expect(twin.rawPayload.equals(avif)).toBe(true);
    expect(twin.headers.vary).toBe('accept, accept-encoding');
    for (const accept of [undefined, 'image/webp,*/*', 'image/avifx,image/webp']) {
      const plain = await ask('/files/templates/twin-test-672.webp', accept);
      expect(plain.headers['content-type'], String(accept)).toBe('image/webp');
      expect(plain.rawPayload.equals(webp)).toBe(true);
    }
    const lone = await ask('/files/templates/lone-test-672.webp', chromium);
    expect(lone.headers['content-type']).toBe('image/webp');
    expect((await ask('/files/templates/missing-672.webp', chromium)).statusCode).toBe(404);
    // Keys that are not a stored preview's (a NUL byte, dot segments out of templates/, a private path): a 4xx, never a twin.
    for (const url of [
      '/files/templates/twin-test%00-672.webp',
      '/files/templates/%2e%2e/library/twin-test-672.webp',
      '/files/library/someone/twin-test-672.webp',
    ])
      expect([400, 404], url).toContain((await ask(url, chromium)).statusCode);
  });

  it('a signed link works without a session until it expires, and only for its file', async () => {
    const p = await portrait(a.cookie);
    const link = await t.deps.storage.signedUrl(p.fullKey, { ttlSeconds: 600 });
    expect(link).toMatch(/\?exp=\d+&sig=/);
    expect((await get(link)).statusCode).toBe(200);
    const other = await portrait(b.cookie);
    expect((await get(link.replace(p.fullKey, other.fullKey))).statusCode).toBe(404);
    const exp = Number(new URL(link, 'http://x').searchParams.get('exp'));
    expect((await get(link.replace(`exp=${exp}`, `exp=${exp + 1}`))).statusCode).toBe(404);
    expect((await get(link.replace(/exp=\d+/, 'exp=1'))).statusCode).toBe(404);
  });
});

describe('orders: nothing is copied before payment; downloads only for paid orders', () => {
  it('copies the print file at payment; the download answers its owner and the e-mailed link only', async () => {
    const p = await portrait(a.cookie);
    const checkout = (
      await post('/api/create-cart-payment-intent', a.cookie, {
        contact,
        items: [{ imageUrl: p.preview, size: 'digital' }],
      })
    ).json<{
      orderId: string;
      clientSecret: string;
    }>();
    expect(await t.deps.storage.list(`orders/${checkout.orderId}`)).toEqual([]);
    const download = `/api/orders/${checkout.orderId}/items/0/download`;
    expect((await get(download, a.cookie)).statusCode).toBe(404);

    expect(
      (await post('/api/payments/local/confirm', a.cookie, { clientSecret: checkout.clientSecret, ...card }))
        .statusCode,
    ).toBe(200);
    const copies = await t.deps.storage.list(`orders/${checkout.orderId}`);
    expect(copies).toHaveLength(1);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, checkout.orderId));
    expect(order!.items[0]!.fullKey).toBe(copies[0]);

    expect((await get(download, a.cookie)).statusCode).toBe(200);
    expect((await get(download)).statusCode).toBe(401);
    expect((await get(download, b.cookie)).statusCode).toBe(404);
    // The order's own copy is not served by /files, whoever asks (the admin may).
    expect((await get(`/files/${copies[0]}`, a.cookie)).statusCode).toBe(404);
    expect((await get(`/files/${copies[0]}`, admin.cookie)).statusCode).toBe(200);

    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, contact.email));
    const link = mails
      .map((m) => m.text.match(/https?:\/\/\S+\/download\?exp=\d+&sig=\S+/)?.[0])
      .find((l) => l?.includes(checkout.orderId));
    expect(link).toBeTruthy();
    const viaMail = await get(link!.replace(/^https?:\/\/[^/]+/, ''));
    expect(viaMail.statusCode).toBe(200);
    expect(viaMail.headers['content-type']).toBe('image/jpeg');
  });

  it('a checkout refused half-way leaves no order and no file copies', async () => {
    const p = await portrait(a.cookie);
    const before = (await t.deps.db.select({ id: orders.id }).from(orders)).length;
    const foreign = await portrait(b.cookie);
    const res = await post('/api/create-cart-payment-intent', a.cookie, {
      contact,
      items: [
        { imageUrl: p.preview, size: 'digital' },
        { imageUrl: foreign.preview, size: 'digital' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const nul = await post('/api/create-cart-payment-intent', a.cookie, {
      contact,
      items: [
        { imageUrl: p.preview, size: 'digital' },
        { imageUrl: `${p.preview}\u0000`, size: 'digital' },
      ],
    });
    expect(nul.statusCode).toBe(400);
    expect((await t.deps.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    expect(await t.deps.storage.list('orders')).toHaveLength(1); // only the paid order of the test above
  });
});

describe('S3: private files redirect to short pre-signed URLs', () => {
  it('checks the session, then redirects to a signed S3 GET that the store answers', async () => {
    const fake = await startS3Fake();
    const s3 = await createTestApp({
      env: { S3_BUCKET: 'shop', S3_ENDPOINT: fake.endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test' },
    });
    try {
      const owner = await signUp(s3.app);
      const other = await signUp(s3.app);
      const form = multipartFile(chelsea, 'chelsea.png', 'image/png');
      const up = (
        await s3.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...form.headers, cookie: owner.cookie },
          payload: form.payload,
        })
      ).json<{ url: string }>();
      expect((await s3.app.inject({ url: up.url })).statusCode).toBe(404);
      expect((await s3.app.inject({ url: up.url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      const res = await s3.app.inject({ url: up.url, headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(302);
      const location = String(res.headers.location);
      expect(location.startsWith(`${fake.endpoint}/shop/user_uploads/`)).toBe(true);
      expect(location).toMatch(/X-Amz-Signature=/);
      expect(location).toMatch(/X-Amz-Expires=\d+/);
      const body = await fetch(location);
      expect(body.status).toBe(200);
      expect((await body.arrayBuffer()).byteLength).toBeGreaterThan(100);
      // Public shop images are still streamed by the app with long cache headers.
      expect((await s3.app.inject({ url: '/files/dog_cat/chelsea-full.jpg' })).statusCode).toBe(200);
    } finally {
      await s3.close();
      await fake.close();
    }
  });
});
