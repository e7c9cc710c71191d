import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import type { App } from '../../app.js';
import { readIndexHtml, startSpaApp } from '../../test/spa-app.js';
import { createTemplate, getTemplate } from '../templates/templates.service.js';
import { startScriptsAfterPaint } from '../../../common/first-paint.js';
import { DEFAULT_SHOP_SETTINGS } from '../../../common/shop-defaults.js';
import { ORDER_PAGE_IMAGE_SIZES } from '../../../common/page-images.js';

// A stand-in for the SPA's render bundle (dist/.ssr/prerender.js, built by vite.config.ts): it echoes
// what it was asked for, and fails for one path, as a render error would.
const PRERENDER = `export function renderHome(seed) {
  const live = seed.find((s) => s.queryKey[0] === 'settings').data.settings;
  return '<p data-testid="claims">' + live.heroClaims.filter((c) => c.on).map((c) => c.value).join(',') + '</p>';
}
export async function renderPage(url, all) {
  if (url === '/template/breaks') throw new Error('render failed');
  const seed = all.filter((s) => s.queryKey[0] !== 'settings');
  if (seed[0]?.queryKey[0] === 'config')
    return '<form data-url="' + url.replace(/&/g, '&amp;') + '" data-google="' + seed[0].data.providers.google + '"></form>';
  if (seed.length === 0 || Array.isArray(seed[0].data))
    return '<main data-url="' + url.replace(/&/g, '&amp;').replace(/"/g, '&quot;') + '" data-seeds="' + seed.length + '"></main>';
  const t = seed[0].data;
  return '<article data-testid="template-detail"><h1>' + t.name.replace(/</g, '&lt;') + '</h1><img src="' + t.image + '" alt=""></article>';
}`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true },
  'src/app/routes/template-detail.tsx': { file: 'assets/template-detail-d.js', imports: ['index.html'] },
  'src/app/routes/create/create-page.tsx': { file: 'assets/create-page-c.js', imports: ['index.html'] },
};

let t: TestApp;
let app: App;
let close: () => Promise<void>;
let shell: string;
beforeAll(async () => {
  const index = (await readIndexHtml()).replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  );
  shell = startScriptsAfterPaint(index);
  ({ t, app, close } = await startSpaApp({
    'index.html': index,
    'shell.html': shell,
    '.ssr/prerender.js': PRERENDER,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
  }));
});
afterAll(() => close());

const page = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const seedOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-seed">([^<]*)<\/script>/.exec(html)![1]!) as unknown;

describe("a style's page is rendered on the server", () => {
  it('carries the style in #root, the reply the screen reads as its seed, and its screen chunk for the script loader', async () => {
    const royal = (await getTemplate(t.deps.db, 'royal-pet'))!;
    const html = await page('/template/royal-pet');
    expect(root(html)).toContain(`<h1>Royal Pet</h1><img src="${royal.image}"`);
    expect(seedOf(html)).toEqual([{ queryKey: ['templates', 'royal-pet'], data: royal }]);
    // Scripts start after the first paint: no module script or preload in the head, the loader names them.
    expect(html).toContain('<meta name="pawtrait-modulepreload" content="/assets/template-detail-d.js">');
    expect(html).toContain('<meta name="pawtrait-script" content="/assets/index-a.js">');
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    // Its picture is asked for from the head, ahead of the favicon (decision 061).
    const preload = `<link rel="preload" as="image" href="${royal.image}" imagesrcset="${royal.imageSrcSet}"`;
    // After the viewport: read before it, the preload is chosen for a 980 px wide page.
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="icon"'));
    expect(html).toContain('imagesizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw,');
    // The render bundle itself is not served.
    expect((await app.inject({ url: '/.ssr/prerender.js' })).statusCode).toBe(404);
  });

  it("issue 36: a style's order page (where a visitor from an ad lands) is rendered on the server too", async () => {
    const royal = (await getTemplate(t.deps.db, 'royal-pet'))!;
    const html = await page('/create/royal-pet');
    expect(root(html)).toContain(`<h1>Royal Pet</h1><img src="${royal.image}"`);
    expect(seedOf(html)).toEqual([{ queryKey: ['templates', 'royal-pet'], data: royal }]);
    expect(html).toContain('<meta name="pawtrait-modulepreload" content="/assets/create-page-c.js">');
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    // The picture's preload has the order page's own sizes (common/page-images.ts), ahead of the favicon.
    const preload = `<link rel="preload" as="image" href="${royal.image}" imagesrcset="${royal.imageSrcSet}"`;
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="icon"'));
    expect(html).toContain(`imagesizes="${ORDER_PAGE_IMAGE_SIZES}" fetchpriority="high">`);
  });

  it('issue 36: the pages a visitor opens by a link are rendered too, with the query they were asked with', async () => {
    for (const url of ['/tokens', '/cart', '/terms', '/privacy'])
      expect(root(await page(url))).toContain(`<main data-url="${url}" data-seeds="0">`);
    expect(root(await page('/cart?from=drawer'))).toContain('data-url="/cart?from=drawer"');
    // The sign-in forms too, with the shop's public setup (which social sign-ins it offers) and their query.
    for (const url of ['/login', '/signup', '/forgot-password'])
      expect(root(await page(url))).toContain(`<form data-url="${url}" data-google="false">`);
    expect(root(await page('/login?next=%2Fcart'))).toContain('data-url="/login?next=%2Fcart"');
    expect(seedOf(await page('/signup'))).toEqual([
      { queryKey: ['config'], data: expect.objectContaining({ devOutbox: true }) },
    ]);
    // /welcome shows a style's picture: it is rendered with the list of styles.
    expect(root(await page('/welcome'))).toContain('data-seeds="1"');
    // The home is made at build whatever the query; a signed-in page renders in the browser.
    expect(root(await page('/?ref=abc'))).not.toContain('data-url');
    expect(root(await page('/account'))).toMatch(/^<div id="root"><\/div>/);
  });

  it('a seed cannot close its script element, whatever the admin typed', async () => {
    await createTemplate(t.deps.db, {
      id: 'tricky',
      name: 'Tricky</script><script>alert(1)</script>',
      description: '<!-- x --> \u2028',
      prompt: 'A portrait',
      image: '/files/templates/tricky-960.webp',
    });
    const html = await page('/template/tricky');
    const seedText = /id="page-seed">([^<]*)<\/script>/.exec(html)![1]!;
    expect(seedText).not.toContain('<');
    expect((seedOf(html) as [{ data: { name: string; description: string } }])[0].data.name).toBe(
      'Tricky</script><script>alert(1)</script>',
    );
    expect(html).not.toContain('<script>alert(1)');
  });

  it('an unknown style, a render error and every other page fall back to the page the browser renders', async () => {
    for (const url of [
      '/template/no-such-style',
      `/template/${'x'.repeat(150)}`,
      '/account',
      '/create/no-such-style',
    ]) {
      const html = await page(url);
      expect(root(html)).toMatch(/^<div id="root"><\/div>/);
      expect(html).not.toContain('id="page-seed"');
    }
    await createTemplate(t.deps.db, {
      id: 'breaks',
      name: 'Breaks',
      description: 'd',
      prompt: 'p',
      image: '/files/templates/breaks-960.webp',
    });
    const html = await page('/template/breaks');
    expect(root(html)).toMatch(/^<div id="root"><\/div>/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
  });
});

describe('the storefront settings reach every page', () => {
  const settingsOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="shop-settings">([^<]*)<\/script>/.exec(html)![1]!) as {
      version: number;
      settings: typeof DEFAULT_SHOP_SETTINGS;
    };
  const ogSiteName = (html: string) => /property="og:site_name" content="([^"]*)"/.exec(html)?.[1];

  it("the home page is rendered with the owner's claims; a save changes it and every page's settings at once", async () => {
    const before = await page('/');
    expect(root(before)).toContain('<p data-testid="claims">10,000+,4.9/5</p>');
    expect(settingsOf(before)).toEqual({ version: 0, settings: DEFAULT_SHOP_SETTINGS });
    expect(settingsOf(await page('/cart')).version).toBe(0);
    expect(ogSiteName(before)).toBe('Pawtrait Studio');

    const admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      shop: { ...DEFAULT_SHOP_SETTINGS.shop, name: 'Acme & Paws' },
      heroClaims: DEFAULT_SHOP_SETTINGS.heroClaims.map((c, i) => ({ ...c, on: i === 0 })),
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { basedOn: 0, settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page('/');
    expect(root(after)).toContain('<p data-testid="claims">10,000+</p>');
    expect(settingsOf(after)).toEqual({ version: 2, settings });
    expect(settingsOf(await page('/template/royal-pet')).settings.shop.name).toBe('Acme & Paws');
    expect(ogSiteName(after)).toBe('Acme &amp; Paws');
    expect(after).toContain('<title>Acme &amp; Paws — Turn Your Pet Into Stunning Art</title>');
    // Back to the defaults for the other tests of this file.
    const restored = await app.inject({
      method: 'POST',
      url: '/api/admin/settings/versions/1/restore',
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(restored.statusCode).toBe(200);
  });
});
