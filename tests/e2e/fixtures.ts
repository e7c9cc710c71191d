import { expect, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export const PASSWORD = 'purring-loudly-42';

export function uniqueEmail(prefix = 'pet-parent') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs a new customer up through the real sign-up screen; lands on the home page. */
export async function signUpViaUi(page: Page, email = uniqueEmail(), password = PASSWORD) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('token-count')).toHaveText('5');
  return { email, password };
}

export async function signInViaForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The shop admin (ADMIN_EMAILS in playwright.config.ts), signed in through the auth API in a fresh context. */
export async function adminPage(browser: Browser, email = 'admin@e2e.test'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const headers = { origin: `http://localhost:${process.env.E2E_PORT ?? 4317}` };
  const up = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: PASSWORD, name: 'admin' },
  });
  if (!up.ok())
    expect(
      (await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).ok(),
    ).toBeTruthy();
  return page;
}
