import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  E2E_ADMIN_PASSWORD,
  seededDataDir,
  startShopServer,
  workerOrigin,
  workerPort,
  type ShopServer,
} from './shop-server';

export { expect };

/**
 * Every journey's `test`: each Playwright worker runs its own shop server (own port, DATA_DIR and
 * embedded database, copied from the run's seeded folder), and `baseURL` points at it.
 */
export const test = base.extend<object, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawtrait-e2e-${workerPort()}-`));
      fs.cpSync(seededDataDir(), dataDir, { recursive: true });
      const server = await startShopServer(workerPort(), dataDir, 300_000);
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 360_000 },
  ],
  baseURL: async ({ shopServer }, use) => use(shopServer.url),
});

/** This worker's server origin, for the auth API's origin check. */
export const ORIGIN = workerOrigin();

export const PASSWORD = E2E_ADMIN_PASSWORD;

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

/**
 * Signs a new customer up through the auth API, as the sign-up screen does, without opening a page:
 * for journeys about what comes after (auth.spec.ts walks the screen). The session cookie lands in
 * the page's context; the page stays blank until the journey opens one.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = PASSWORD) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: ORIGIN },
    data: { email, password, name: email.split('@')[0] },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { email, password };
}

export async function signInViaForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The shop admin (ADMIN_EMAILS in shop-server.ts), signed in through the auth API in a fresh context. */
export async function adminPage(browser: Browser, email = 'admin@e2e.test'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const headers = { origin: ORIGIN };
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

/**
 * Serves the shop's real answer for `pattern` with its JSON changed by `edit`. A request the page gave
 * up meanwhile (it navigated away, so Playwright disposed of the answer) is let go, not an error.
 */
export async function rewriteJson(
  page: Page,
  pattern: string | RegExp,
  edit: (body: Record<string, unknown>) => Record<string, unknown>,
) {
  await page.route(pattern, async (route) => {
    try {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: edit((await res.json()) as Record<string, unknown>) });
    } catch (err) {
      if (!/disposed|closed|cancel|Route is already handled/i.test(String(err))) throw err;
    }
  });
}

/** Holds the answers to a request until released (an API slow to answer, a page's code slow to arrive). */
export async function holdAnswers(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until a page rendered on the server has started its SPA (React committed, the session known: the moment
 * src/lib/early-clicks.ts starts replaying held presses). A file given before then is kept by the page's loader and
 * handed on when the drop zone mounts (src/lib/early-files.ts, early-input.spec); a journey about the words said to a
 * file gives it after this, so it is about the words.
 */
export async function waitForSpaStart(page: Page) {
  await page.waitForFunction(() => '__pawtraitReplay' in window);
}

/**
 * Gives the order page's drop zone a photo, again if the input it was given to was replaced. React once gave a
 * server-rendered page up to client rendering when the session arrived before the page's code had (fixed by
 * preloading the page's code before hydration: `lazyPage`, src/app/router.tsx); a photo given before that went with
 * its input. This keeps the journeys about the order page, not about that race, should it come back.
 */
export async function choosePhotoOnOrderPage(page: Page, file: string | Parameters<Page['setInputFiles']>[1]) {
  const zone = page.getByTestId('photo-dropzone');
  await expect(async () => {
    if ((await zone.getByRole('img', { name: 'Your upload' }).count()) === 0)
      await zone.locator('input[type="file"]').setInputFiles(file);
    await page.waitForTimeout(1000);
    await expect(zone.getByRole('img', { name: 'Your upload' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}
