import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { adminPage, expect, ORIGIN, PASSWORD, test, uniqueEmail } from './fixtures';

const CHELSEA = fs.readFileSync('tests/fixtures/cat-chelsea.png');
/** The page refreshes every 5 s; a painting on a busy machine takes a few more. */
const LIVE = { timeout: 60_000 };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the admin watches the shop health live; a customer is refused it', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const signedUp = await customer.request.post('/api/auth/sign-up/email', {
    headers: { origin: ORIGIN },
    data: { email: uniqueEmail('health'), password: PASSWORD, name: 'Health' },
  });
  expect(signedUp.ok()).toBeTruthy();
  await customer.goto('/admin/health');
  await expect(customer.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  expect((await customer.request.get('/api/admin/health')).status()).toBe(403);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1440, height: 1000 });
  await admin.goto('/admin/health');
  await expect(admin.getByRole('heading', { name: 'Shop health', level: 1 })).toBeVisible();
  const checked = admin.getByText(/^Checked /);
  await expect(checked).toBeVisible();

  const queues = region(admin, 'Image queues');
  await expect(region(admin, 'Jobs failed in the last 24 hours')).toContainText(/No failed jobs\.|\w+: .+/);
  await expect(region(admin, 'Orders needing attention')).toContainText(/No order needs you\.|\(/);
  const email = region(admin, 'E-mail');
  await expect(email).toContainText('Waiting to be sent');
  await expect(email).toContainText('Failed');
  await expect(email).toContainText(/No delivery errors\.|Last delivery error \(.+\): .+/);
  const storage = region(admin, 'Storage');
  await expect(storage).toContainText(/Database\s*[\d.]+ (KB|MB|GB)/);
  await expect(storage).toContainText(/File store\s*[\d.]+ (B|KB|MB|GB) in \d+ files/);

  // Live: the customer's paintings appear in the queue table and leave it, with no reload.
  const upload = await customer.request.post('/api/uploads', {
    multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: CHELSEA } },
  });
  expect(upload.ok()).toBeTruthy();
  const { url: imageUrl } = (await upload.json()) as { url: string };
  const sent = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      customer.request.post('/api/edit-image', {
        headers: { prefer: 'respond-async', 'idempotency-key': `health-${i}-${Date.now()}` },
        data: { imageUrl, prompt: `royal portrait ${i}`, size: 'digital' },
      }),
    ),
  );
  expect(sent.filter((r) => r.status() === 202).length).toBeGreaterThan(0);
  const firstCheck = await checked.textContent();
  await expect(queues.getByRole('row').nth(1)).toBeVisible(LIVE);
  await expect(queues.getByRole('columnheader', { name: 'Oldest wait' })).toBeVisible();
  await expect(checked).not.toHaveText(firstCheck!, LIVE);
  await admin.screenshot({ path: testInfo.outputPath('admin-health-1440.png'), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(region(admin, 'Storage')).toContainText('Database');
  await admin.screenshot({ path: testInfo.outputPath('admin-health-390.png'), fullPage: true });
  await expect(queues.getByText('No image work waiting or running.')).toBeVisible({ timeout: 180_000 });

  await customerContext.close();
});
