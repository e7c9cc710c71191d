import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readIndexHtml } from '../../test/spa-app.js';
import { createPageCache } from './page-cache.js';
import { sendRaw } from '../../test/raw-http.js';

let t: TestApp;
let fast: App;
let slow: App;
let distDir: string;
let fastPort: number;
let slowPort: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SERVE_SPA: '1' } });
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-dist-'));
  const index = await readIndexHtml();
  await fs.writeFile(path.join(distDir, 'index.html'), index);
  // A prerendered home over the compression threshold, as the build makes it.
  await fs.writeFile(
    path.join(distDir, 'home.html'),
    index.replace('<div id="root"></div>', `<div id="root"><main>${'<p>Pet portraits.</p>'.repeat(200)}</main></div>`),
  );
  fast = await buildApp(t.deps, { distDir });
  slow = await buildApp(t.deps, { distDir, fastGets: false });
  await fast.listen({ port: 0, host: '127.0.0.1' });
  await slow.listen({ port: 0, host: '127.0.0.1' });
  fastPort = (fast.server.address() as AddressInfo).port;
  slowPort = (slow.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await fast?.close();
  await slow?.close();
  await t?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('fast path for the home page', () => {
  it('answers exactly as the Fastify route does, for every kind of request', async () => {
    // Makes the page through the normal route on both (the fast path answers only a page already made).
    for (const port of [fastPort, slowPort])
      expect((await sendRaw(port, 'GET', '/', { 'accept-encoding': 'br' })).status).toBe(200);
    const etag = (await sendRaw(slowPort, 'GET', '/')).headers.etag as string;
    expect((await sendRaw(fastPort, 'GET', '/')).headers.etag).toBe(etag);
    const encodings = [undefined, 'br', 'gzip', 'gzip, deflate, br', 'br;q=0, gzip', 'deflate', '*', 'identity', ''];
    const paths = [
      '/',
      '/?x=1',
      '//',
      '/%2F',
      '/index.html',
      '/home',
      '/template/royal-pet',
      '/api/',
      '/assets/none.js',
    ];
    const cases: [string, string, Record<string, string>][] = [];
    for (const url of paths) {
      for (const method of ['GET', 'HEAD']) {
        for (const enc of encodings) cases.push([method, url, enc === undefined ? {} : { 'accept-encoding': enc }]);
        for (const tag of [etag, '"stale"', `W/${etag}`])
          cases.push([method, url, { 'if-none-match': tag, 'accept-encoding': 'gzip' }]);
        cases.push([method, url, { 'if-none-match': etag }]);
      }
      cases.push(['POST', url, { 'content-type': 'application/json', origin: 'http://localhost:3999' }]);
    }
    const servedBefore = fast.fastGets.served;
    const differ: unknown[] = [];
    for (const [method, url, headers] of cases) {
      // Both echo the client's request id, so their replies can be compared byte for byte.
      const sent = { ...headers, 'x-request-id': 'home-equivalence-1' };
      const [a, b] = await Promise.all([sendRaw(fastPort, method, url, sent), sendRaw(slowPort, method, url, sent)]);
      if (JSON.stringify(a) !== JSON.stringify(b))
        differ.push({
          method,
          url,
          headers,
          fast: { ...a, body: a.body.slice(0, 40) },
          normal: { ...b, body: b.body.slice(0, 40) },
        });
      expect(b.status).toBeLessThan(500);
    }
    expect(differ).toEqual([]);
    // It did answer: GET and HEAD of '/' for br, gzip and the lists naming them, and the 304s.
    expect(fast.fastGets.served - servedBefore).toBeGreaterThanOrEqual(2 * 5);
    expect(slow.fastGets.served).toBe(0);
  });
});

describe('page cache peek (what the fast path reads)', () => {
  it('holds a page once made, and none after a clear, also for a render that was under way', async () => {
    let release: () => void = () => {};
    const renders: string[] = [];
    const pages = createPageCache(async (url) => {
      renders.push(url);
      if (url === '/slow') await new Promise<void>((r) => (release = r));
      return `<html>${url}</html>`;
    });
    expect(pages.peek('/')).toBeUndefined();
    const made = await pages.get('/');
    expect(pages.peek('/')).toBe(made);
    const slowPage = pages.get('/slow');
    pages.clear(); // the templates changed while '/slow' was being made
    expect(pages.peek('/')).toBeUndefined();
    release();
    await slowPage;
    expect(pages.peek('/slow')).toBeUndefined();
    await pages.get('/');
    expect(renders).toEqual(['/', '/slow', '/']);
  });
});
