import path from 'node:path';
import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { choosePhotoOnOrderPage, expect, test, signUpViaApi } from './fixtures';
import { seriousViolations } from './a11y';

const SHEPHERD = path.resolve('tests/fixtures/pets/dog-shepherd-fullbody.jpg');
const shot = (page: Page, name: string) => page.screenshot({ path: `tmp/shots/${name}.png`, fullPage: true });
const plainPhoto = async () => ({
  name: 'wall.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 700, channels: 3, background: '#8aa0b8' } })
    .png()
    .toBuffer(),
});

test('the photo check: a good photo is outlined, a photo without a pet is warned about, and no token is spent', async ({
  page,
}) => {
  await signUpViaApi(page);
  const tokensBefore = ((await (await page.request.get('/api/me')).json()) as { tokens: number }).tokens;

  // The upload screen.
  await page.goto('/dashboard');
  await page.setInputFiles('[data-testid="dashboard-dropzone"] input', SHEPHERD);
  const check = page.getByTestId('photo-check');
  await expect(check.getByTestId('photo-check-ok')).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole('img', { name: 'Your photo, with the pet we found outlined' })).toBeVisible();
  await shot(page, 'check-dashboard-ok');

  await page.setInputFiles('[data-testid="dashboard-dropzone"] input', await plainPhoto());
  await expect(check.getByTestId('photo-check-warnings')).toContainText("We couldn't find a pet in this photo", {
    timeout: 30_000,
  });
  await shot(page, 'check-dashboard-warning');
  expect(await seriousViolations(page)).toEqual([]);
  await check.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(check.getByTestId('photo-check-continued')).toBeVisible();

  // The template order page: a small photo is too few pixels for the big print.
  await page.goto('/create/royal-pet');
  await choosePhotoOnOrderPage(page, {
    name: 'small.png',
    mimeType: 'image/png',
    buffer: await sharp(SHEPHERD).resize(260).png().toBuffer(),
  });
  await expect(page.getByTestId('photo-check-ok')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('size-option-large').click();
  await expect(page.getByTestId('photo-check-warnings')).toContainText('few pixels for the chosen print size');
  await expect(page.getByTestId('photo-check-warnings')).toContainText('18x24 print');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByTestId('photo-check').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tmp/shots/check-order-360.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The white-background page; "Choose another photo" replaces the photo.
  await page.goto('/white-background');
  await page.setInputFiles('[data-testid="portrait-dropzone"] input', await plainPhoto());
  await expect(page.getByTestId('photo-check-warnings')).toBeVisible({ timeout: 30_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose another photo' }).click();
  await (await chooser).setFiles(SHEPHERD);
  await expect(page.getByTestId('photo-check-ok')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'check-white-ok');

  expect(((await (await page.request.get('/api/me')).json()) as { tokens: number }).tokens).toBe(tokensBefore);
});
