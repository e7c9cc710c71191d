import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import type { App } from '../../app.js';
import { readIndexHtml, startSpaApp } from '../../test/spa-app.js';
import { eq } from 'drizzle-orm';
import { templates } from '../../db/schema.js';
import { getTemplate } from '../templates/templates.service.js';
import { LANDING_SCREENS, screenChunks } from './preloads.js';

// A build's manifest: the entry (with a shared chunk) and the template screen (sharing one chunk with it).
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'] },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  '_frame-c.js': { file: 'assets/frame-c.js', imports: ['_shared-b.js'] },
  'src/app/routes/template-detail.tsx': {
    file: 'assets/template-detail-d.js',
    imports: ['index.html', '_shared-b.js', '_frame-c.js'],
  },
};

let t: TestApp;
let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, app, close } = await startSpaApp({
    'index.html': await readIndexHtml(),
    '.vite/manifest.json': JSON.stringify(MANIFEST),
  }));
});
afterAll(() => close());

const head = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body.slice(0, res.body.indexOf('</head>'));
};
const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);

describe('a landing page asks for its screen, data and picture at once', () => {
  it("a style's page preloads its screen's own chunks, its API reply and its picture with high priority", async () => {
    const royal = (await getTemplate(t.deps.db, 'royal-pet'))!;
    const html = await head('/template/royal-pet');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(links(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/template-detail-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/frame-c.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/templates/royal-pet">',
      `<link rel="preload" as="image" href="${royal.image}" imagesrcset="${royal.imageSrcSet}" ` +
        `imagesizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, (min-width: 640px) ` +
        `calc(100vw - 3rem), calc(100vw - 2rem)" fetchpriority="high">`,
    ]);
    // The manifest itself is not served.
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('an unknown, hidden or overlong style gets the screen only; other pages get nothing', async () => {
    const screenOnly = [
      '<link rel="modulepreload" crossorigin href="/assets/template-detail-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/frame-c.js">',
    ];
    expect(links(await head('/template/no-such-style'))).toEqual(screenOnly);
    expect(links(await head(`/template/${'x'.repeat(150)}`))).toEqual(screenOnly);
    await t.deps.db.update(templates).set({ hidden: true }).where(eq(templates.id, 'space-explorer'));
    expect(links(await head('/template/space-explorer'))).toEqual(screenOnly);
    for (const url of ['/cart', '/tokens', '/login']) expect(links(await head(url))).toEqual([]);
  });

  it("the home asks for the list of styles with the page, and names the hero's first picture for the script loader", async () => {
    const royal = (await getTemplate(t.deps.db, 'royal-pet'))!;
    const html = await head('/');
    expect(links(html)).toEqual(['<link rel="preload" as="fetch" crossorigin href="/api/templates">']);
    expect(html).toContain(
      `<meta name="pawtrait-image" content="${royal.image}" data-srcset="${royal.imageSrcSet}" ` +
        `data-sizes="(min-width: 640px) 220px, 45vw">`,
    );
  });

  it('every landing screen is a module of the SPA', async () => {
    for (const s of LANDING_SCREENS)
      await expect(fs.access(path.join(import.meta.dirname, '../../..', s.module))).resolves.toBeUndefined();
    expect(screenChunks(MANIFEST, 'src/app/routes/missing.tsx')).toEqual([]);
  });
});
