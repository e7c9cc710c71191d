import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, routePath } from './api-client';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('returns a reply that keeps its contract', async () => {
    answer(200, { ok: true, templates: [] });
    await expect(request('GET /api/templates')).resolves.toEqual({ ok: true, templates: [] });
  });

  it('refuses a reply that breaks its contract, naming the route and the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { templates: [{ id: 't1', name: 'Royal Pet' }] });
    const err = await request('GET /api/templates').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('CONTRACT');
    expect((err as ApiError).message).toMatch(/\/api\/templates .*'GET \/api\/templates': templates\.0\.description/);
  });

  it('takes 204 as null, and an error body as ApiError by its code', async () => {
    answer(204, undefined);
    await expect(request('DELETE /api/cart')).resolves.toBeNull();
    answer(403, { error: { code: 'INSUFFICIENT_TOKENS', message: 'Insufficient tokens.' } });
    await expect(
      request('POST /api/edit-image', { body: { imageUrl: '/files/a.png', prompt: 'a cat', uid: null } }),
    ).rejects.toMatchObject({ status: 403, code: 'INSUFFICIENT_TOKENS', message: 'Insufficient tokens.' });
  });

  it('sends the method and path of the route, its parameters encoded, its query and its JSON body', async () => {
    const fetch = answer(200, { id: 'a/b', saved: true });
    await request('PATCH /api/library/:id', { params: { id: 'a/b' }, body: { saved: true } }).catch(() => {});
    expect(fetch).toHaveBeenCalledWith(
      '/api/library/a%2Fb',
      expect.objectContaining({
        method: 'PATCH',
        body: '{"saved":true}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(routePath('/api/orders', undefined, { limit: 25, before: undefined })).toBe('/api/orders?limit=25');
    expect(routePath('/api/admin/orders/state/:state', { state: 'paid' })).toBe('/api/admin/orders/state/paid');
  });
});
