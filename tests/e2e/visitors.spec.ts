import path from 'node:path';
import { expect, test, PASSWORD, signInViaForm, signUpViaUi, uniqueEmail } from './fixtures';
import { addToServerCart, logout, seedPortrait, toastText } from './shop';

/** Each journey paints portraits and pays: slow on a busy machine. */
test.describe.configure({ timeout: 180_000 });

const CHELSEA_PATH = path.resolve('tests/fixtures/cat-chelsea.png');

/** The element that has focus, as tag name and text. */
const focused = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }));

test('signed out, a visitor browses a style, the tokens page and the cart; each action asks for an account in the spec words', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByTestId('all-portraits').getByTestId('template-card').first();
  // The lowest price anyone can pay (a digital download), struck through at double.
  await expect(card).toContainText('$14.50');
  await expect(card.locator('s')).toContainText('$29.00');
  await card.click();
  await expect(page).toHaveURL(/\/template\/[\w-]+$/);
  const detail = page.getByTestId('template-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(detail).toContainText('$14.50');
  await expect(page.getByText('Sign in to continue')).toHaveCount(0);

  await page.goto('/tokens');
  await expect(page.getByTestId('package-tokens_10')).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveAttribute('placeholder', 'Log in to see your link.');
  await page.getByRole('button', { name: /^Buy 10 tokens/ }).click();
  await expect(toastText(page, 'Please log in first.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  await expect(page.getByText('Sign in to continue')).toHaveCount(0);

  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Explore Styles' }).click();
  await expect(page).toHaveURL(/\/template\/royal-pet$/);
  await expect(page.getByTestId('template-detail').getByRole('heading', { level: 1 })).toBeVisible();
});

test('generating signed out asks to sign in; after signing up the order page comes back with the choices made', async ({
  page,
}) => {
  await page.goto('/create/royal-pet');
  await page.setInputFiles('[data-testid="photo-dropzone"] input', CHELSEA_PATH);
  await expect(page.getByText('cat-chelsea.png · ready to upload when you generate')).toBeVisible();
  await page.getByTestId('size-option-medium').click();
  await page.getByTestId('color-option-white').click();
  await page.getByTestId('generate-button').click();
  await expect(toastText(page, 'Please sign in first')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  // The sign-in form stays on screen while the sign-up screen's chunk loads: wait for the new screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('visitor'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/create\/royal-pet$/);
  await expect(page.getByTestId('token-count')).toHaveText('5');
  await expect(page.getByTestId('size-option-medium').locator('input')).toBeChecked();
  await expect(page.getByTestId('color-option-white').locator('input')).toBeChecked();
  await expect(page.getByTestId('photo-ready')).toBeVisible();
});

test("a visitor's cart: checkout asks to sign in and comes back to the cart with its lines", async ({ page }) => {
  const { email } = await signUpViaUi(page);
  const art = await seedPortrait(page, 'digital', null);
  await logout(page);
  // As a guest, the portrait goes into the local cart.
  await page.evaluate((s) => {
    localStorage.setItem(
      'cart_v1',
      JSON.stringify([
        { id: 'ci_visitor_1', artworkUrl: s.artworkUrl, size: 'digital', color: null, templateName: s.templateName },
      ]),
    );
  }, art);
  await page.goto('/cart');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign in to check out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInViaForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('contact-form')).toBeVisible();
});

test('the invite box of a signed-in customer shows the link; a visitor who signs in from /tokens comes back to it', async ({
  page,
}) => {
  const { email } = await signUpViaUi(page);
  await logout(page);
  await page.goto('/tokens');
  await page.getByRole('button', { name: /^Buy 25 tokens/ }).click();
  await expect(toastText(page, 'Please log in first.')).toBeVisible();
  await page.goto('/login?next=%2Ftokens');
  await signInViaForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByTestId('invite-link')).toHaveValue(/\/welcome\?ref=/);
});

test('every route sets its own title, and focus moves to the new main heading', async ({ page }) => {
  await signUpViaUi(page);
  const art = await seedPortrait(page, 'digital', null);
  await addToServerCart(page, art);
  const titles = new Map<string, string>();
  for (const route of [
    '/',
    '/cart',
    '/tokens',
    '/library',
    '/account',
    '/order-success',
    '/template/royal-pet',
    '/create/royal-pet',
    '/welcome',
  ]) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    titles.set(route, await page.title());
  }
  expect(new Set(titles.values()).size).toBe(titles.size);
  for (const title of titles.values()) expect(title).toMatch(/Pawtrait Studio/);

  await page.goto('/');
  await page.getByTestId('all-portraits').getByTestId('template-card').filter({ hasText: 'Space Explorer' }).click();
  await expect(page).toHaveURL(/\/template\/space-explorer$/);
  await expect(page).toHaveTitle(/Space Explorer/);
  await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Space Explorer' });
  await page.getByRole('link', { name: 'Back to Templates' }).click();
  await expect.poll(async () => (await focused(page)).tag).toBe('H1');
});
