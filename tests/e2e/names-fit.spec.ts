import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { choosePhotoOnOrderPage, expect, test, signUpViaApi } from './fixtures';

/** Issue 34: names that fit (refused at the field while typing) and a frame wizard that remembers. */
const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');
const GEN = { timeout: 90_000 };
test.describe.configure({ timeout: 240_000 });

async function uploadOnOrderPage(page: Page) {
  await choosePhotoOnOrderPage(page, CHELSEA);
  await expect(page.getByTestId('photo-ready')).toBeVisible();
}

const tokens = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { tokens: number }).tokens;

for (const width of [390, 1440]) {
  test(`a name the lettering cannot print is refused at the field while typing, before any token (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page);
    await page.goto('/create/name-in-lights');
    await uploadOnOrderPage(page);
    await page.getByTestId('size-option-digital').click();
    const field = page.getByLabel('Pet name (optional)');
    const generate = page.getByTestId('generate-button');
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/edit-image')) asked++;
    });

    await field.pressSequentially('Señor Biscuit 🐶✨');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = page.getByText("We can't print 🐶 ✨ in your pet's name");
    await expect(message).toBeVisible();
    const messageId = await message.getAttribute('id');
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
    await expect(generate).toBeDisabled();
    // The message sits under the field, and no toast covers it.
    const [fieldBox, messageBox] = [await field.boundingBox(), await message.boundingBox()];
    expect(messageBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height - 1);
    await expect(page.getByTestId('toaster')).not.toContainText("can't print");
    await field.scrollIntoViewIfNeeded();
    fs.mkdirSync('tmp/screens', { recursive: true });
    await page.screenshot({ path: `tmp/screens/pet-name-refused-${width}.png` });

    // Too long is said the same way; the field keeps every character typed.
    const long = 'Sir Maximilian Fluffington the Third, Esq.';
    await field.fill(long);
    await expect(field).toHaveValue(long);
    await expect(page.getByText(`at most 40 characters (this one has ${long.length})`)).toBeVisible();
    await expect(generate).toBeDisabled();
    expect(asked).toBe(0);
    expect(await tokens(page)).toBe(5);

    // The longest allowed name is taken whole.
    await field.fill('Sir Maximilian Fluffington the Third');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(generate).toBeEnabled();
    if (width === 1440) {
      const request = page.waitForRequest((r) => r.url().endsWith('/api/edit-image'));
      await generate.click();
      expect((await request).postDataJSON()).toMatchObject({ petName: 'Sir Maximilian Fluffington the Third' });
      await expect(page.getByTestId('order-result')).toBeVisible(GEN);
    }
  });
}

test('the frame wizard opens with the size and colour chosen on the order page before generating', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  await uploadOnOrderPage(page);
  await page.getByTestId('size-option-medium').click();
  await page.getByTestId('color-option-black').click();
  const painted = page.waitForResponse((r) => r.url().endsWith('/api/edit-image'), GEN);
  await page.getByTestId('generate-button').click();
  await painted;
  await expect(page.getByTestId('order-result')).toBeVisible(GEN);

  await page.goto('/library');
  await page.getByTestId('library-card').first().getByRole('button', { name: 'Frame' }).click();
  await expect(page).toHaveURL(/\/frame-customizer\/[^/?]+\?size=medium&color=black$/);
  await expect(page.getByTestId('wizard-size-medium').getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('wizard-color-black').getByRole('radio')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
});
