import type { Page } from '@playwright/test';
import { adminPage, expect, signUpViaApi, test } from './fixtures';
import { seriousViolations } from './a11y';
import { fillContact, openArtwork, payWithCard, seedPortrait } from './shop';

/** Paints, pays and reads e-mails: slow on a busy machine. */
test.describe.configure({ timeout: 240_000 });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const messageOf = async (page: Page, label: string) =>
  page.locator(`#${await field(page, label).getAttribute('aria-describedby')}`);

const journey =
  'the owner changes a price and the shop name in the admin desk: previewed, live in the cart, paid, in the receipt; ' +
  'the old version restored';
test(journey, async ({ page, browser }, testInfo) => {
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1440, height: 1000 });
  await admin.goto('/admin/settings');
  await expect(admin.getByRole('heading', { name: 'Storefront', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('examples-note')).toContainText('examples');
  expect(await seriousViolations(admin)).toEqual([]);

  // Wrong prices get their message at the field; nothing is saved.
  const medium = '12x16 framed print: price';
  await field(admin, medium).fill('0');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(await messageOf(admin, medium)).toHaveText('The price must be more than $0.00.');
  await expect(admin.getByTestId('settings-status')).toContainText('Nothing was saved');
  await field(admin, medium).fill('129.999');
  await admin.getByRole('button', { name: 'Preview' }).click();
  await expect(await messageOf(admin, medium)).toHaveText('Use whole cents (at most two decimals).');
  await field(admin, medium).fill('10000.01');
  await admin.getByRole('button', { name: 'Preview' }).click();
  await expect(await messageOf(admin, medium)).toHaveText('The price must be at most $10,000.00.');

  // The change as a customer would see it, before it is saved.
  await field(admin, medium).fill('119.00');
  await field(admin, '12x16 framed print: regular price').fill('159');
  await field(admin, 'Shop name').fill('Acme Pet Art');
  await admin.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByTestId('settings-preview');
  await preview.getByRole('tab', { name: 'Prices' }).click();
  await expect(preview.getByTestId('size-option-medium')).toContainText('$159.00');
  await expect(preview.getByTestId('size-option-medium')).toContainText('$119.00');
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('settings-preview-1440.png'), fullPage: true });
  await admin.getByRole('button', { name: 'Save changes' }).click();
  const status = admin.getByTestId('settings-status');
  await expect(status).toContainText(/Saved as version \d+\./);
  const saved = Number(/version (\d+)/.exec((await status.textContent())!)![1]);
  await expect(admin.getByTestId(`settings-version-${saved}`)).toContainText('Frame prices');
  await expect(admin.getByTestId(`settings-version-${saved}`)).toContainText('admin@e2e.test');
  await expect(admin.getByTestId('settings-version-1')).toContainText('The demo settings');

  // A customer sees the new price on the artwork, in the cart, pays it, and finds it in the receipt.
  const { email } = await signUpViaApi(page);
  const art = await seedPortrait(page, 'medium', 'black');
  await openArtwork(page, art);
  await expect(page.getByTestId('price-chip')).toContainText('$119.00');
  await expect(page.getByTestId('price-chip')).toContainText('$159.00');
  // The shop's name is the owner's wherever the customer meets it: the page's title and the order e-mail below.
  await expect(page).toHaveTitle(/ · Acme Pet Art$/);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('order-summary').first()).toContainText('$119.00');
    expect(await seriousViolations(page)).toEqual([]);
  }
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', '$119.00');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText('$119.00');
  const orderId = (await page.getByTestId('order-id').textContent())!;
  await expect
    .poll(async () => {
      const { messages } = (await (await admin.request.get('/api/dev/outbox')).json()) as {
        messages: { to: string; subject: string; text: string }[];
      };
      // The order confirmation, named after the shop.
      return messages.find((m) => m.to === email && m.subject === `Your Acme Pet Art order ${orderId}`)?.text ?? '';
    })
    .toContain('$119.00');

  // The owner restores the demo settings (version 1): the shop charges $129.00 again; the paid order keeps $119.00.
  await admin.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(status).toHaveText(`Version 1 restored (now version ${saved + 1}).`);
  await expect(field(admin, medium)).toHaveValue('129.00');
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('settings-390.png'), fullPage: true });
  // The customer's open page hears the change (live event) and shows the restored price without a reload.
  await openArtwork(page, art);
  await expect(page.getByTestId('price-chip')).toHaveText(/^\$129\.00$/);
  await expect(page).toHaveTitle(/ · Pawtrait Studio$/);
  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { id: string; totalCents: number }[];
  };
  expect(orders.find((o) => o.id === orderId)?.totalCents).toBe(11900);
  await admin.context().close();
});
