import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';

vi.setConfig({ testTimeout: 120_000 });

/**
 * Issue 14: every text field has a maximum in the shared contract, and a request that breaks a contract
 * gets a 400 naming the field in the customer's words, never zod's text.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
}, 300_000);
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const address = { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' };

describe('contract violations answer 400 VALIDATION with the field named', () => {
  it.each([
    [{ lastName: 'x'.repeat(300) }, 'Last name is too long (at most 80 characters).'],
    [{ firstName: 'x'.repeat(81) }, 'First name is too long (at most 80 characters).'],
    [{ email: 'not an email' }, 'Please enter a valid email.'],
    [{ address: { ...address, zip: 'abcde' } }, 'Please enter a 5-digit ZIP code (or ZIP+4).'],
    [{ address: { ...address, region: 'Kent' } }, 'Please choose a US state.'],
    [{ address: { ...address, country: 'GB' } }, 'Framed prints ship to the United States only.'],
    [{ address: { ...address, city: 42 } }, 'City is not valid.'],
    [{ subscribe: 'yes' }, 'Subscribe is not valid.'],
  ])('PUT /api/me/contact %j', async (body, message) => {
    const res = await send('PUT', '/api/me/contact', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });

  it('never shows zod text, whatever the route', async () => {
    const cases = [
      send('POST', '/api/cart/items', { items: [{ id: 'ci_1', artworkUrl: '/x', size: 'huge' }] }),
      send('POST', '/api/cart/items', { items: 'nope' }),
      send('GET', '/api/orders?limit=500'),
      send('POST', '/api/create-cart-payment-intent', { items: [] }),
      send('POST', '/api/create-cart-payment-intent', {
        items: [{ imageUrl: '/x', size: 'digital', templateName: 'x'.repeat(500) }],
      }),
      t.app.inject({ method: 'POST', url: '/api/referral-click', payload: { token: 5 } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      const { message } = res.json().error;
      expect(message, res.body).toMatch(/^[A-Z].*\.$/);
      expect(message, res.body).not.toMatch(/Invalid input|expected|received|Too big|Too small|Invalid option/);
    }
  });
});
