import { type Page } from '@playwright/test';
import { expect, test, signUpViaUi } from './fixtures';

const SECTIONS = ['hero', 'how-it-works', 'popular-styles', 'sizes', 'all-portraits', 'testimonials', 'site-footer'];

async function sectionOrder(page: Page) {
  return page.evaluate((ids) => {
    const tops = ids.map((id) => ({
      id,
      top: document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top,
    }));
    return tops.sort((a, b) => a.top - b.top).map((t) => t.id);
  }, SECTIONS);
}

test('home page shows every section with the spec texts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turn Your Pet Into Stunning Art');
  await expect(page.getByText('10,000+')).toBeVisible();
  await expect(page.getByText('4.9/5').first()).toBeVisible();
  await expect(page.getByTestId('hero-samples').getByRole('img')).toHaveCount(4);
  await expect(page.getByTestId('popular-styles').getByTestId('template-card')).toHaveCount(4);
  await expect(page.getByTestId('popular-styles')).toContainText('Royal Pet');
  await expect(page.getByRole('heading', { name: 'Three Different Sizes' })).toBeVisible();
  for (const text of ['Great for desks and small walls', 'Our most popular size', 'Bold statement piece'])
    await expect(page.getByText(text)).toBeVisible();
  const all = page.getByTestId('all-portraits').getByTestId('template-card');
  expect(await all.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('heading', { name: 'What Pet Parents Say' })).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(3);
  for (const stat of ['10k+', '25+', '4.9/5']) await expect(page.getByTestId('stats')).toContainText(stat);
  await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  // Every image has alt text.
  expect(await page.locator('img:not([alt])').count()).toBe(0);
});

test('How It Works sits above the styles from md up and below them on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('template-card').first()).toBeVisible();
  expect(await sectionOrder(page)).toEqual(SECTIONS);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await sectionOrder(page);
  expect(phone.indexOf('popular-styles')).toBeLessThan(phone.indexOf('how-it-works'));
});

test("'See Styles' scrolls smoothly to the styles section", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('template-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'See Styles' }).click();
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('styles')!.getBoundingClientRect().top)))
    .toBe(64);
});

test('the policy dialogs open from the footer and close with Escape', async ({ page }) => {
  await page.goto('/');
  // Once the styles have replaced their placeholders, so the footer no longer moves under the pointer.
  await expect(page.getByTestId('all-portraits').getByTestId('template-card').first()).toBeVisible();
  for (const name of ['Terms of Service', 'Privacy Policy', 'Returns & Refunds']) {
    await page.getByTestId('site-footer').getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.getByTestId('site-footer').getByRole('button', { name: 'Returns & Refunds' }).click();
  await expect(page.getByRole('dialog')).toContainText('7 days');
});

test('loading failure offers Try again', async ({ page }) => {
  await page.route('**/api/templates', (route) =>
    route.fulfill({ status: 500, body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
  );
  await page.goto('/');
  await expect(page.getByText('Failed to load templates').first()).toBeVisible();
  await page.unroute('**/api/templates');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByTestId('all-portraits').getByTestId('template-card').first()).toBeVisible();
});

test('a template card opens its detail page, which also works by URL', async ({ page }) => {
  await signUpViaUi(page);
  await page.getByTestId('all-portraits').getByTestId('template-card').filter({ hasText: 'Space Explorer' }).click();
  await expect(page).toHaveURL(/\/template\/space-explorer$/);
  const detail = page.getByTestId('template-detail');
  await expect(detail.getByRole('heading', { name: 'Space Explorer' })).toBeVisible();
  await expect(page.getByTestId('template-prompt')).toContainText('astronaut');
  await expect(page.getByRole('link', { name: 'Try This Template' })).toHaveAttribute('href', '/dashboard');
  await page.reload();
  await expect(detail.getByRole('heading', { name: 'Space Explorer' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/template/not-a-real-style');
  await expect(page.getByText('Template Not Found')).toBeVisible();
  await expect(page.getByText('Please return to the home page and try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/welcome greets a visitor with Explore Styles and Get Tokens', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Tokens' }).last()).toHaveAttribute('href', '/tokens');
  await page.getByRole('link', { name: 'Explore Styles' }).click();
  await expect(page).toHaveURL(/\/template\/royal-pet$/);
});
