import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('returns a reply that keeps its contract', async () => {
    answer(200, { ok: true, templates: [] });
    await expect(api('/api/templates', { reply: 'templates' })).resolves.toEqual({ ok: true, templates: [] });
  });

  it('refuses a reply that breaks its contract, naming the route and the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { templates: [{ id: 't1', name: 'Royal Pet' }] });
    const err = await api('/api/templates', { reply: 'templates' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('CONTRACT');
    expect((err as ApiError).message).toMatch(/\/api\/templates .*'templates': templates\.0\.description/);
  });

  it('takes 204 as null, and an error body as ApiError by its code', async () => {
    answer(204, undefined);
    await expect(api('/api/cart', { reply: 'noContent', method: 'DELETE' })).resolves.toBeNull();
    answer(403, { error: { code: 'INSUFFICIENT_TOKENS', message: 'Insufficient tokens.' } });
    await expect(api('/api/edit-image', { reply: 'artworkOrJob', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'INSUFFICIENT_TOKENS',
      message: 'Insufficient tokens.',
    });
  });
});
