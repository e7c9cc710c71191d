import { type Page } from '@playwright/test';
import { expect, test, uniqueEmail, signUpViaApi, waitForSpaStart } from './fixtures';
import { CHELSEA, payOrder } from './shop';

/** Issue 27: one message per problem, the order's state in words everywhere, readable refusals. */
test.describe.configure({ timeout: 180_000 });

const step = (page: Page, state: string) => page.locator(`[data-testid="timeline-step"][data-state="${state}"]`);

test('item 3: the order list shows each state in words and "Approve your proof" where one waits; item 6: delivered says delivered', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { orderId } = await payOrder(page, 'small', 'black');
  await page.goto('/account');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting your approval');
  await card.getByRole('link', { name: /Approve your proof/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}#proof$`));
  const proof = page.getByTestId('proof-actions');
  await proof.getByRole('button', { name: 'Approve' }).click();
  await expect(proof).toHaveCount(0);
  await expect(step(page, 'awaiting_approval')).toHaveAttribute('data-status', 'done');
  await expect(step(page, 'awaiting_approval')).toContainText('Proof approved');
  await expect(page.getByTestId('order-timeline')).not.toContainText('Awaiting your approval');

  // The local lab ships and delivers it (live): the page says delivered, with no tracking link back to itself.
  await expect(page.getByTestId('order-state')).toHaveText('Delivered', { timeout: 30_000 });
  await expect(page.getByTestId('order-tracking')).toContainText('Delivered by Pawtrait Local Lab');
  await expect(page.getByTestId('order-tracking')).not.toContainText('On its way');
  await expect(page.getByTestId('tracking-link')).toHaveCount(0);

  await page.goto('/account');
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
  await expect(card.getByTestId('approve-proof-link')).toHaveCount(0);
});

const uploadAndToastWords =
  'item 5: a renamed .txt is refused without "Photo ✓", and a 12 MB photo says so once; item ' +
  '12: toasts stay off the header and on their page';
test(uploadAndToastWords, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  await waitForSpaStart(page);
  const dropzone = '[data-testid="photo-dropzone"] input';
  await page.setInputFiles(dropzone, {
    name: 'cat.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture at all, just text\n'.repeat(20)),
  });
  // Issue 36: the formats by the names people use, for a renamed file and for a .pdf alike.
  const notImage = page.getByText('File type must be JPEG, PNG or WebP', { exact: true });
  await expect(notImage).toHaveCount(1);
  await page.setInputFiles(dropzone, {
    name: 'menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(notImage).toHaveCount(1);
  await expect(page.getByTestId('photo-ready')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your upload' })).toHaveCount(0);
  await expect(page.getByText('Completed: Photo')).toHaveCount(0);
  await expect(page.getByTestId('toaster')).toBeEmpty();

  await page.setInputFiles(dropzone, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(12_000_000, 1) });
  await expect(page.getByText('File is larger than 10MB')).toHaveCount(1);
  await expect(notImage).toHaveCount(0);
  await expect(page.getByTestId('toaster')).toBeEmpty();

  // Generate without a photo: said at the photo field, not in a toast over the page (issue 36).
  await page.getByRole('button', { name: 'Generate Artwork (1 Token)' }).click();
  await expect(page.getByTestId('order-photo-error')).toHaveText('Upload a photo to continue.');
  await expect(page.getByTestId('toaster')).toBeEmpty();
});

test('item 7: sign-up errors are readable and shown for every field at once', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.locator('main')).not.toContainText('[body.');
  // What the server still refuses reads the same way (a name the browser's check lets through).
  await page.getByLabel('Email').fill(`${uniqueEmail()}.`);
  await page.getByLabel('Password').fill('long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('main')).not.toContainText('[body.');
});

test('item 2: a pet name with emoji is refused at the field before any token is spent, naming the emoji', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/white-background');
  await page.setInputFiles('[data-testid="portrait-dropzone"] input', {
    name: 'chelsea.png',
    mimeType: 'image/png',
    buffer: CHELSEA,
  });
  await page.getByLabel('Pet name').fill('Biscuit 🐾');
  // Said at the field as it is typed (issue 34); Generate reads disabled, and a press sends nothing.
  await expect(page.getByRole('alert').filter({ hasText: "We can't print 🐾" })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toHaveAttribute('aria-disabled', 'true');
  await generate.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: "We can't print 🐾" })).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('5');
  // Item 4: a long name is not cut as it is typed; it is refused with its length.
  const long = 'Sir Bartholomew Wigglesworth the Third of Mayo';
  await page.getByLabel('Pet name').fill(long);
  await expect(page.getByLabel('Pet name')).toHaveValue(long);
  await expect(page.getByText(`at most 40 characters (this one has ${long.length})`)).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('5');
});

test('item 11: a download link that fails opens a page that says why and what to do', async ({ page, browser }) => {
  await signUpViaApi(page);
  const { orderId } = await payOrder(page, 'digital', null);
  const timeline = (await (await page.request.get(`/api/orders/${orderId}/timeline`)).json()) as {
    downloads: { url: string }[];
  };
  const link = new URL(timeline.downloads[0]!.url);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${link.pathname}?exp=1700000000&sig=${link.searchParams.get('sig')}`);
  await expect(visitor.getByRole('heading', { name: 'This download link has expired' })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('"error"');
  await visitor.getByRole('link', { name: 'Sign in to download' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/account/orders/${orderId}`)}`));
  await visitor.context().close();
});
