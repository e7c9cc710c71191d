import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test, signUpViaApi } from './fixtures';
import { toastText } from './shop';

const SHEPHERD = path.resolve('tests/fixtures/pets/dog-shepherd-fullbody.jpg');
const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');
const GEN = { timeout: 120_000 };
test.describe.configure({ timeout: 300_000 });

const tokens = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { tokens: number }).tokens;

test('two pets: the order page paints both side by side for one token, and the white-background portrait letters both names', async ({
  page,
}) => {
  await signUpViaApi(page);
  const before = await tokens(page);

  await page.goto('/create/royal-pet');
  await page.setInputFiles('[data-testid="photo-dropzone"] input', SHEPHERD);
  await expect(page.getByTestId('photo-check-ok')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add another pet' }).click();
  await page.setInputFiles('[data-testid="second-photo-dropzone"] input', CHELSEA);
  await expect(page.getByTestId('second-pet').getByTestId('photo-check')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('size-option-digital').click();
  const editRequest = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
  await page.getByTestId('generate-button').click();
  const body = (await editRequest).postDataJSON() as { imageUrl: string; secondImageUrl?: string };
  expect(body.secondImageUrl).toMatch(/^\/files\/user_uploads\//);
  expect(body.secondImageUrl).not.toBe(body.imageUrl);
  await expect(toastText(page, 'Image generated successfully!')).toBeVisible(GEN);
  expect(await tokens(page)).toBe(before - 1);
  await page.screenshot({ path: 'tmp/shots/two-pets-order.png', fullPage: true });

  await page.goto('/white-background');
  await page.getByLabel('Pet name').fill('Rex');
  await page.setInputFiles('[data-testid="portrait-dropzone"] input', SHEPHERD);
  await page.getByRole('button', { name: 'Add another pet' }).click();
  await page.getByLabel("Second pet's name").fill('Chelsea');
  await page.setInputFiles('[data-testid="second-portrait-dropzone"] input', CHELSEA);
  await expect(page.getByTestId('second-pet').getByTestId('photo-check')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('preview-title')).toHaveText('Generated Portrait', GEN);
  expect(await tokens(page)).toBe(before - 2);
  const library = (await (await page.request.get('/api/library')).json()) as { items: { name: string }[] };
  expect(library.items.map((i) => i.name)).toContain('Rex & Chelsea — White Background Portrait');
  await page.screenshot({ path: 'tmp/shots/two-pets-white.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByTestId('second-pet').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tmp/shots/two-pets-white-360.png' });
});
