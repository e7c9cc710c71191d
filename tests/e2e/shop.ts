import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';

/** Journeys' shared shop steps: a painted portrait through the API, /artwork, the contact form, the test card. */

export const CHELSEA = fs.readFileSync('tests/fixtures/cat-chelsea.png');
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

export type ArtworkState = {
  artworkUrl: string;
  originalUrl: string;
  images: string[];
  size: string;
  color: string | null;
  templateName: string;
};
export type CartRow = { id: string; artworkUrl: string; size: string; unavailable?: boolean };

/** Paints Chelsea in the Royal style through the API (1 token) and frames it: what /artwork receives. */
export async function seedPortrait(page: Page, size = 'medium', color: string | null = 'black'): Promise<ArtworkState> {
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const { templates } = (await (await page.request.get('/api/templates')).json()) as {
    templates: { id: string; name: string; prompt: string }[];
  };
  const style = templates.find((t) => t.id === 'royal-pet') ?? templates[0]!;
  const upload = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'cat-chelsea.png', mimeType: 'image/png', buffer: CHELSEA } },
  });
  expect(upload.ok()).toBeTruthy();
  const photo = (await upload.json()) as { url: string };
  const painted = await page.request.post('/api/edit-image', {
    data: { imageUrl: photo.url, prompt: style.prompt, size, uid: me.id, templateId: style.id },
  });
  expect(painted.ok()).toBeTruthy();
  const reply = (await painted.json()) as { processedUrl?: string; jobId?: string };
  const { jobId } = reply;
  let { processedUrl } = reply;
  if (painted.status() === 202 && jobId) {
    // On a busy machine the job outlasts the request's wait: follow it to its result.
    const job = async () =>
      (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as {
        state: string;
        result?: { processedUrl: string };
      };
    await expect.poll(async () => (await job()).state, { timeout: 90_000, intervals: [500] }).toBe('done');
    processedUrl = (await job()).result!.processedUrl;
  }
  if (!processedUrl) throw new Error('The portrait was not painted.');
  let mockups: string[] = [];
  if (size !== 'digital' && color) {
    const framed = await page.request.post('/api/compose-frame', { data: { imageUrl: processedUrl, size, color } });
    if (framed.ok()) {
      // Like the order page and the frame wizard: the framed print (last in the answer) leads.
      const urls = ((await framed.json()) as { urls: string[] }).urls;
      mockups = [urls[urls.length - 1]!, ...urls.slice(0, -1)];
    }
  }
  return {
    artworkUrl: processedUrl,
    originalUrl: photo.url,
    images: [processedUrl, ...mockups],
    size,
    color: size === 'digital' ? null : color,
    templateName: style.name,
  };
}

/** Sets router state the way an in-app navigation would. */
export async function navigateWithState(page: Page, to: string, state: unknown) {
  if (new URL(page.url()).origin === 'null' || page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([url, usr]) => {
      window.history.pushState({ usr, key: `e2e${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [to, state] as const,
  );
}

/** Opens /artwork with router state, as the order page and the frame wizard do. */
export async function openArtwork(page: Page, state: ArtworkState) {
  await navigateWithState(page, '/artwork', state);
  await expect(page.getByRole('heading', { name: 'Your Generated Artwork' })).toBeVisible();
}

/** Puts a portrait in the signed-in customer's server cart. */
export async function addToServerCart(page: Page, art: ArtworkState, id = `ci_e2e_${Date.now()}`) {
  const res = await page.request.post('/api/cart/items', {
    data: {
      items: [
        {
          id,
          artworkUrl: art.artworkUrl,
          originalUrl: art.originalUrl,
          size: art.size,
          color: art.color,
          templateName: art.templateName,
          mockupUrls: art.images.slice(1),
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return id;
}

export async function serverCart(page: Page) {
  return ((await (await page.request.get('/api/cart')).json()) as { items: CartRow[] }).items;
}

export async function fillContact(page: Page) {
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62701');
}

export async function payWithCard(page: Page, number: string, amount: string) {
  const pay = page.getByTestId('payment-step');
  await expect(pay).toContainText('Test mode');
  await pay.getByLabel('Card number').fill(number);
  await pay.getByLabel('Expiry (MM / YY)').fill(`12${nextYear}`);
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
}

export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2000 + Number(nextYear), cvc: '123' };

export const CONTACT = {
  subscribe: false,
  firstName: 'Pat',
  lastName: 'Parent',
  phone: '',
  address: { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' },
};

/** Toasts render in their own live regions (src/lib/toast.tsx). */
export const toastText = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

export async function logout(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Pays one portrait with the test card through the API, as the checkout does; answers the order id. */
export async function payOrder(page: Page, size: string, color: string | null) {
  const me = (await (await page.request.get('/api/me')).json()) as { email: string };
  const art = await seedPortrait(page, size, color);
  const item = {
    imageUrl: art.artworkUrl,
    size: art.size,
    color: art.color,
    templateName: art.templateName,
    mockupUrls: art.images.slice(1),
  };
  const contact =
    size === 'digital'
      ? { email: me.email, subscribe: false, firstName: 'Pat', lastName: 'Parent', phone: '' }
      : { ...CONTACT, email: me.email };
  const intent = await page.request.post('/api/create-cart-payment-intent', { data: { items: [item], contact } });
  expect(intent.ok(), await intent.text()).toBeTruthy();
  const { clientSecret, orderId } = (await intent.json()) as { clientSecret: string; orderId: string };
  const paid = await page.request.post('/api/payments/local/confirm', { data: { clientSecret, ...TEST_CARD } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return { orderId, art };
}
