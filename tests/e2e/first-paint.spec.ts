import { expect, signUpViaApi, test } from './fixtures';
import { type Page } from '@playwright/test';

/**
 * The home and a style's page paint from their HTML alone (prerendered at build / rendered by the
 * server); the scripts start after that paint and hydrate the same nodes, without a mismatch.
 */

/** Marks the page's nodes as the HTML made them, before any script of the shop runs. */
async function markServerNodes(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverNode: Element | null }).__serverNode = document.querySelector(sel);
    });
  }, selector);
}
const sameNode = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const before = (window as unknown as { __serverNode: Element | null }).__serverNode;
    return before !== null && before === document.querySelector(sel);
  }, selector);

test('without JavaScript, the home and a style page show their content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turn Your Pet Into Stunning Art');
  await page.goto('/template/royal-pet');
  await expect(page.getByRole('heading', { level: 1, name: 'Royal Pet' })).toBeVisible();
  const picture = page.getByTestId('template-detail').getByRole('img', { name: 'Royal Pet' });
  await expect(picture).toHaveAttribute('srcset', /-672\.webp 672w/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: 'Create & Order' })).toHaveAttribute('href', '/create/royal-pet');
  await context.close();
});

for (const [name, url, selector] of [
  ['the home', '/', '[data-testid="hero"] h1'],
  ["a style's page", '/template/royal-pet', '[data-testid="template-detail"] img'],
] as const) {
  test(`${name} hydrates the nodes it painted, without errors, and then works as the SPA`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await markServerNodes(page, selector);
    await page.goto(url);
    // Pressed at once: before the SPA runs the press is held, then answered (common/first-paint.ts).
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await sameNode(page, selector)).toBe(true);
    expect(errors).toEqual([]);
    // The web fonts joined after the first paint.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.documentElement.classList.contains('web-fonts') &&
            document.fonts.check('600 16px "Fraunces Variable"') &&
            document.fonts.check('16px "Inter Variable"'),
        ),
      )
      .toBe(true);
  });
}

/**
 * Holds the SPA's entry script on its way until `release()`: the page stays as its HTML painted it. The
 * script is added after the first paint, which on a busy machine can come before the load event, and a
 * held script then holds `load`: pages here are opened to `domcontentloaded`.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a style's page, rendered on the server, goes on to its order page in the SPA", async ({ page }) => {
  await page.goto('/template/royal-pet');
  await expect(page).toHaveTitle(/Royal Pet/);
  await page.getByRole('link', { name: 'Create & Order' }).click();
  await expect(page).toHaveURL(/\/create\/royal-pet$/);
  await expect(page.getByTestId('photo-dropzone')).toBeVisible();
});

test('a button pressed before the scripts arrive is answered once they run', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('site-footer').getByRole('button', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
});

test('a link pressed before the scripts arrive opens its page in the SPA, with what the link carries', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/template/royal-pet', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('link', { name: 'Create & Order' }).click();
  await expect(page).toHaveURL(/\/template\/royal-pet$/);
  release();
  await expect(page).toHaveURL(/\/create\/royal-pet$/);
  await expect(page.getByTestId('photo-dropzone')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('the sign-in form, rendered on the server, keeps what a visitor typed before the scripts ran', async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  const release = await holdEntryScript(page);
  await page.goto('/login?next=%2Ftokens', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  release();
  // React has taken the field over (its props are on the node), and the text is still there.
  const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  await expect.poll(() => page.getByLabel('Email').evaluate(hydrated)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByTestId('token-count')).toHaveText('5');
});
