import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test, signUpViaApi } from './fixtures';
import { toastText } from './shop';
import { seriousViolations } from './a11y';

const SHEPHERD = path.resolve('tests/fixtures/pets/dog-shepherd-fullbody.jpg');
const GEN = { timeout: 90_000 };
test.describe.configure({ timeout: 240_000 });

const tokens = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { tokens: number }).tokens;
const checkOf = async (page: Page, uploadId: string) =>
  (await (await page.request.get(`/api/uploads/${uploadId}/check`)).json()) as {
    corrected: boolean;
    measures: { coverage: number };
  };

/** A mouse stroke across the canvas, from and to fractions of its box. */
async function stroke(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId('mask-painter-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(
      box.x + box.width * (from[0] + ((to[0] - from[0]) * i) / 8),
      box.y + box.height * (from[1] + ((to[1] - from[1]) * i) / 8),
    );
  await page.mouse.up();
}

const freeTouchUpMakesThePortrait =
  'white-background page: the customer touches up the cut-out (mouse, undo, keyboard) for ' +
  'free, and the portrait is made from it for one token';
test(freeTouchUpMakesThePortrait, async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/white-background');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST');
  await page.setInputFiles('[data-testid="portrait-dropzone"] input', SHEPHERD);
  const uploadId = ((await (await uploaded).json()) as { id: string }).id;
  await expect(page.getByTestId('photo-check-ok')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const before = await tokens(page);
  const coverageBefore = (await checkOf(page, uploadId)).measures.coverage;

  await page.getByRole('button', { name: 'Touch up the outline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Touch up the outline' });
  await expect(dialog.getByTestId('mask-painter-canvas')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Undo' })).toBeDisabled();
  // Remove the dog's head and chest with the mouse; a stray stroke is undone.
  await stroke(page, [0.55, 0.1], [0.95, 0.1]);
  await stroke(page, [0.55, 0.25], [0.95, 0.25]);
  await stroke(page, [0.55, 0.4], [0.95, 0.4]);
  await stroke(page, [0.05, 0.9], [0.5, 0.9]);
  await dialog.getByRole('button', { name: 'Undo' }).click();
  // And with the keyboard: Keep, brush down, two steps right, brush up.
  await dialog.getByTestId('mask-painter-canvas').focus();
  for (const key of ['k', 'Space', 'ArrowRight', 'ArrowRight', 'Space']) await page.keyboard.press(key);
  await expect(dialog.getByRole('button', { name: 'Keep' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: 'tmp/shots/touch-up-dialog.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId('touch-up-save').click();
  await expect(toastText(page, 'Your touch-up is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('photo-check')).toContainText('Using your touched-up outline.');

  const after = await checkOf(page, uploadId);
  expect(after.corrected).toBe(true);
  expect(after.measures.coverage).toBeLessThan(coverageBefore - 0.02);
  expect(await tokens(page)).toBe(before);

  await page.getByLabel('Pet name').fill('Rex');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('preview-title')).toHaveText('Generated Portrait', GEN);
  await expect(
    page.getByTestId('portrait-preview').getByRole('img', { name: 'White background portrait of Rex' }),
  ).toBeVisible();
  await page.screenshot({ path: 'tmp/shots/touch-up-portrait.png' });
  expect(await tokens(page)).toBe(before - 1);

  // On a phone the dialog fits, and a finger paints (pointer events).
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('button', { name: 'Touch up the outline' }).click();
  await expect(page.getByTestId('mask-painter-canvas')).toBeVisible();
  await page.screenshot({ path: 'tmp/shots/touch-up-360.png' });
});
