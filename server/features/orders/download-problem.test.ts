import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { paidOrder } from '../../test/fixtures.js';
import { signDownload } from './order-ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('a download link that cannot be served', () => {
  it('item 11: opened in a browser it lands on the page that says why (expired, not valid, sign in, not found), never JSON', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie, [{ size: 'digital' }]);
    const base = `/api/orders/${id}/items/0/download`;
    const old = signDownload(t.deps.secret, id, 0, Date.now() - 31 * 86_400_000);
    const fresh = signDownload(t.deps.secret, id, 0);
    const cases: [string, string][] = [
      [`${base}?exp=${old.exp}&sig=${old.sig}`, `/download-problem?reason=expired&order=${id}`],
      [`${base}?exp=${fresh.exp}&sig=${fresh.sig.slice(0, -4)}`, `/download-problem?reason=invalid&order=${id}`],
      [base, `/download-problem?reason=signin&order=${id}`],
      [`${base}?exp=soon&sig=x`, `/download-problem?reason=invalid&order=${id}`],
      [
        `/api/orders/${id}/items/1/download?exp=${fresh.exp}&sig=${signDownload(t.deps.secret, id, 1).sig}`,
        `/download-problem?reason=missing&order=${id}`,
      ],
    ];
    for (const [url, to] of cases) {
      const res = await t.app.inject({ url, headers: BROWSER });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(to);
    }
    // Scripts and the SPA still get the API's error body; a good link still downloads.
    const api = await t.app.inject({ url: `${base}?exp=${old.exp}&sig=${old.sig}` });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const ok = await t.app.inject({ url: `${base}?exp=${fresh.exp}&sig=${fresh.sig}`, headers: BROWSER });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
  });
});
