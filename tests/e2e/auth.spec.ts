import { expect, test, adminPage, PASSWORD, signInViaForm, signUpViaUi, uniqueEmail } from './fixtures';

/** True for a clearly red CSS colour, in rgb() or oklch() form. */
function isRed(color: string) {
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (rgb) return Number(rgb[1]) > 150 && Number(rgb[2]) < 90 && Number(rgb[3]) < 90;
  const oklch = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (oklch) return Number(oklch[2]) > 0.15 && (Number(oklch[3]) < 40 || Number(oklch[3]) > 340);
  return false;
}

test('sign up gives 5 tokens in the chip, with the singular/plural label', async ({ page }) => {
  await signUpViaUi(page);
  const chip = page.getByTestId('token-chip');
  await expect(chip).toContainText('5');
  await expect(chip).toContainText('tokens');
  await chip.hover();
  await expect(page.getByRole('tooltip')).toContainText('Tokens are used to generate pet portraits');
});

test('sign out from the account page, then sign in again', async ({ page }) => {
  const { email } = await signUpViaUi(page);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await signInViaForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('token-count')).toHaveText('5');
});

test('a bad sign-in shows the provider message in red', async ({ page }) => {
  await page.goto('/login');
  await signInViaForm(page, uniqueEmail('nobody'), 'wrong-password-1');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password');
  expect(isRed(await alert.evaluate((el) => getComputedStyle(el).color))).toBe(true);
});

test('empty fields are refused before any request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email.');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('   ');
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email.');
});

test('a shop without Google or Apple keys shows no button for them (issue 36), only the e-mail form', async ({
  page,
}) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: /Google|Apple/ })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  }
});

test('forgot password: the e-mail in the outbox leads to a new password, old sessions end', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // four browser contexts (customer, second session, reset, admin reading the outbox)
  const { email } = await signUpViaUi(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signInViaForm(otherPage, email, PASSWORD);
  await expect(otherPage.getByTestId('token-count')).toHaveText('5');

  const anonymous = await browser.newContext();
  const reset = await anonymous.newPage();
  await reset.goto('/forgot-password');
  await reset.getByLabel('Email').fill(`  ${email} `);
  await reset.getByRole('button', { name: 'Send reset email' }).click();
  await expect(reset.getByText('Password reset email sent. Check your inbox.')).toBeVisible();
  await expect(reset).toHaveURL(/\/login$/);

  // The outbox is the admin's only (issue 12): the admin reads the link, the customer opens it.
  const admin = await adminPage(browser);
  await admin.goto('/dev/outbox');
  const message = admin.getByTestId('outbox-message').filter({ hasText: email }).first();
  await expect(message).toContainText('Reset your Pawtrait Studio password');
  await reset.goto((await message.getByRole('link').getAttribute('href'))!);
  await admin.context().close();
  await expect(reset).toHaveURL(/\/reset-password\?token=/);
  await reset.getByLabel('New password', { exact: true }).fill('a-fresh-password-9');
  await reset.getByLabel('Confirm new password').fill('a-fresh-password-9');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset).toHaveURL(/\/login$/);
  await signInViaForm(reset, email, 'a-fresh-password-9');
  await expect(reset.getByTestId('token-count')).toHaveText('5');

  await otherPage.goto('/account');
  await expect(otherPage.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await other.close();
  await anonymous.close();
});

test('a protected route shows the sign-in screen and returns there after signing in', async ({ page, browser }) => {
  const { email } = await signUpViaUi(page);
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/account');
  await expect(visitor.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await signInViaForm(visitor, email, PASSWORD);
  await expect(visitor).toHaveURL(/\/account$/);
  await expect(visitor.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await fresh.close();
});

test('an admin-only page tells a customer they are not authorized', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page.getByText('Access denied.')).toBeVisible();
  await page.goto('/upload-template');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
});
