import path from 'node:path';
import { expect, holdAnswers, test, waitForSpaStart } from './fixtures';

const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');

test('order page: a photo chosen before the page’s code has run is kept, even when React draws the page afresh', async ({
  page,
}) => {
  const releaseScripts = await holdAnswers(page, /\/assets\/.*\.js$/);
  // Not until 'load': a script the loader adds before it would hold the load event as long as it is held.
  await page.goto('/create/royal-pet', { waitUntil: 'domcontentloaded' });
  await page.setInputFiles('[data-testid="photo-dropzone"] input', CHELSEA);
  // React draws a server-rendered page afresh when it cannot hydrate it: new nodes, an empty file input.
  await page.evaluate(() => document.getElementById('root')!.replaceChildren());
  releaseScripts();
  const zone = page.getByTestId('photo-dropzone');
  await expect(zone.getByRole('img', { name: 'Your upload' })).toBeVisible();
});

test('a visitor who scrolled down before the page’s code ran is not sent back to the top when it runs', async ({
  page,
}) => {
  const releaseScripts = await holdAnswers(page, /\/assets\/.*\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  releaseScripts();
  await waitForSpaStart(page);
  // Not the exact place: the page still grows when the styles replace its placeholders. But not the top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  await page.getByTestId('site-footer').getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
});

test('Escape pressed the moment a dialog shows closes it', async ({ page }) => {
  await page.goto('/');
  await waitForSpaStart(page);
  // Presses Escape from the first frame the dialog is in the page, before React's passive effects have run.
  await page.evaluate(() => {
    const w = window as unknown as { __escaped?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      w.__escaped = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('site-footer').getByRole('button', { name: 'Terms of Service' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __escaped?: boolean }).__escaped)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
