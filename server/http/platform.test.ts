import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON, wrong types and unknown routes with a clear 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const tooLong = await t.app.inject({ url: `/api/templates/${'x'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error.code).toBe('BAD_REQUEST');
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/templates', '/api/me']));
    // Every JSON route declares its success reply (common/contracts); the file downloads, the proof image, the data
    // export and the event stream are not JSON.
    const notJson = [
      'get /api/orders/{id}/items/{index}/download',
      'get /api/orders/{id}/items/{index}/proof',
      'get /api/me/export',
      'get /api/events',
    ];
    const missing: string[] = [];
    for (const [url, ops] of Object.entries(
      doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>,
    )) {
      for (const [method, op] of Object.entries(ops)) {
        const ok = Object.entries(op.responses ?? {}).some(
          ([status, r]) => status.startsWith('2') && (r.content || status === '204'),
        );
        if (!ok && !notJson.includes(`${method} ${url}`)) missing.push(`${method} ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('never serves file keys that climb out of storage', async () => {
    for (const url of ['/files/../../etc/passwd', '/files/%2e%2e/secret', '/files/templates/../x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
  });
});
