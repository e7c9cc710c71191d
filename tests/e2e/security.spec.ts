import fs from 'node:fs';
import { expect, test, signUpViaUi, uniqueEmail } from './fixtures';
import { workerPort } from './shop-server';

const CHELSEA = fs.readFileSync('tests/fixtures/cat-chelsea.png');
const contact = {
  email: 'buyer@example.com',
  subscribe: false,
  firstName: 'Pat',
  lastName: 'Parent',
  phone: '',
  address: { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' },
};

test('sign-up works at http://127.0.0.1:PORT, the address the server prints', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${workerPort()}` });
  const page = await context.newPage();
  await signUpViaUi(page, uniqueEmail('loopback'));
  await page.goto('/tokens');
  await expect(page.getByTestId('tokens-balance')).toHaveText('5 tokens');
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
  await context.close();
});

test('a paid digital download opens for its owner and by its link; the print file stays private', async ({
  page,
  browser,
}) => {
  await signUpViaUi(page);
  const origin = { origin: new URL(page.url()).origin };
  const up = await (
    await page.request.post('/api/uploads', {
      headers: origin,
      multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: CHELSEA } },
    })
  ).json();
  const art = (await (
    await page.request.post('/api/edit-image', {
      headers: origin,
      data: { imageUrl: up.url, prompt: 'royal portrait', size: 'digital' },
    })
  ).json()) as {
    processedUrl: string;
  };
  const checkout = await (
    await page.request.post('/api/create-cart-payment-intent', {
      headers: origin,
      data: { contact, items: [{ imageUrl: art.processedUrl, size: 'digital' }] },
    })
  ).json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  expect(
    (
      await page.request.post('/api/payments/local/confirm', {
        headers: origin,
        data: { clientSecret: checkout.clientSecret, ...card },
      })
    ).ok(),
  ).toBeTruthy();

  await page.goto('/account');
  const link = page.getByTestId('download-link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`pawtrait-${checkout.orderId}-1.jpg`);

  // The library preview shows in the owner's page (img with the session cookie), not to a stranger.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(art.processedUrl)).status()).toBe(404);
  expect((await page.request.get(art.processedUrl)).status()).toBe(200);
  // The signed link from the e-mail works without a session; the bare address does not.
  const signedOut = await stranger.request.get(href);
  expect(signedOut.status()).toBe(200);
  expect(signedOut.headers()['content-type']).toBe('image/jpeg');
  expect((await stranger.request.get(href.split('?')[0]!)).status()).toBe(401);
  await stranger.close();
});
