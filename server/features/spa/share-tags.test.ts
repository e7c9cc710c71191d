import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import type { App } from '../../app.js';
import { readIndexHtml, startSpaApp } from '../../test/spa-app.js';
import { createTemplate, getTemplate } from '../templates/templates.service.js';

// The HTML the server sends, read without running any script (what a link preview bot sees).
let t: TestApp;
let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  const index = await readIndexHtml();
  // The prerendered home (vite.config.ts) keeps index.html's head and carries the first frame.
  ({ t, app, close } = await startSpaApp({
    'index.html': index,
    'home.html': index.replace('<div id="root"></div>', '<div id="root"><h1>Prerendered home</h1></div>'),
  }));
});
afterAll(() => close());

const page = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('share tags and titles in the served HTML', () => {
  it('home: the prerendered page with the site card, one title and an absolute image', async () => {
    const royal = (await getTemplate(t.deps.db, 'royal-pet'))!;
    const html = await page('/');
    expect(html).toContain('Prerendered home');
    expect(title(html)).toEqual(['Pawtrait Studio — Turn Your Pet Into Stunning Art']);
    expect(meta(html, 'og:title')).toBe('Pawtrait Studio — Turn Your Pet Into Stunning Art');
    expect(meta(html, 'og:description')).toContain('painted portrait');
    expect(meta(html, 'og:image')).toBe(`${TEST_ORIGIN}${royal.image}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('/welcome: the same card with or without ref, and the ref never reaches the canonical URL', async () => {
    for (const url of ['/welcome', '/welcome?ref=ABCDEFGHJKLM']) {
      const html = await page(url);
      expect(title(html)).toEqual(['Welcome! · Pawtrait Studio']);
      expect(meta(html, 'og:title')).toBe('Welcome! · Pawtrait Studio');
      expect(canonical(html)).toBe(`${TEST_ORIGIN}/welcome`);
      expect(meta(html, 'og:url')).toBe(`${TEST_ORIGIN}/welcome`);
      expect(html).not.toContain('ABCDEFGHJKLM');
      expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:3999\/files\/templates\//);
    }
  });

  it('/template/{id}: that style’s name and picture; an unknown id gets the generic card, still 200', async () => {
    const space = (await getTemplate(t.deps.db, 'space-explorer'))!;
    const html = await page('/template/space-explorer');
    expect(title(html)).toEqual(['Space Explorer · Pawtrait Studio']);
    expect(meta(html, 'og:title')).toBe('Space Explorer · Pawtrait Studio');
    expect(meta(html, 'og:image')).toBe(`${TEST_ORIGIN}${space.image}`);
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/template/space-explorer`);
    // The order page reads as the SPA names it, not as the style's page.
    expect(title(await page('/create/space-explorer'))).toEqual(['Create your Space Explorer · Pawtrait Studio']);

    for (const url of ['/template/no-such-style', `/template/${'x'.repeat(300)}`]) {
      const unknown = await page(url);
      expect(meta(unknown, 'og:title')).toBe('Pawtrait Studio — Turn Your Pet Into Stunning Art');
      expect(unknown).not.toContain('Space Explorer');
    }
  });

  it('other pages get their own title; markup in a path is never echoed', async () => {
    expect(title(await page('/cart'))).toEqual(['Your Cart · Pawtrait Studio']);
    expect(title(await page('/order-success'))).toEqual(['Order Confirmed · Pawtrait Studio']);
    const html = await page('/template/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('served pages are made once per path (page-cache.ts)', () => {
  it('answers br or gzip as the client accepts, the same page, with an ETag that a revalidation turns into 304', async () => {
    const plain = await app.inject({ url: '/template/royal-pet' });
    const br = await app.inject({ url: '/template/royal-pet', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ url: '/template/royal-pet', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(plain.headers.etag).toBe(br.headers.etag);
    const again = await app.inject({
      url: '/template/royal-pet',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await app.inject({ url: '/cart', headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode,
    ).toBe(200);
  });

  it('a template created after its page was served shows on that page once the change is announced', async () => {
    const before = await page('/template/brand-new-style');
    expect(meta(before, 'og:title')).toBe('Pawtrait Studio — Turn Your Pet Into Stunning Art');
    await createTemplate(t.deps.db, {
      id: 'brand-new-style',
      name: 'Brand New Style',
      description: 'Fresh.',
      prompt: 'p',
      image: '/files/templates/brand-new-960.webp',
    });
    await vi.waitFor(
      async () => expect(title(await page('/template/brand-new-style'))).toEqual(['Brand New Style · Pawtrait Studio']),
      { timeout: 10_000, interval: 50 },
    );
  });
});
