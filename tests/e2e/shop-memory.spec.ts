import { type Page } from '@playwright/test';
import fs from 'node:fs';
import { expect, test, adminPage, PASSWORD, signInViaForm, signUpViaUi, signUpViaApi } from './fixtures';
import { CONTACT, openArtwork, seedPortrait, TEST_CARD } from './shop';

/** Issue 27, items 3 (header notice), 13, 14 and 17: a shop that remembers where you were, and lets you leave. */
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 60_000 };

const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** A paid framed print: its proof then waits for the customer's approval. */
async function paidPrint(page: Page) {
  const art = await seedPortrait(page, 'small', 'black');
  const started = await page.request.post('/api/create-cart-payment-intent', {
    data: {
      items: [{ imageUrl: art.artworkUrl, size: 'small', color: 'black' }],
      contact: { ...CONTACT, email: 'me@example.com' },
    },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { orderId, clientSecret } = (await started.json()) as { orderId: string; clientSecret: string };
  expect(
    (await page.request.post('/api/payments/local/confirm', { data: { clientSecret, ...TEST_CARD } })).ok(),
  ).toBeTruthy();
  return orderId;
}

test('item 13: the frame wizard keeps its step, size and colour through a reload and in a new tab', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'digital', null);
  const library = (await (await page.request.get('/api/library')).json()) as {
    items: { id: string; imageUrl: string }[];
  };
  const item = library.items.find((i) => i.imageUrl === art.artworkUrl)!;
  await page.goto(`/frame-customizer/${item.id}`);
  await page.getByTestId('wizard-size-large').click();
  await next(page).click();
  await page.getByTestId('wizard-color-red_oak').click();
  await expect(page).toHaveURL(/step=2/);
  await page.reload();
  await expect(stepHeading(page, 'Choose Color')).toBeVisible();
  await expect(page.getByTestId('wizard-color-red_oak').getByRole('radio')).toBeChecked();
  await next(page).click();
  await expect(stepHeading(page, 'Your Framed Artwork is Ready!')).toBeVisible(SLOW);

  // A new tab on the same address comes back to the review, with the same choices.
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(stepHeading(tab, 'Your Framed Artwork is Ready!')).toBeVisible(SLOW);
  await expect(tab.getByTestId('order-details')).toContainText('18x24');
  await expect(tab.getByTestId('order-details')).toContainText('Red Oak');
  await tab.close();
});

test('item 13: the artwork page shows the same artwork after a reload and in a new tab', async ({ page, context }) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'medium', 'white');
  await openArtwork(page, art);
  await expect(page).toHaveURL(/\/artwork\?art=/);
  for (const view of [page, await context.newPage()]) {
    if (view === page) await page.reload();
    else await view.goto(page.url());
    await expect(view.getByRole('heading', { name: 'Your Generated Artwork' })).toBeVisible();
    await expect(view.getByText('No artwork found.')).toHaveCount(0);
    await expect(view.getByTestId('add-to-cart')).toBeEnabled();
    await expect(view.getByText('12x16').first()).toBeVisible();
  }
});

test('item 14: the white-background page and the AI editor are one tap away in the header menu; admins see Admin', async ({
  page,
  browser,
}) => {
  await signUpViaUi(page);
  const menu = page.getByTestId('header-menu-button');
  await menu.click();
  await expect(page.getByTestId('header-menu').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page
    .getByTestId('header-menu')
    .getByRole('link', { name: /Portrait on white/ })
    .click();
  await expect(page).toHaveURL(/\/white-background$/);
  await expect(page.getByTestId('header-menu')).toHaveCount(0);
  await menu.click();
  await page
    .getByTestId('header-menu')
    .getByRole('link', { name: /AI editor/ })
    .click();
  await expect(page).toHaveURL(/\/ai-editor$/);
  // The new page has arrived (the address changes before it does; its arrival closes the menu).
  await expect(page.getByRole('heading', { level: 1, name: 'AI Image Editor' })).toBeFocused();
  // Keyboard: Escape closes and gives the focus back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-menu')).toHaveCount(0);
  await expect(menu).toBeFocused();

  const admin = await adminPage(browser);
  await admin.goto('/');
  await admin.getByTestId('header-menu-button').click();
  await admin.getByTestId('header-menu').getByRole('link', { name: /Admin/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.context().close();
});

test('item 14: a menu opened while the next page is still loading stays open when that page arrives', async ({
  page,
}) => {
  await signUpViaUi(page);
  // A slow connection: every script chunk (the lazy pages) arrives 1.5 s late.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const menu = page.getByTestId('header-menu-button');
  await menu.click();
  await page
    .getByTestId('header-menu')
    .getByRole('link', { name: /AI editor/ })
    .click();
  await expect(page).toHaveURL(/\/ai-editor$/);
  await menu.click();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Image Editor' })).toBeVisible();
  await expect(page.getByTestId('header-menu')).toBeVisible();
  await page
    .getByTestId('header-menu')
    .getByRole('link', { name: /Portrait on white/ })
    .click();
  await expect(page).toHaveURL(/\/white-background$/);
});

test('item 14: /welcome offers Create account beside Explore Styles and Get Tokens', async ({ page }) => {
  await page.goto('/welcome');
  const buttons = page.getByTestId('welcome-page');
  await expect(buttons.getByRole('link', { name: 'Explore Styles' })).toBeVisible();
  await expect(buttons.getByRole('link', { name: 'Get Tokens' })).toBeVisible();
  await buttons.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('item 3: the header shows a small notice while a proof waits for approval, at 1440 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaUi(page);
  await expect(page.getByTestId('proof-notice')).toHaveCount(0);
  const orderId = await paidPrint(page);
  await page.goto('/');
  await expect(page.getByTestId('proof-notice')).toHaveText(/Proof waiting/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('proof-notice')).toBeHidden();
  await expect(page.getByTestId('proof-dot')).toBeVisible();
  await expect(page.getByRole('link', { name: /A proof waits for your approval/ })).toBeVisible();
  // Nothing in the header spills out of the screen.
  const overflow = await page.evaluate(
    () => document.querySelector('header nav')!.scrollWidth - document.querySelector('header nav')!.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('header-menu-button').click();
  await expect(page.getByTestId('header-menu').getByRole('link', { name: /Approve your proof/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // Approved: the notice goes, live.
  expect((await page.request.post(`/api/orders/${orderId}/approve`)).ok()).toBeTruthy();
  await expect(page.getByTestId('proof-dot')).toHaveCount(0);
});

test('item 17: Download my data gives a zip; Delete my account asks for the password, signs out and the account is gone', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await seedPortrait(page, 'digital', null);
  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pawtrait-studio-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes(Buffer.from('profile.json'))).toBe(true);
  expect(zip.includes(Buffer.from(email))).toBe(true);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/login');
  await signInViaForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('token-chip')).toHaveCount(0);
});
