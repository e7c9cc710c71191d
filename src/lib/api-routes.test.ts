import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RouteBody, RouteKey, RouteParams, RouteReply } from '../../common/contracts/routes';
import { routes } from '../../common/contracts/routes';
import type { EditImageBody } from '../../common/contracts/generation';
import type { Me } from '../../common/contracts/account';
import { request } from './api-client';

// The type checker (`npx tsc --noEmit`) runs these: each `@ts-expect-error` line must stay an error,
// so a route whose body changes without its callers changing fails the check.
function typeChecks() {
  // A route's body, path parameters and reply come from the map.
  expectTypeOf<RouteBody<'POST /api/edit-image'>>().toEqualTypeOf<EditImageBody>();
  expectTypeOf<RouteParams<'POST /api/admin/orders/:id/resend-email'>>().toEqualTypeOf<{ id: string }>();
  expectTypeOf<RouteReply<'GET /api/me'>>().toEqualTypeOf<Me>();
  expectTypeOf(request('DELETE /api/cart')).resolves.toEqualTypeOf<null>();

  void request('PATCH /api/library/:id', { params: { id: 'x' }, body: { saved: true } });
  // @ts-expect-error a body of the wrong shape is refused
  void request('PATCH /api/library/:id', { params: { id: 'x' }, body: { saved: 'yes' } });
  // @ts-expect-error a route that takes a body cannot be called without one
  void request('POST /api/cart/items');
  // @ts-expect-error nor without its path parameters
  void request('PATCH /api/library/:id', { body: { saved: true } });
  // @ts-expect-error a route without a body takes none
  void request('GET /api/me', { body: {} });
  // @ts-expect-error a path that is not in the map is refused
  void request('GET /api/nowhere');
  // @ts-expect-error a field the contract does not have is refused
  void request('POST /api/referral-credits/seen', { body: { ids: [], all: true } });
}

describe('route map', () => {
  it('is checked by the type checker (see typeChecks above)', () => {
    expectTypeOf(typeChecks).toBeFunction();
  });

  it('keys every route as METHOD and a path under /api/', () => {
    for (const key of Object.keys(routes) as RouteKey[])
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/[\w\-/:]+$/);
  });
});
