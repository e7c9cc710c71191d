import { expect, test, PASSWORD, signInViaForm, signUpViaApi } from './fixtures';
import { fillContact, logout, openArtwork, payWithCard, seedPortrait, serverCart } from './shop';

test('generate, frame, add to cart, find the cart on another device, pay with the test card, see the order', async ({
  page,
  browser,
}) => {
  const { email } = await signUpViaApi(page);
  const art = await seedPortrait(page, 'medium', 'black');
  await openArtwork(page, art);
  await expect(page.getByTestId('artwork-chips')).toContainText('12x16');
  await expect(page.getByTestId('price-chip')).toHaveText('$129.00');
  await page.getByTestId('add-to-cart').click();

  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-line')).toContainText('12x16 · Black frame');
  await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('$129.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect.poll(async () => (await serverCart(page)).length).toBe(1);
  await logout(page);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0); // sign-out leaves nothing of the customer on this browser

  // Another device: a fresh browser context signs in and finds the cart there.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await signInViaForm(phone, email, PASSWORD);
  await expect(phone.getByTestId('token-count')).toBeVisible();
  await expect(phone.getByTestId('cart-badge')).toHaveText('1');
  await phone.getByTestId('cart-button').click();
  const drawer2 = phone.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer2.getByTestId('cart-line')).toContainText('Royal');
  await drawer2.getByRole('button', { name: 'Checkout' }).click();
  await expect(phone).toHaveURL(/\/cart$/);

  await expect(phone.getByLabel('Email', { exact: true })).toHaveValue(email);
  await fillContact(phone);
  await phone.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(phone.getByRole('heading', { name: 'Secure Payment' }).first()).toBeVisible();
  await expect(phone.getByTestId('payment-step')).toContainText('1 Main St');
  await payWithCard(phone, '4242 4242 4242 4242', '$129.00');

  await expect(phone).toHaveURL(/\/order-success$/);
  await expect(phone.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderId = (await phone.getByTestId('order-id').textContent())!;
  expect(orderId).toMatch(/^PP-[A-Z0-9]{8}$/);
  await expect(phone.getByTestId('order-total')).toContainText('$129.00');
  await expect(phone.getByTestId('success-item')).toHaveCount(1);
  await expect(phone.getByTestId('cart-badge')).toHaveCount(0);
  expect(await serverCart(phone)).toEqual([]);

  await phone.getByRole('link', { name: 'account page' }).click();
  const card = phone.getByTestId('order-card').first();
  await expect(card).toContainText(orderId);
  await expect(card.getByTestId('order-status')).toHaveText(/^(Paid|Awaiting your approval)$/);
  await expect(card).toContainText('12x16 · Black frame');
  await expect(card).toContainText('$129.00');
  await other.close();
});

test('a guest cart is merged into the server cart at sign-in, without losing an item', async ({ page, browser }) => {
  const { email } = await signUpViaApi(page);
  const first = await seedPortrait(page, 'small', 'white');
  const second = await seedPortrait(page, 'digital', null);
  await openArtwork(page, first);
  await page.getByTestId('add-to-cart').click();
  await expect.poll(async () => (await serverCart(page)).length).toBe(1);
  await logout(page);

  // As a guest, the second portrait goes into the local cart.
  await page.evaluate((s) => {
    const cart = JSON.parse(localStorage.getItem('cart_v1') ?? '[]');
    localStorage.setItem(
      'cart_v1',
      JSON.stringify([
        { id: 'ci_guest_1', artworkUrl: s.artworkUrl, size: 'digital', color: null, templateName: s.templateName },
        ...cart,
      ]),
    );
  }, second);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1'); // sign-out emptied this browser's cart; the first item waits on the server

  await signInViaForm(page, email, PASSWORD);
  await expect(page.getByTestId('token-count')).toBeVisible();
  await expect
    .poll(async () => (await serverCart(page)).map((i) => i.id).sort())
    .toEqual(expect.arrayContaining(['ci_guest_1']));
  const rows = await serverCart(page);
  expect(rows).toHaveLength(2);
  expect(rows[0]!.id).toBe('ci_guest_1');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // The merged cart is what another device sees, newest first.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto('/login');
  await signInViaForm(tab, email, PASSWORD);
  await expect(tab.getByTestId('cart-badge')).toHaveText('2');
  await tab.getByTestId('cart-button').click();
  const lines = tab.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-line');
  await expect(lines.first()).toContainText('Digital download');
  await expect(lines.nth(1)).toContainText('8x10 · White frame');
  await expect(tab.getByTestId('drawer-subtotal')).toHaveText('$113.50');
  await other.close();
});

test('a declined card shows the message and keeps the cart; paying again with a good card works', async ({ page }) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'large', 'red_oak');
  await openArtwork(page, art);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toContainText('$169.00');
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await payWithCard(page, '4000 0000 0000 0002', '$169.00');
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/cart\?step=payment$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  expect(await serverCart(page)).toHaveLength(1);

  await payWithCard(page, '4242 4242 4242 4242', '$169.00');
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByTestId('order-total')).toContainText('$169.00');
});

test('contact validation, the drawer (opens on add, Remove, Escape, Checkout after 500 ms) and the summary preview', async ({
  page,
}) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'small', 'black');
  await openArtwork(page, art);

  await page.getByTestId('add-to-cart').click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveAttribute('data-highlighted', 'true');
  await expect(drawer.getByTestId('cart-line')).not.toHaveAttribute('data-highlighted', 'true', { timeout: 4000 });
  await drawer.getByRole('button', { name: /^Remove/ }).click();
  await expect(drawer).toContainText('Your cart is empty.');
  await expect.poll(async () => (await serverCart(page)).length).toBe(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByTestId('add-to-cart').click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByTestId('cart-button').click();
  const clicked = Date.now();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/artwork(\?.*)?$/);
  await page.waitForURL(/\/cart$/);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);

  // Invalid contact: red borders and no request at all.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(me\/contact|create-cart-payment-intent)/.test(r.url())) calls.push(r.url());
  });
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  for (const label of ['Email', 'Last name', 'Address', 'City', 'State', 'ZIP code']) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveClass(/border-red-500/);
  }
  for (const label of ['First name (optional)', 'Apartment, suite, etc. (optional)', 'Phone (optional)']) {
    await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByLabel('Last name').fill('   ');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill('pat@example.com');
  await fillContact(page);
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  expect(calls.length).toBe(2);
  await page.getByRole('button', { name: 'Change shipping address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByTestId('payment-step').getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('contact-form')).toBeVisible();

  // The summary: thumbnail preview (Escape closes), shipping and taxes.
  const summary = page.getByTestId('order-summary');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(summary).not.toContainText('Calculated at next step');
  await expect(summary).toContainText('Estimated taxes');
  await expect(page.getByTestId('summary-total')).toContainText('$99.00');
  await summary.getByRole('button', { name: /^Preview/ }).click();
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-preview')).toHaveCount(0);

  // The saved contact comes back on the next visit.
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('pat@example.com');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
});
