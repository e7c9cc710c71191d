import { type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expect, test, PASSWORD, uniqueEmail, ORIGIN } from './fixtures';

const ADMIN_EMAIL = 'admin@e2e.test';
const CHELSEA = fs.readFileSync('tests/fixtures/cat-chelsea.png');

/** A fresh context signed in through the auth API (the cookie lands in the context). */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const headers = { origin: ORIGIN };
  const up = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password: PASSWORD, name: email.split('@')[0] },
  });
  if (!up.ok()) {
    // The admin account exists after the first test of the run.
    const inn = await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } });
    expect(inn.ok()).toBeTruthy();
  }
  return page;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('the admin authors a template that shows on the home page live, then hides and deletes it', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const portraits = visitor.getByTestId('all-portraits');
  await expect(portraits.getByTestId('template-card').first()).toBeVisible();

  const admin = await signedInPage(browser, ADMIN_EMAIL);
  await admin.goto('/upload-template');
  await expect(admin.getByRole('heading', { name: 'Upload a template' })).toBeVisible();

  await admin.getByRole('button', { name: 'Generate', exact: true }).click();
  // Said at the prompt field, not in a toast (issue 36).
  await expect(
    admin.getByRole('alert').filter({ hasText: 'Please enter a prompt to generate the template.' }),
  ).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await admin.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A pirate captain on a stormy sea');
  await admin.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toast(admin, 'Template generated successfully! Generating mockup...')).toBeVisible({ timeout: 30_000 });
  // The mockup call may not exist yet on this server: then the painted image stays.
  await expect(toast(admin, /Mockup generated successfully!|Failed to get mockup URL\./)).toBeVisible({
    timeout: 30_000,
  });
  await expect(admin.getByTestId('draft-image')).toBeVisible();
  const name = admin.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).not.toHaveValue('');
  await expect(admin.getByRole('textbox', { name: 'Description', exact: true })).not.toHaveValue('');
  await name.fill('Stormy Pirate Captain');

  await admin.getByRole('button', { name: 'Upload to templates' }).click();
  await expect(toast(admin, 'Template uploaded to database successfully!')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('');
  await expect(admin.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);

  // The visitor's home page, open all along, shows the new style without a reload.
  const card = portraits.getByTestId('template-card').filter({ hasText: 'Stormy Pirate Captain' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/files\//);

  const row = admin.getByTestId('admin-template').filter({ hasText: 'Stormy Pirate Captain' });
  await expect(row).toContainText('A pirate captain on a stormy sea');

  // /template-prompt: edit the new template's prompt.
  const id = await row.getAttribute('data-template-id');
  await admin.goto(`/template-prompt?id=${id}`);
  await expect(admin.getByRole('heading', { name: 'Stormy Pirate Captain' })).toBeVisible();
  await admin
    .getByRole('textbox', { name: 'Prompt', exact: true })
    .fill('A pirate captain on a stormy sea, oil on canvas, lantern light');
  await admin.getByRole('button', { name: 'Save prompt', exact: true }).click();
  await expect(toast(admin, "Prompt of 'Stormy Pirate Captain' saved.")).toBeVisible();

  // Hide: it leaves the visitor's home page live; Delete asks first.
  await admin.goto('/upload-template');
  await admin.getByRole('button', { name: 'Hide Stormy Pirate Captain' }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row).toContainText('lantern light');
  await expect(card).toHaveCount(0);
  await admin.getByRole('button', { name: 'Delete Stormy Pirate Captain' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete this template?' });
  await dialog.getByRole('button', { name: 'Delete template' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test('the admin finishes an order, the customer sees it completed; Test Email reaches the outbox', async ({
  browser,
}) => {
  const customer = await signedInPage(browser, uniqueEmail('buyer'));
  const me = (await (await customer.request.get('/api/me')).json()) as { id: string; email: string };
  const email = me.email;
  const upload = await customer.request.post('/api/uploads', {
    multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: CHELSEA } },
  });
  expect(upload.ok()).toBeTruthy();
  const { url: imageUrl } = (await upload.json()) as { url: string };
  const painted = await customer.request.post('/api/edit-image', {
    data: { imageUrl, prompt: 'royal portrait', size: 'digital', uid: me.id },
  });
  expect(painted.ok()).toBeTruthy();
  const { processedUrl } = (await painted.json()) as { processedUrl: string };
  const contact = {
    email,
    subscribe: false,
    firstName: 'Pat',
    lastName: 'Parent',
    phone: '',
    address: { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' },
  };
  const intent = await customer.request.post('/api/create-cart-payment-intent', {
    data: { items: [{ imageUrl: processedUrl, size: 'digital' }], contact },
  });
  expect(intent.ok()).toBeTruthy();
  const { clientSecret, orderId, paymentId } = (await intent.json()) as {
    clientSecret: string;
    orderId: string;
    paymentId: string;
  };
  const paid = await customer.request.post('/api/payments/local/confirm', {
    data: { clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  });
  expect(paid.ok()).toBeTruthy();
  await customer.goto('/account');
  const customerOrder = customer.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  // The account page's order list may still be in the making: then the API is asked instead.
  const accountListsOrders = await customerOrder.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );

  const admin = await signedInPage(browser, ADMIN_EMAIL);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  const order = admin.locator(`[data-testid="admin-order"][data-order-id="${orderId}"]`);
  await expect(order).toBeVisible();
  await expect(order).toContainText('Pat Parent');
  await expect(order).toContainText(email);
  await expect(order).toContainText('Newsletter: No');
  // A digital-only order keeps no shipping address (issue 14).
  await expect(order.getByTestId('admin-order-address')).toHaveText('Nothing ships: digital downloads only.');
  await expect(order.getByTestId('admin-order-item')).toContainText('Size: Digital download');
  await expect(order).toContainText('$14.50');
  await expect(order).toContainText(paymentId);
  await order.getByText('Raw record').click();
  await expect(order.getByTestId('admin-order-raw')).toContainText(`"id": "${orderId}"`);

  await order.getByRole('button', { name: 'Finish order' }).click();
  await admin.getByRole('dialog', { name: 'Finish this order?' }).getByRole('button', { name: 'Finish order' }).click();
  await expect(toast(admin, 'Order marked as completed')).toBeVisible();
  await expect(order).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Completed' }).click();
  await expect(order.getByTestId('admin-order-status')).toHaveText('Completed');
  await expect(order.getByRole('button', { name: 'Finish order' })).toHaveCount(0);

  // The customer's account page, open all along, shows the new status.
  if (accountListsOrders) {
    await expect(customerOrder.getByTestId('order-status')).toHaveText('Completed');
  } else {
    const { orders } = (await (await customer.request.get('/api/orders')).json()) as {
      orders: { id: string; status: string }[];
    };
    expect(orders.find((o) => o.id === orderId)?.status).toBe('completed');
  }

  await admin.getByRole('button', { name: 'Test Email' }).click();
  await expect(toast(admin, 'Test email sent successfully!')).toBeVisible();
  await admin.goto('/dev/outbox');
  await expect(
    admin.getByTestId('outbox-message').filter({ hasText: 'Pawtrait Studio test email' }).first(),
  ).toContainText(ADMIN_EMAIL);
});

test('a customer is refused the admin desk', async ({ browser }) => {
  const customer = await signedInPage(browser, uniqueEmail('curious'));
  await customer.goto('/admin/orders');
  await expect(customer.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(customer.getByText('Access denied.')).toBeVisible();
  expect((await customer.request.get('/api/admin/orders')).status()).toBe(403);

  await customer.goto('/upload-template');
  await expect(customer).toHaveURL(/\/$/);
  await expect(toast(customer, 'You are not authorized to access this page.')).toBeVisible();
  await customer.goto('/template-prompt');
  await expect(customer).toHaveURL(/\/$/);
});
