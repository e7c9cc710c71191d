import fs from 'node:fs';
import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { expect, test, signUpViaApi } from './fixtures';

const shepherd = fs.readFileSync('tests/fixtures/pets/dog-shepherd-fullbody.jpg');
const PAINT = { timeout: 60_000 };
const cards = (page: Page) => page.getByTestId('library-card');

test.describe.configure({ timeout: 180_000 });

/**
 * The dog's body in a Royal Pet portrait of the side-on shepherd (its robed back), as greyscale pixels. A wide pet
 * stands low in its box (decision 063): its robed back fills 40 % to 50 % of the height.
 */
async function middle(page: Page, url: string) {
  const image = sharp(await (await page.request.get(url)).body());
  const { width, height } = await image.metadata();
  const region = {
    left: Math.round(width * 0.3),
    top: Math.round(height * 0.4),
    width: Math.round(width * 0.4),
    height: Math.round(height * 0.1),
  };
  return image.extract(region).greyscale().raw().toBuffer();
}

test('an edit shows what it will draw and what it did not understand, and repaints the portrait around the same pet', async ({
  page,
}) => {
  await signUpViaApi(page);
  const upload = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'shepherd.jpg', mimeType: 'image/jpeg', buffer: shepherd } },
  });
  const { url } = (await upload.json()) as { url: string };
  const first = await page.request.post('/api/edit-image', {
    data: { imageUrl: url, prompt: 'A royal portrait', templateId: 'royal-pet', uid: null },
  });
  expect(first.ok()).toBeTruthy();
  const portrait = (await first.json()) as { processedUrl: string; libraryId: string };

  await page.goto('/library');
  await expect(page.getByTestId('token-count')).toHaveText('4');
  await cards(page).first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Image' });
  await dialog
    .getByLabel('Edit instructions')
    .pressSequentially('a blue bow tie and a sunny garden and a treasure map');
  await expect(dialog.getByTestId('edit-understood')).toHaveText('Will draw: bow tie (blue) · garden scene');
  await expect(dialog.getByTestId('edit-not-understood')).toHaveText('Not understood: treasure map');
  await expect(dialog.getByTestId('edit-preview')).toContainText('Your pet stays exactly as painted');
  // Reading the words spent nothing.
  await expect(page.getByTestId('token-count')).toHaveText('4');

  await dialog.getByRole('button', { name: 'Edit Image (1 Token)' }).click();
  await expect(page.getByText('Image edited successfully!')).toBeVisible(PAINT);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByTestId('token-count')).toHaveText('3');

  const library = (await (await page.request.get('/api/library')).json()) as {
    items: { id: string; imageUrl: string; name: string }[];
  };
  const edited = library.items.find((i) => i.id !== portrait.libraryId)!;
  expect(edited.name).toBe('Edited portrait');
  // The same dog, painted again from its photo: its robed back is unchanged up to the previews'
  // compression (and a few px of soft edge), though the ground behind it became a garden. Re-cut from
  // the painting, it came back in pieces with sky between them (issue 34).
  const [a, b] = [await middle(page, portrait.processedUrl), await middle(page, edited.imageUrl)];
  let sum = 0,
    far = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    if (d > 32) far++;
  }
  expect(sum / a.length).toBeLessThan(3);
  expect(far / a.length).toBeLessThan(0.02);
});
