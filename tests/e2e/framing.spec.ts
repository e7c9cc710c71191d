import { type Page } from '@playwright/test';
import fs from 'node:fs';
import { expect, test, signUpViaApi } from './fixtures';

const chelsea = fs.readFileSync('tests/fixtures/cat-chelsea.png');
/** Painting and framing take a second or two on a quiet machine; allow for a busy CI box. */
const SLOW = { timeout: 60_000 };

test.describe.configure({ timeout: 180_000 });

/** One library item made the way the shop makes them: an upload, then an edit (1 token). */
async function seedLibraryItem(page: Page) {
  const upload = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: chelsea } },
  });
  expect(upload.ok()).toBeTruthy();
  const { url } = (await upload.json()) as { url: string };
  const edit = await page.request.post('/api/edit-image', {
    data: { imageUrl: url, prompt: 'royal portrait', uid: null },
    timeout: 120_000,
  });
  expect(edit.ok()).toBeTruthy();
  return (await edit.json()) as { processedUrl: string; libraryId: string };
}

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

test('from the library: size, colour, mockups, review, checkout — with every Back rule', async ({ page }) => {
  await signUpViaApi(page);
  const item = await seedLibraryItem(page);
  await page.goto('/library');
  await page
    .locator(`[data-testid="library-card"][data-id="${item.libraryId}"]`)
    .getByRole('button', { name: 'Frame' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/frame-customizer/${item.libraryId}$`));

  // Step 1: Next waits for a size.
  await expect(stepHeading(page, 'Choose Size')).toBeVisible();
  await expect(page.getByTestId('wizard-steps').locator('[aria-current="step"]')).toContainText('Choose Size');
  await expect(next(page)).toBeDisabled();
  await expect(back(page)).toHaveCount(0);
  await page.getByTestId('wizard-size-medium').click();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Step 2: Next is disabled until a colour is chosen; Back goes to step 1 and keeps the size.
  await expect(stepHeading(page, 'Choose Color')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await back(page).click();
  await expect(stepHeading(page, 'Choose Size')).toBeVisible();
  await expect(page.getByRole('radio', { name: /12x16/ })).toBeChecked();
  await next(page).click();
  await page.getByTestId('wizard-color-red_oak').click();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Step 3 asks for the mockups; step 4 shows them.
  await expect(page.getByTestId('wizard-steps').locator('[aria-current="step"]')).toContainText(
    /Generate Mockups|Review & Purchase/,
  );
  await expect(stepHeading(page, 'Your Framed Artwork is Ready!')).toBeVisible(SLOW);
  await expect(page.getByText('Framed images ready!')).toBeVisible();
  const slides = page.getByTestId('framed-image');
  await expect(slides).toHaveCount(3);
  for (const img of await slides.locator('img[alt^="Your portrait"]').all())
    await expect(img).toHaveJSProperty('complete', true);
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('12x16');
  await expect(details).toContainText('Red Oak');
  await expect(details).toContainText('$129.00');

  // Dots and keyboard.
  const dots = page.getByTestId('carousel-dots').getByRole('button');
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('mockup-carousel').focus();
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await dots.nth(0).click();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  // Back from 4 goes to 3 (the mockups are kept), from 3 to 2.
  await back(page).click();
  await expect(stepHeading(page, 'Generate Mockups')).toBeVisible();
  await back(page).click();
  await expect(stepHeading(page, 'Choose Color')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Red Oak' })).toBeChecked();
  await next(page).click();
  await expect(stepHeading(page, 'Your Framed Artwork is Ready!')).toBeVisible(SLOW);

  // The library item's mockup is now the framed print.
  const libraryItem = await (await page.request.get(`/api/library/${item.libraryId}`)).json();
  expect(libraryItem.mockupUrl).toMatch(/\/files\/mockups\/.+-framed\.webp$/);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const cart = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart_v1') ?? '[]') as { mockupUrls: string[] }[],
  );
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({
    artworkUrl: item.processedUrl,
    size: 'medium',
    color: 'red_oak',
    templateName: 'AI Artwork',
  });
  expect(cart[0]!.mockupUrls).toHaveLength(3);
  expect(cart[0]!.mockupUrls[0]).toBe(libraryItem.mockupUrl);
});

test('a direct link loads the library item itself', async ({ page }) => {
  await signUpViaApi(page);
  const item = await seedLibraryItem(page);
  await page.goto(`/frame-customizer/${item.libraryId}`);
  await expect(stepHeading(page, 'Choose Size')).toBeVisible();
  await expect(page.getByTestId('frame-preview').getByRole('img', { name: 'Your artwork' })).toHaveAttribute(
    'src',
    item.processedUrl,
  );
  await page.getByTestId('wizard-size-small').click();
  await next(page).click();
  await page.getByTestId('wizard-color-white').click();
  await next(page).click();
  await expect(stepHeading(page, 'Your Framed Artwork is Ready!')).toBeVisible(SLOW);
  await expect(page.getByTestId('framed-image')).toHaveCount(3);
  await expect(page.getByTestId('order-details')).toContainText('8x10');
  await expect(page.getByTestId('order-details')).toContainText('White');
  await expect(page.getByTestId('order-details')).toContainText('$99.00');
});

test('without an image the wizard sends you to the library', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/frame-customizer/unknown');
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText('No image provided for framing.')).toBeVisible();
});

test('the frame-your-artwork page composes a black-frame preview for each size, and Back returns', async ({ page }) => {
  await signUpViaApi(page);
  const item = await seedLibraryItem(page);
  await page.goto('/library');
  await page.goto(`/frame/${item.libraryId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frame Your Artwork' })).toBeVisible();
  await expect(page.getByLabel('Artwork URL')).toHaveValue(item.processedUrl);
  await expect(page.getByTestId('black-only-note')).toContainText('Black frames only');
  const preview = page.getByTestId('composed-preview');
  let previous = '';
  for (const size of ['small', 'medium', 'large'] as const) {
    await page.getByTestId(`frame-size-${size}`).click();
    await expect(page.getByTestId(`frame-size-${size}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(preview).toHaveAttribute('src', /\/files\/mockups\/.+-framed\.webp$/, SLOW);
    await expect.poll(async () => preview.getAttribute('src'), SLOW).not.toBe(previous);
    previous = (await preview.getAttribute('src')) ?? '';
    await expect(preview).toHaveJSProperty('complete', true);
  }

  // A library image that cannot be loaded: the link into the wizard carries the URL typed here.
  await page.goto('/frame/unknown');
  await expect(page.getByLabel('Artwork URL')).toHaveValue('');
  await page.getByLabel('Artwork URL').fill(item.processedUrl);
  await page.getByRole('link', { name: 'White and red oak are in the framing wizard.' }).click();
  await expect(page).toHaveURL(/\/frame-customizer\/unknown$/);
  await expect(page.getByText('Failed to load image from library.')).toBeVisible();
  await expect(stepHeading(page, 'Choose Size')).toBeVisible();
  await expect(page.getByTestId('frame-preview').getByRole('img', { name: 'Your artwork' })).toHaveAttribute(
    'src',
    item.processedUrl,
  );

  await page.goto(`/frame/${item.libraryId}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/frame-customizer\/unknown$/);
});
