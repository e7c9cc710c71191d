import { type Page } from '@playwright/test';
import fs from 'node:fs';
import { expect, test, signUpViaApi } from './fixtures';

const CHELSEA = 'tests/fixtures/cat-chelsea.png';

/** Painting takes 1-3 s on a quiet machine; allow for a busy CI box. */
const PAINT = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

/** Spends every token through the API (a white-background portrait costs 1 and is quick) so the next generation answers 403. */
async function spendAllTokens(page: Page, tokens: number) {
  const upload = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: fs.readFileSync(CHELSEA) } },
  });
  const { url } = (await upload.json()) as { url: string };
  for (let i = 0; i < tokens; i++)
    expect(
      (
        await page.request.post('/api/create-final-image', { data: { imageUrl: url, petName: 'Chelsea', uid: null } })
      ).ok(),
    ).toBeTruthy();
  await expect(page.getByTestId('token-count')).toHaveText('0');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('AI Image Editor', () => {
  test('validates, uploads Chelsea, shuffles a prompt and paints it for 1 token', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/ai-editor');
    await expect(page.getByRole('heading', { name: 'AI Image Editor', level: 1 })).toBeVisible();
    await expect(page.getByTestId('preview-title')).toHaveText('Preview');
    await expect(page.getByTestId('preview-pane').getByRole('img')).toHaveAttribute('alt', /^Sample portrait: /);
    await expect(page.getByText('Click or drag and drop an image here')).toBeVisible();
    await expect(page.getByText('PNG, JPG, WEBP up to 10MB')).toBeVisible();
    await expect(page.getByText('Generating costs 1 token.')).toBeVisible();
    const prompt = page.getByLabel('2. Describe the costume or scene');
    await expect(prompt).toHaveAttribute('rows', '4');
    await expect(prompt).not.toHaveValue('');

    const generate = page.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    await generate.click({ force: true });
    await expect(page.getByText('Please upload an image.')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Uploaded Image/ })).toHaveCount(0);

    await page.getByTestId('editor-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
    await expect(page.getByTestId('preview-title')).toHaveText('Upload Preview');
    await expect(page.getByText('Click or drag to replace image')).toBeVisible();
    await expect(page.getByText('Please upload an image.')).toHaveCount(0);
    const viewUpload = page.getByRole('link', { name: /View Uploaded Image/ });
    await expect(viewUpload).toHaveAttribute('href', /^\/files\//);
    await expect(viewUpload).toHaveAttribute('target', '_blank');
    expect((await page.request.get((await viewUpload.getAttribute('href'))!)).status()).toBe(200);
    await expect(generate).toBeEnabled();

    const before = await prompt.inputValue();
    await page.getByRole('button', { name: /Shuffle/ }).click();
    await expect(prompt).not.toHaveValue(before);
    await expect(prompt).not.toHaveValue('');

    await prompt.fill('   ');
    await generate.click();
    await expect(page.getByText('Please enter a prompt.')).toBeVisible();
    await expect(prompt).toHaveAttribute('aria-invalid', 'true');

    await prompt.fill('Dress my pet as a pirate captain on a ship deck');
    await expect(page.getByText('Please enter a prompt.')).toHaveCount(0);
    await generate.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByTestId('preview-title')).toHaveText('Edited Image', PAINT);
    await expect(toast(page, 'Image edited successfully!')).toBeVisible();
    await expect(page.getByTestId('preview-pane').getByRole('img', { name: 'Your edited pet image' })).toHaveAttribute(
      'src',
      /^\/files\/library\//,
    );
    await expect(page.getByTestId('token-count')).toHaveText('4');

    // The result is in the library too (the server added it).
    await page.getByRole('link', { name: 'View in Library' }).click();
    await expect(page.getByTestId('library-card')).toHaveCount(1);
  });

  test("with no tokens left: 'Insufficient tokens.' then 'Failed to edit image.'", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/ai-editor');
    await spendAllTokens(page, 5);
    await page.getByTestId('editor-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
    await expect(page.getByRole('link', { name: /View Uploaded Image/ })).toBeVisible();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page, 'Insufficient tokens.')).toBeVisible();
    await expect(toast(page, 'Failed to edit image.')).toBeVisible();
    await expect(page.getByTestId('failure-notice').getByRole('link', { name: 'Get Tokens' })).toHaveAttribute(
      'href',
      '/tokens',
    );
    await expect(page.getByTestId('preview-title')).toHaveText('Upload Preview');
    await expect(page.getByTestId('token-count')).toHaveText('0');
  });
});

test.describe('White Background Portrait', () => {
  test('validates, then uploads, names and generates the portrait for 1 token', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/white-background');
    await expect(page.getByRole('heading', { name: 'White Background Portrait', level: 1 })).toBeVisible();
    await expect(page.getByTestId('preview-title')).toHaveText('Preview');
    await expect(page.getByText('PNG, JPG, WEBP up to 10MB')).toBeVisible();
    await expect(page.getByText('Generating costs 1 token.')).toBeVisible();

    const generate = page.getByRole('button', { name: 'Generate' });
    await generate.click({ force: true });
    await expect(page.getByText('Please upload a pet image.')).toBeVisible();
    await expect(page.getByText("Please enter your pet's name.")).toBeVisible();

    await page.getByTestId('portrait-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
    await expect(page.getByTestId('preview-title')).toHaveText('Upload Preview');
    await expect(page.getByRole('link', { name: /View Uploaded Image/ })).toHaveAttribute('href', /^\/files\//);
    await expect(page.getByText('Please upload a pet image.')).toHaveCount(0);

    await page.getByLabel('Pet name').fill('   ');
    // A blank name marks the field while typing and the button reads disabled; a press still says why.
    await generate.click({ force: true });
    await expect(page.getByText("Please enter your pet's name.")).toBeVisible();

    await page.getByLabel('Pet name').fill('Chelsea');
    await generate.click();
    await expect(page.getByTestId('preview-title')).toHaveText('Generated Portrait', PAINT);
    await expect(toast(page, 'Portrait generated!')).toBeVisible();
    await expect(
      page.getByTestId('portrait-preview').getByRole('img', { name: 'White background portrait of Chelsea' }),
    ).toBeVisible();
    await expect(page.getByTestId('token-count')).toHaveText('4');

    const library = (await (await page.request.get('/api/library')).json()) as { items: { name: string }[] };
    expect(library.items[0]!.name).toContain('Chelsea');
  });

  test("with no tokens left the finalization fails: 'Finalization failed (403)' and 'Failed to generate portrait.'", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/white-background');
    await spendAllTokens(page, 5);
    await page.getByTestId('portrait-dropzone').locator('input[type="file"]').setInputFiles(CHELSEA);
    await page.getByLabel('Pet name').fill('Chelsea');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page, 'Finalization failed (403)')).toBeVisible(PAINT);
    await expect(toast(page, 'Failed to generate portrait.')).toBeVisible();
    await expect(page.getByTestId('preview-title')).toHaveText('Upload Preview');
  });
});
