import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, adminPage, signUpViaApi } from './fixtures';
import { seriousViolations } from './a11y';
import { payOrder, toastText } from './shop';

/**
 * Issue 17, after the payment: the order page (proof, live timeline, tracking, refund, downloads)
 * and the admin desk's state filter. The e2e server's local lab moves an approved order one step
 * every 3 s (LOCAL_LAB_STEP_SECONDS in tests/e2e/shop-server.ts).
 */

// Painting and framing the portrait first takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const step = (page: Page, state: string) => page.locator(`[data-testid="timeline-step"][data-state="${state}"]`);

/** From /account, the order card's link opens the order page. */
async function openFromAccount(page: Page, orderId: string) {
  await page.goto('/account');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await card.getByRole('link', { name: /View order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`Order ${orderId} · Pawtrait Studio`);
}

test('a framed order: the customer approves the proof and watches it go into production, ship and arrive, live', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { orderId } = await payOrder(page, 'medium', 'black');
  await openFromAccount(page, orderId);

  await expect(page.getByTestId('order-state')).toHaveText('Awaiting your approval');
  const proof = page.getByTestId('proof-actions');
  await expect(proof).toContainText('Your proof is ready');
  await expect(page.getByTestId('proof-deadline')).toContainText('we approve it for you on');
  const item = page.getByTestId('order-item');
  await expect(item).toContainText('12x16 · Black frame');
  await expect(item.getByRole('img', { name: /the print file$/ })).toBeVisible();
  await expect(item.getByRole('img', { name: /in its frame \(mockup\)$/ })).toBeVisible();
  const proofImage = await item.getByTestId('proof-link').getAttribute('href');
  expect((await page.request.get(proofImage!)).headers()['content-type']).toBe('image/jpeg');
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `tmp/screens/order-proof-${width}.png`, fullPage: true });
    }
    await page.goto(proofImage!);
    await page.screenshot({ path: 'tmp/screens/order-proof-image.png' });
    await page.goBack();
  }
  await expect(step(page, 'paid')).toHaveAttribute('data-status', 'done');
  await expect(step(page, 'awaiting_approval')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'delivered')).toHaveAttribute('data-status', 'upcoming');
  expect(await seriousViolations(page)).toEqual([]);

  await proof.getByRole('button', { name: 'Approve' }).click();
  await expect(proof).toHaveCount(0);
  // Each step keeps the time it was reached, so these hold however fast the lab moves on.
  await expect(step(page, 'in_production').locator('time')).toBeVisible();
  // No reload from here on: the lab's steps reach the open page over the live 'orders' topic.
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toContainText('Pawtrait Local Lab');
  await expect(page.getByTestId('tracking-number')).toHaveText(/^PLAB\d{12}$/);
  // The lab has no carrier site: no 'Track your parcel' leading back to this very page (issue 27, item 6).
  await expect(page.getByTestId('tracking-link')).toHaveCount(0);
  await expect(step(page, 'shipped').locator('time')).toBeVisible();
  await expect(step(page, 'delivered')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('order-state')).toHaveText('Delivered');
  await expect(page.locator('[data-testid="timeline-step"][data-status="done"]')).toHaveCount(4);
});

test('cancelling at the proof refunds in full; the admin finds the order by its state, with its history', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const { orderId } = await payOrder(page, 'medium', 'black');
  await openFromAccount(page, orderId);
  const proof = page.getByTestId('proof-actions');

  // The dialog asks first and is used by keyboard: Escape keeps the order.
  await proof.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('$129.00 is refunded in full');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(proof.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(page.getByTestId('order-state')).toHaveText('Awaiting your approval');

  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: 'Cancel order' });
  for (let i = 0; i < 4 && !(await confirm.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-state')).toHaveText('Refunded');
  await expect(page.getByTestId('order-refund')).toContainText('Refunded $129.00 to your card');
  await expect(proof).toHaveCount(0);
  await expect(step(page, 'cancelled')).toHaveAttribute('data-status', 'done');
  await expect(step(page, 'refunded')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'in_production')).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await admin.getByLabel('State').selectOption('refunded');
  await expect(admin.getByTestId('admin-order-count')).toContainText('in state Refunded');
  const order = admin.locator(`[data-testid="admin-order"][data-order-id="${orderId}"]`);
  await expect(order.getByTestId('admin-order-state')).toHaveText('Refunded');
  await expect(order).toContainText('Refunded $129.00');
  await order.getByText('History', { exact: true }).click();
  const history = order.getByTestId('admin-order-history');
  await expect(history).toContainText('Awaiting approval → Cancelled · customer');
  await expect(history).toContainText('Cancelled → Refunded');
  await expect(order.getByRole('button', { name: 'Cancel with refund' })).toHaveCount(0);
  await expect(admin.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // The refund e-mail, sent once, can be sent again; the history notes it.
  await expect(order.getByLabel('Status e-mail')).toHaveValue('refunded');
  await order.getByRole('button', { name: 'Resend status e-mail' }).click();
  await expect(toastText(admin, 'Status e-mail sent again')).toBeVisible();
  await expect(history).toContainText("Resent the 'refunded' e-mail.");
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.context().close();
});

test('a digital order links its full-resolution file on the order page', async ({ page }) => {
  await signUpViaApi(page);
  const { orderId, art } = await payOrder(page, 'digital', null);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByTestId('order-state')).toHaveText('Delivered');
  await expect(page.getByTestId('proof-actions')).toHaveCount(0);
  await expect(step(page, 'delivered')).toHaveAttribute('aria-current', 'step');
  const link = page.getByTestId('download-link');
  await expect(link).toHaveText(/Download .+ \(full resolution\)/);

  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\//);
  const full = await sharp(await file.body()).metadata();
  const preview = await sharp(await (await page.request.get(art.artworkUrl)).body()).metadata();
  expect(full.width).toBeGreaterThan(preview.width);
  expect(full.height).toBeGreaterThan(preview.height);
});

test('an order that is not yours reads "We couldn\'t find that order."', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/account/orders/PP-NOTMINE1');
  await expect(page.getByTestId('order-not-found')).toContainText("We couldn't find that order.");
  expect(await seriousViolations(page)).toEqual([]);
});
