import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addTemplate } from '../../test/fixtures.js';
import { SEED_TEMPLATES } from '../../db/seed-templates.js';
import { defaultSubtitle } from './templates.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('templates', () => {
  it('lists the seeded templates in order with the spec defaults', async () => {
    const res = await t.app.inject({ url: '/api/templates' });
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates.map((x: { id: string }) => x.id)).toEqual(SEED_TEMPLATES.map((s) => s.id));
    expect(templates.length).toBeGreaterThanOrEqual(12);
    const royal = templates.find((x: { id: string }) => x.id === 'royal-pet');
    expect(royal).toMatchObject({ name: 'Royal Pet', priceCents: 1998, subtitle: 'Custom Pet Canvas' });
    // The "from" price comes from the live settings (GET /api/settings), not from each template.
    expect(royal).not.toHaveProperty('fromPriceCents');
    expect(templates.find((x: { id: string }) => x.id === 'space-explorer').name).toBe('Space Explorer');
    expect(templates.find((x: { id: string }) => x.id === 'name-in-lights').subtitle).toBe('One Pet');
  });

  it('applies the subtitle rule', () => {
    expect(defaultSubtitle('Moonlight Glow')).toBe('One Pet');
    expect(defaultSubtitle('Royal Pet')).toBe('Custom Pet Canvas');
  });

  it('answers with an ETag, 304 on revalidation, and brotli when accepted', async () => {
    const first = await t.app.inject({ url: '/api/templates', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()).templates.length).toBe(SEED_TEMPLATES.length);
    const again = await t.app.inject({ url: '/api/templates', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refreshes the cached list when a template is added', async () => {
    const before = (await t.app.inject({ url: '/api/templates' })).headers.etag;
    await addTemplate(t);
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/templates' })).headers.etag, { timeout: 5000 })
      .not.toBe(before);
    const { templates } = (await t.app.inject({ url: '/api/templates' })).json();
    expect(templates.at(-1)).toMatchObject({ name: 'Moonlight Glow', subtitle: 'One Pet', priceCents: 1998 });
  });

  it('loads one template by id and 404s an unknown one', async () => {
    expect((await t.app.inject({ url: '/api/templates/space-explorer' })).json().name).toBe('Space Explorer');
    const missing = await t.app.inject({ url: '/api/templates/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Template not found.' } });
  });

  it('serves one template from the list cache, compressed, with its own ETag', async () => {
    const list = (await t.app.inject({ url: '/api/templates' })).json().templates as { id: string }[];
    const one = await t.app.inject({ url: '/api/templates/space-explorer', headers: { 'accept-encoding': 'br' } });
    expect(one.headers['content-encoding']).toBe('br');
    const etag = one.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const plain = await t.app.inject({ url: '/api/templates/space-explorer' });
    expect(plain.json()).toEqual(list.find((x) => x.id === 'space-explorer'));
    expect(
      (await t.app.inject({ url: '/api/templates/space-explorer', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
  });
});
