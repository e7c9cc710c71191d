import { type Browser, type Page } from '@playwright/test';
import { expect, test, signUpViaUi, uniqueEmail, PASSWORD } from './fixtures';

async function inviteLinkOf(page: Page) {
  await page.goto('/tokens');
  const input = page.getByTestId('invite-link');
  await expect(input).toHaveValue(/\/welcome\?ref=[A-Za-z0-9]{12}$/);
  return input.inputValue();
}

/** Opens the link in a page and returns the referral-click answer (or null when none was sent). */
async function visit(page: Page, link: string) {
  let answer: Promise<unknown> | null = null;
  const listener = (req: { url(): string; method(): string }) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/referral-click')) {
      answer = page.waitForResponse((r) => r.url().endsWith('/api/referral-click')).then((r) => r.json());
    }
  };
  page.on('request', listener);
  await page.goto(link);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await page.waitForTimeout(300);
  page.off('request', listener);
  // Assigned inside the listener, which the compiler's flow analysis does not see.
  const pending = answer as Promise<unknown> | null;
  return pending ? await pending : null;
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('the invite link credits its owner +5 once, live, with the credit modal', async ({ page, browser }) => {
  await signUpViaUi(page);
  const link = await inviteLinkOf(page);
  await page.goto('/');

  const first = await newVisitor(browser);
  expect(await visit(first.page, `${link}&source=facebook`)).toEqual({ awarded: 5 });
  const cookies = await first.context.cookies();
  expect(cookies.find((c) => c.name === 'ref')?.value).toBe(link.split('ref=')[1]);

  const modal = page.getByRole('dialog', { name: '+5 tokens added!' });
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('10');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // The same visitor again in the same session: handled once, no second call, still lands on /welcome.
  expect(await visit(first.page, link)).toBeNull();
  // Another visitor: the link has had its one credit.
  const second = await newVisitor(browser);
  expect(await visit(second.page, link)).toEqual({ awarded: 0 });
  await page.reload();
  await expect(page.getByTestId('token-count')).toHaveText('10');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/tokens');
  await expect(page.getByTestId('invite-earned')).toBeVisible();
  await expect(page.getByTestId('token-history').locator('li').first()).toContainText('Invite link reward');

  // Signing up clears the 'ref' cookie.
  await signUpViaUi(first.page, uniqueEmail('invited'), PASSWORD);
  expect((await first.context.cookies()).find((c) => c.name === 'ref')).toBeUndefined();
  await first.context.close();
  await second.context.close();
});

test('a credit earned while the owner was away shows the next time they open the shop', async ({ page, browser }) => {
  await signUpViaUi(page);
  const link = await inviteLinkOf(page);
  const context = page.context();
  await page.close();

  const visitor = await newVisitor(browser);
  expect(await visit(visitor.page, link)).toEqual({ awarded: 5 });
  await visitor.context.close();

  const back = await context.newPage();
  await back.goto('/');
  await expect(back.getByRole('dialog', { name: '+5 tokens added!' })).toBeVisible();
  await expect(back.getByTestId('token-count')).toHaveText('10');
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [390, 1440]) {
      await back.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await back.screenshot({ path: `tmp/screens/referral-modal-${width}.png` });
    }
  }
});

test('clicking your own link, or an unknown one, awards nothing and shows no error', async ({ page }) => {
  await signUpViaUi(page);
  const link = await inviteLinkOf(page);
  expect(await visit(page, link)).toEqual({ awarded: 0 });
  expect(await visit(page, '/welcome?ref=NoSuchToken1')).toEqual({ awarded: 0 });
  await expect(page.getByTestId('token-count')).toHaveText('5');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
