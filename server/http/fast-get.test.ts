import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { addTemplate } from '../test/fixtures.js';
import { sendRaw } from '../test/raw-http.js';

let t: TestApp;
let slow: App;
let fastPort: number;
let slowPort: number;

beforeAll(async () => {
  t = await createTestApp();
  slow = await buildApp(t.deps, { fastGets: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await slow.listen({ port: 0, host: '127.0.0.1' });
  fastPort = (t.app.server.address() as AddressInfo).port;
  slowPort = (slow.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await slow.close();
  await t.close();
});

describe('fast path for cached public GETs', () => {
  it('answers exactly as the Fastify routes do, for every kind of request', async () => {
    // Fills both caches through the normal route (the fast path answers only what is cached).
    for (const port of [fastPort, slowPort]) expect((await sendRaw(port, 'GET', '/api/templates')).status).toBe(200);
    const etag = (await sendRaw(slowPort, 'GET', '/api/templates')).headers.etag as string;
    const detailEtag = (await sendRaw(slowPort, 'GET', '/api/templates/royal-pet')).headers.etag as string;
    const encodings = [undefined, 'br', 'gzip', 'gzip, deflate, br', 'br;q=0, gzip', 'deflate', '*', 'identity', ''];
    const paths = [
      '/api/templates',
      '/api/templates/royal-pet',
      '/api/templates?x=1',
      '/api/templates/royal-pet?x=1',
      '/api/templates/',
      '/api/templates/nope',
      '/api/templates/royal-pet/',
      '/api/templates//royal-pet',
      '/api/templates/%72oyal-pet',
      '/api/templates/%ZZ',
      '/api/templates/%00',
      '/API/templates',
      `/api/templates/${'x'.repeat(150)}`,
      '/api/templates/royal-pet/extra',
    ];
    const cases: [string, string, Record<string, string>][] = [];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        for (const enc of encodings) cases.push([method, path, enc === undefined ? {} : { 'accept-encoding': enc }]);
        for (const tag of [etag, detailEtag, '"stale"', `W/${etag}`])
          cases.push([method, path, { 'if-none-match': tag, 'accept-encoding': 'br' }]);
      }
      cases.push(['POST', path, { 'content-type': 'application/json', origin: 'http://localhost:3999' }]);
    }
    const servedBefore = t.app.fastGets.served;
    const differ: unknown[] = [];
    for (const [method, path, headers] of cases) {
      // A fixed request id: both paths echo it (X-Request-Id), so the replies can be compared byte for byte.
      const sent = { ...headers, 'x-request-id': 'equivalence-0001' };
      const [fast, normal] = await Promise.all([
        sendRaw(fastPort, method, path, sent),
        sendRaw(slowPort, method, path, sent),
      ]);
      expect(fast.headers['x-request-id']).toBe('equivalence-0001');
      if (JSON.stringify(fast) !== JSON.stringify(normal))
        differ.push({
          method,
          path,
          headers,
          fast: { ...fast, body: fast.body.slice(0, 40) },
          normal: { ...normal, body: normal.body.slice(0, 40) },
        });
      expect(normal.status).toBeLessThan(500);
    }
    expect(differ).toEqual([]);
    // The comparison is only worth something if the fast path answered many of them (it did not just pass everything on).
    expect(t.app.fastGets.served - servedBefore).toBeGreaterThanOrEqual(4 * (encodings.length + 4));
    expect(slow.fastGets.served).toBe(0);
  });

  it("gives each fast answer its own request id, or the proxy's", async () => {
    await sendRaw(fastPort, 'GET', '/api/templates');
    const servedBefore = t.app.fastGets.served;
    const ids = [];
    for (const method of ['GET', 'HEAD', 'GET', 'HEAD'])
      ids.push((await sendRaw(fastPort, method, '/api/templates')).headers['x-request-id']);
    const kept = await sendRaw(fastPort, 'GET', '/api/templates', { 'x-request-id': 'lb-fast-0001' });
    const after = await sendRaw(fastPort, 'GET', '/api/templates');
    expect(t.app.fastGets.served - servedBefore).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[a-f0-9]{16}$/);
    expect(new Set(ids).size).toBe(4);
    expect(kept.headers['x-request-id']).toBe('lb-fast-0001');
    expect(after.headers['x-request-id']).toMatch(/^[a-f0-9]{16}$/);
  });

  it('drops its answers with the cache when a template is added', async () => {
    const before = (await sendRaw(fastPort, 'GET', '/api/templates')).headers.etag;
    await addTemplate(t);
    await expect
      .poll(async () => (await sendRaw(fastPort, 'GET', '/api/templates')).headers.etag, { timeout: 5000 })
      .not.toBe(before);
  });

  it('stays off while requests are logged at info, so every request keeps its log line', async () => {
    const lines: string[] = [];
    const logged = await buildApp(t.deps, {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const port = (logged.server.address() as AddressInfo).port;
    for (let i = 0; i < 3; i++) expect((await sendRaw(port, 'GET', '/api/templates')).status).toBe(200);
    await logged.close();
    expect(logged.fastGets.served).toBe(0);
    expect(lines.filter((l) => /"msg":"GET \/api\/templates 200 \d+ ms"/.test(l))).toHaveLength(3);
  });
});
