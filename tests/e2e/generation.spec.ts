import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { choosePhotoOnOrderPage, expect, holdAnswers, rewriteJson, test, signUpViaUi, signUpViaApi } from './fixtures';

const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');
/** Painting takes 1-3 s on a quiet machine, far longer on a busy CI box. */
const GEN = { timeout: 90_000 };
test.describe.configure({ timeout: 240_000 });

/** Toasts render in their own live regions (src/lib/toast.tsx); field messages repeat the text inline. */
const toastText = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

async function uploadOnOrderPage(page: Page) {
  await choosePhotoOnOrderPage(page, CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
}

/** Sets router state the way an in-app navigation would (e.g. the library's 'Frame' button). */
async function navigateWithState(page: Page, to: string, state: unknown) {
  await page.evaluate(
    ([url, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: (window.history.state?.idx ?? 0) + 1 }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [to, state] as const,
  );
}

async function uploadViaApi(page: Page): Promise<string> {
  const res = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'cat-chelsea.png', mimeType: 'image/png', buffer: readFileSync(CHELSEA) } },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { url: string }).url;
}

test('order page: a Digital Download generates the portrait on the page and spends one token', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  await expect(page.getByRole('heading', { level: 1, name: 'Royal Pet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  for (const step of ['Choose Your Style', "Upload Your Pet's Photo", 'Receive Your Masterpiece'])
    await expect(page.getByTestId('how-it-works')).toContainText(step);

  await uploadOnOrderPage(page);
  await page.getByTestId('color-option-black').click();
  await page.getByTestId('size-option-digital').click();
  await expect(page.getByTestId('color-options')).toBeHidden();
  await expect(page.getByTestId('subtotal')).toContainText('$29.00');
  await expect(page.getByTestId('subtotal')).toContainText('$14.50');

  const editRequest = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  await page.getByTestId('generate-button').click();
  const body = (await editRequest).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ size: 'digital', templateId: 'royal-pet' });
  expect(typeof body.uid).toBe('string');
  expect(String(body.prompt)).toContain('Renaissance');

  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  const artwork = page.getByTestId('order-artwork');
  await expect(artwork).toBeVisible();
  await expect(artwork).toHaveAttribute('src', /\/files\//);
  await expect(page.getByTestId('token-count')).toHaveText('4');
  await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 3000 });

  await page.getByRole('button', { name: 'View Your Artwork' }).click();
  await expect(page).toHaveURL(/\/artwork(\?.*)?$/);
});

/**
 * Presses Generate until the order page says it needs a photo. A press in the page's first half second landed beside
 * the button under a loaded CI machine (its target was no button: the page not yet laid out), once in 16 runs
 * here with two CPU hogs; this journey is about what the page says, and the press costs nothing.
 */
async function pressGenerateForPhotoMessage(page: Page) {
  await expect(async () => {
    await page.getByTestId('generate-button').click();
    await expect(page.getByTestId('order-photo-error')).toHaveText('Upload a photo to continue.', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('order page: the checks come in order — sign-in, photo, size, colour', async ({ page }) => {
  await page.goto('/create/royal-pet');
  await pressGenerateForPhotoMessage(page);
  await page.setInputFiles('[data-testid="photo-dropzone"] input', CHELSEA);
  await page.getByTestId('generate-button').click();
  await expect(toastText(page, 'Please sign in first')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fcreate%2Froyal-pet$/);

  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  // Said at the field, not in a toast over the page (issue 36).
  await pressGenerateForPhotoMessage(page);
  await expect(page.getByTestId('toaster')).toBeEmpty();

  await uploadOnOrderPage(page);
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('order-size-error')).toHaveText('Please choose a frame size (or Digital Download).');

  await page.getByTestId('size-option-large').click();
  await expect(page.getByTestId('subtotal')).toContainText('$169.00');
  // No regular price crossed out unless the owner set one (the demo sets none for prints).
  await expect(page.getByTestId('subtotal').locator('s')).toHaveCount(0);
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('order-color-error')).toHaveText('Please choose a frame color.');
  await expect(page.getByTestId('toaster')).toBeEmpty();
  await expect(page.getByTestId('token-count')).toHaveText('5');
});

const hydrated = (page: Page, testId: string) =>
  expect
    .poll(() => page.getByTestId(testId).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);

test('order page: a signed-in customer is answered at once, and is not taken for a visitor before the session arrives', async ({
  page,
}) => {
  await signUpViaApi(page);
  // The missing photo is said without waiting for the customer's record (their tokens).
  const releaseMe = await holdAnswers(page, '**/api/me');
  await page.goto('/create/royal-pet');
  await hydrated(page, 'generate-button');
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('order-photo-error')).toHaveText('Upload a photo to continue.');
  releaseMe();

  // The page is rendered on the server and hydrates before its session request answers: a press with a photo
  // meanwhile waits for the session instead of asking a signed-in customer to sign in.
  const releaseSession = await holdAnswers(page, '**/api/auth/get-session');
  await page.goto('/create/royal-pet');
  await hydrated(page, 'generate-button');
  await page.setInputFiles('[data-testid="photo-dropzone"] input', CHELSEA);
  await page.getByTestId('generate-button').click();
  releaseSession();
  await expect(page.getByTestId('order-size-error')).toHaveText('Please choose a frame size (or Digital Download).');
  await expect(page).toHaveURL(/\/create\/royal-pet$/);
  await expect(page.getByTestId('toaster')).toBeEmpty();
});

test('order page: a framed size generates the artwork and its framed mockups', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  await uploadOnOrderPage(page);
  await page.getByTestId('size-option-medium').click();
  await page.getByTestId('color-option-red_oak').click();
  await expect(page.getByTestId('order-summary')).toContainText('12x16 framed print');
  await expect(page.getByTestId('order-summary')).toContainText('Red Oak');
  await expect(page.getByTestId('subtotal')).toContainText('$129.00');

  const edit = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  const compose = page.waitForResponse((r) => r.url().endsWith('/api/compose-frame'), GEN);
  await page.getByTestId('generate-button').click();
  expect((await edit).postDataJSON()).toMatchObject({ size: 'medium' });
  const composed = await compose;
  expect(composed.request().postDataJSON()).toMatchObject({
    size: 'medium',
    color: 'red_oak',
    imageUrl: expect.stringContaining('/files/'),
  });

  await expect(page.getByTestId('order-result')).toBeVisible(GEN);
  await expect(page.getByTestId('token-count')).toHaveText('4');
  if (composed.status() === 404) {
    // The compose-frame endpoint is not deployed: the artwork alone is shown.
    await expect(toastText(page, 'Failed to compose framed image')).toBeVisible();
    await expect(page.getByTestId('order-artwork')).toBeVisible();
  } else {
    expect(composed.ok()).toBeTruthy();
    const thumbs = page.getByTestId('order-mockups').getByRole('button');
    expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('order-mockup-main')).toBeVisible();
    await thumbs.first().click();
    await expect(page.getByTestId('order-artwork')).toBeVisible();
    // Another size re-frames the same artwork: a new compose, no new generation, no token.
    let generated = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/edit-image')) generated = true;
    });
    const reframe = page.waitForRequest((r) => r.url().endsWith('/api/compose-frame'), GEN);
    await page.getByTestId('size-option-large').click();
    expect((await reframe).postDataJSON()).toMatchObject({
      size: 'large',
      color: 'red_oak',
      imageUrl: composed.request().postDataJSON().imageUrl,
    });
    await expect(page.getByTestId('order-mockup-main')).toBeVisible(GEN);
    await expect(page.getByTestId('token-count')).toHaveText('4');
    expect(generated).toBe(false);
  }
});

test('dashboard: upload, pick a style and generate; the portrait lands in the library', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/template/space-explorer');
  await expect(page.getByRole('link', { name: 'Create & Order' })).toHaveAttribute('href', '/create/space-explorer');
  await page.getByRole('link', { name: 'Try This Template' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('radio', { name: /Space Explorer/ })).toBeChecked();
  await expect(page.getByLabel('Let AI improve my prompt')).toBeChecked();
  await expect(page.getByText('each generation costs 1 token')).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Image (1 Token)' });
  await generate.click();
  await expect(page.getByTestId('dash-photo-error')).toHaveText('Please upload a pet photo');

  await page.setInputFiles('[data-testid="dashboard-dropzone"] input', CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
  await page.getByTestId('selected-style').getByRole('button', { name: 'Clear' }).click();
  await generate.click();
  await expect(page.getByTestId('dash-style-error')).toHaveText('Please select a template or enter a custom prompt');

  await page.getByTestId('style-royal-pet').click();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  await generate.click();
  expect((await request).postDataJSON()).toMatchObject({ templateId: 'royal-pet', refine: true });
  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  const result = page.getByTestId('dashboard-result');
  await expect(result.getByTestId('dashboard-result-image')).toHaveAttribute('src', /\/files\//);
  await expect(page.getByTestId('token-count')).toHaveText('4');

  let items = (
    (await (await page.request.get('/api/library')).json()) as {
      items: { id: string; templateId: string | null; promptOriginal: string | null }[];
    }
  ).items;
  expect(items).toHaveLength(1);
  expect(items[0]!.templateId).toBe('royal-pet');
  await expect(result.getByRole('link', { name: 'Open My Library' })).toHaveAttribute('href', '/library');
  await expect(result.getByRole('link', { name: 'Frame it' })).toHaveAttribute(
    'href',
    `/frame-customizer/${items[0]!.id}`,
  );

  // A custom prompt wins over the template's prompt; the template still names the style.
  await page.getByLabel('Let AI improve my prompt').uncheck();
  await page.getByLabel(/Custom prompt/).fill('My cat as a pirate captain on a stormy sea');
  const second = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  await generate.click();
  expect((await second).postDataJSON()).toMatchObject({
    prompt: 'My cat as a pirate captain on a stormy sea',
    templateId: 'royal-pet',
    refine: false,
  });
  await expect(page.getByTestId('token-count')).toHaveText('3', GEN);
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/library')).json()) as { items: unknown[] }).items.length,
      GEN,
    )
    .toBe(2);
  items = ((await (await page.request.get('/api/library')).json()) as { items: typeof items }).items;
  await expect(result.getByRole('link', { name: 'Frame it' })).toHaveAttribute(
    'href',
    `/frame-customizer/${items[0]!.id}`,
    GEN,
  );
  expect(items[0]!.promptOriginal).toBe('My cat as a pirate captain on a stormy sea');

  await result.getByRole('link', { name: 'Frame it' }).click();
  await expect(page).toHaveURL(new RegExp(`/frame-customizer/${items[0]!.id}$`));
});

test('with 0 tokens the order page and the dashboard offer Get tokens; a 403 says Insufficient tokens', async ({
  page,
}) => {
  await signUpViaUi(page);
  const imageUrl = await uploadViaApi(page);
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/edit-image', {
      data: { imageUrl, prompt: 'A royal portrait', size: 'digital' },
    });
    expect(res.ok()).toBeTruthy();
  }
  await expect(page.getByTestId('token-count')).toHaveText('0', GEN);

  await page.goto('/create/royal-pet');
  await uploadOnOrderPage(page);
  await page.getByTestId('generate-button').click();
  const needTokens = page.getByTestId('need-tokens-toast');
  await expect(needTokens).toContainText('You need tokens to generate images');
  await expect(needTokens).toContainText('You need tokens to continue.');
  await needTokens.getByRole('button', { name: 'Close' }).click();
  await expect(needTokens).toBeHidden();

  await page.goto('/dashboard');
  await page.setInputFiles('[data-testid="dashboard-dropzone"] input', CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
  await page.getByTestId('style-royal-pet').click();
  await page.getByRole('button', { name: 'Generate Image (1 Token)' }).click();
  await expect(needTokens).toBeVisible();
  await needTokens.getByRole('button', { name: 'Get tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);

  // The browser still believes in a balance; the server refuses with 403.
  await rewriteJson(page, '**/api/me', (me) => ({ ...me, tokens: 3 }));
  await page.goto('/create/royal-pet');
  await uploadOnOrderPage(page);
  await page.getByTestId('size-option-digital').click();
  await page.getByTestId('generate-button').click();
  await expect(toastText(page, 'Insufficient tokens. Please get more to generate images.')).toBeVisible(GEN);
  await expect(page.getByTestId('order-result')).toBeHidden();
});

test('the pet-name template sends the name; the carousel shows other styles and wraps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/create/name-in-lights');
  await uploadOnOrderPage(page);
  await page.getByLabel('Pet name (optional)').fill('  Biscuit ');
  await page.getByTestId('size-option-digital').click();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  await page.getByTestId('generate-button').click();
  expect((await request).postDataJSON()).toMatchObject({ petName: 'Biscuit', templateId: 'name-in-lights' });
  await expect(page.getByTestId('order-artwork')).toBeVisible(GEN);

  const carousel = page.getByTestId('also-like');
  const cards = carousel.getByTestId('template-card');
  await expect(cards).toHaveCount(4);
  const first = await cards.first().getAttribute('href');
  expect(first).toMatch(/^\/template\//);
  expect(first).not.toBe('/template/name-in-lights');
  for (let i = 0; i < 8; i++) await carousel.getByRole('button', { name: 'Next styles' }).click();
  await expect(cards.first()).toHaveAttribute('href', first!);
  await carousel.getByRole('button', { name: 'Previous styles' }).click();
  const last = await cards.first().getAttribute('href');
  expect(last).not.toBe(first);
  await carousel.getByRole('button', { name: 'Next styles' }).press('ArrowRight');
  await expect(cards.first()).toHaveAttribute('href', first!);

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(cards).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards).toHaveCount(2);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
});

test('checkout query banners, unknown templates, and the flow that starts from a library image', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create/royal-pet?checkout=success');
  await expect(page.getByTestId('checkout-banner')).toHaveText(/Payment successful!/);
  await page.goto('/create/royal-pet?checkout=cancel');
  await expect(page.getByTestId('checkout-banner')).toHaveText(/Checkout canceled/);

  await page.goto('/create/no-such-template');
  await expect(page).toHaveURL(/\/$/);

  const imageUrl = await uploadViaApi(page);
  const res = await page.request.post('/api/edit-image', {
    data: { imageUrl, prompt: 'A royal portrait', size: 'digital' },
  });
  const artwork = ((await res.json()) as { processedUrl: string }).processedUrl;
  await navigateWithState(page, '/create/royal-pet', { imageUrl: artwork });
  await expect(page.getByTestId('order-library-image')).toHaveAttribute('src', artwork);
  await expect(page.getByTestId('photo-dropzone')).toHaveCount(0);
  await expect(page.getByTestId('generate-button')).toHaveCount(0);
  await expect(page.locator('[aria-current="step"]')).toContainText('Size');

  await page.getByRole('button', { name: 'View Your Artwork' }).click();
  await expect(page.getByTestId('order-size-error')).toHaveText('Please choose a frame size (or Digital Download).');
  await page.getByTestId('size-option-small').click();
  await page.getByTestId('color-option-white').click();
  await page.getByRole('button', { name: 'View Your Artwork' }).click();
  await expect(page).toHaveURL(/\/artwork(\?.*)?$/, GEN);
  const state = await page.evaluate(
    () =>
      window.history.state?.usr as {
        artworkUrl: string;
        images: string[];
        size: string;
        color: string;
        templateName: string;
      },
  );
  expect(state).toMatchObject({ artworkUrl: artwork, size: 'small', color: 'white', templateName: 'Royal Pet' });
  expect(state.images[0]).toBe(artwork);
});
