import path from 'node:path';
import { expect, holdAnswers, test } from './fixtures';

const CHELSEA = path.resolve('tests/fixtures/cat-chelsea.png');

test('order page: a photo chosen before the page’s code has run is kept, even when React draws the page afresh', async ({
  page,
}) => {
  const releaseScripts = await holdAnswers(page, /\/assets\/.*\.js$/);
  await page.goto('/create/royal-pet');
  await page.setInputFiles('[data-testid="photo-dropzone"] input', CHELSEA);
  // React draws a server-rendered page afresh when it cannot hydrate it: new nodes, an empty file input.
  await page.evaluate(() => document.getElementById('root')!.replaceChildren());
  releaseScripts();
  const zone = page.getByTestId('photo-dropzone');
  await expect(zone.getByRole('img', { name: 'Your upload' })).toBeVisible();
});
