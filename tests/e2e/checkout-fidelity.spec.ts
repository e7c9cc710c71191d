import { expect, test, adminPage, PASSWORD, signInViaForm, signUpViaUi, uniqueEmail, signUpViaApi } from './fixtures';
import {
  addToServerCart,
  CONTACT,
  fillContact,
  logout,
  navigateWithState,
  openArtwork,
  payWithCard,
  seedPortrait,
  serverCart,
  TEST_CARD,
  toastText,
} from './shop';

/** Each journey paints portraits and pays: slow on a busy machine. */
test.describe.configure({ timeout: 180_000 });

/** Nothing a developer wrote for developers: zod's words, field paths, JSON. */
const RAW = /Too big|Too small|expected string|invalid_type|body\/|\{"|Invalid input/;

test('long and foreign inputs get a message at their field, and nothing raw reaches the screen', async ({ page }) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'small', 'black');
  await openArtwork(page, art);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Country')).toContainText('United States');
  await expect(page.getByTestId('country-hint')).toHaveText('Framed prints ship to the United States only.');

  await fillContact(page);
  await page.getByLabel('Last name').fill('Ø'.repeat(300));
  await page.getByLabel('ZIP code').fill('abcde');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const lastName = page.getByLabel('Last name');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toBeFocused();
  const nameError = page.locator(`#${await lastName.getAttribute('aria-describedby')}`);
  await expect(nameError).toHaveText('Last name is too long (at most 80 characters).');
  await expect(nameError).toHaveAttribute('role', 'alert');
  const zipError = page.locator(`#${await page.getByLabel('ZIP code').getAttribute('aria-describedby')}`);
  await expect(zipError).toHaveText('Please enter a 5-digit ZIP code (or ZIP+4).');
  await expect(page.locator('body')).not.toContainText(RAW);

  // A refusal the form did not foresee (the server's words are for developers): the customer reads plain words.
  await page.route('**/api/create-cart-payment-intent', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'FST_ERR_VALIDATION',
          message: 'body/contact/lastName Too big: expected string to have <=80 characters',
        },
      }),
    }),
  );
  await lastName.fill('Ñúñez-Łukasz 山田');
  await page.getByLabel('ZIP code').fill('62701-1234');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('start-error')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);
  await page.unroute('**/api/create-cart-payment-intent');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toContainText('Ñúñez-Łukasz 山田');
  await expect(page.getByTestId('payment-step')).toContainText('62701-1234');
});

test('a digital-only cart asks only for name and e-mail; the confirmation e-mail names the download', async ({
  page,
  browser,
}) => {
  const { email } = await signUpViaApi(page);
  const art = await seedPortrait(page, 'digital', null);
  await openArtwork(page, art);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('ZIP code')).toHaveCount(0);
  await page.getByLabel('Last name').fill('Downloader');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).not.toContainText('Ship to');
  await payWithCard(page, '4242 4242 4242 4242', '$14.50');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderId = (await page.getByTestId('order-id').textContent())!;

  const admin = await adminPage(browser);
  await expect
    .poll(async () => {
      const { messages } = (await (await admin.request.get('/api/dev/outbox')).json()) as {
        messages: { to: string; text: string }[];
      };
      return messages.find((m) => m.to === email && m.text.includes(orderId))?.text ?? '';
    })
    .toMatch(/download/i);
  const { messages } = (await (await admin.request.get('/api/dev/outbox')).json()) as {
    messages: { to: string; text: string }[];
  };
  const mail = messages.find((m) => m.to === email && m.text.includes(orderId))!.text;
  expect(mail).not.toMatch(/3.5 (business )?days|ship/i);
  await admin.context().close();
});

test('sign-out on a shared browser leaves nothing of the customer; their cart waits on the server', async ({
  page,
}) => {
  const first = await signUpViaApi(page);
  const art = await seedPortrait(page, 'small', 'white');
  await openArtwork(page, art);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await page.getByLabel('First name (optional)').fill('Previous');
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await page.goto('/library');
  await expect(page.getByTestId('library-card').first()).toBeVisible();

  await logout(page);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart_v1') ?? '[]').length)).toBe(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();

  // The next person signs up on the same browser: no trace of the previous customer.
  const second = uniqueEmail('next-person');
  await signUpViaUi(page, second);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.goto('/library');
  await expect(page.getByTestId('library-card')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.locator('body')).not.toContainText('Previous');
  await expect(page.locator('body')).not.toContainText(first.email);

  // The first customer's cart is still theirs.
  await logout(page);
  await page.goto('/login');
  await signInViaForm(page, first.email, PASSWORD);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('Back and Forward move between checkout steps, reload keeps the step, and a step leaves its messages behind', async ({
  page,
}) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'large', 'black');
  await openArtwork(page, art);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cart\?step=payment$/);
  await payWithCard(page, '4000 0000 0000 0002', '$169.00');
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');

  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/cart\?step=payment$/);
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('payment-step')).toBeVisible();

  await payWithCard(page, '4000 0000 0000 0002', '$169.00');
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await payWithCard(page, '4242 4242 4242 4242', '$169.00');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toHaveCount(0);
  // Only one order came of the three starts.
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { status: string }[] };
  expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
});

test("a forged order number is not shown: 'We couldn't find that order'; without one the PP- fallback stays", async ({
  page,
  browser,
}) => {
  const other = await (await browser.newContext()).newPage();
  await signUpViaApi(other);
  const art = await seedPortrait(other, 'digital', null);
  const started = await other.request.post('/api/create-cart-payment-intent', {
    data: { items: [{ imageUrl: art.artworkUrl, size: 'digital' }], contact: { ...CONTACT, email: 'o@example.com' } },
  });
  expect(started.ok()).toBeTruthy();
  const { orderId: someoneElses } = (await started.json()) as { orderId: string };

  await signUpViaApi(page);
  for (const forged of ['anything', someoneElses]) {
    await page.goto(`/order-success?orderId=${encodeURIComponent(forged)}`);
    await expect(page.getByRole('heading', { name: "We couldn't find that order" })).toBeVisible();
    await expect(page.getByTestId('order-id')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(forged);
    await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/account');
  }
  await page.goto('/order-success');
  await expect(page.getByTestId('order-id')).toHaveText(/^PP-\d{6}$/);
  await other.context().close();
});

test('the customer’s own order number is shown from the address', async ({ page }) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'digital', null);
  const started = await page.request.post('/api/create-cart-payment-intent', {
    data: { items: [{ imageUrl: art.artworkUrl, size: 'digital' }], contact: { ...CONTACT, email: 'me@example.com' } },
  });
  const { orderId, clientSecret } = (await started.json()) as { orderId: string; clientSecret: string };
  expect(
    (await page.request.post('/api/payments/local/confirm', { data: { clientSecret, ...TEST_CARD } })).ok(),
  ).toBeTruthy();
  await page.goto(`/order-success?orderId=${orderId}`);
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  await expect(page.getByTestId('order-total')).toContainText('$14.50');
});

test('paying one artwork from /checkout leaves the other cart lines in the cart', async ({ page }) => {
  await signUpViaApi(page);
  const paid = await seedPortrait(page, 'digital', null);
  const kept = await seedPortrait(page, 'small', 'black');
  const paidLine = await addToServerCart(page, paid, 'ci_direct_paid');
  await addToServerCart(page, kept, 'ci_direct_kept');
  const started = await page.request.post('/api/create-cart-payment-intent', {
    data: {
      items: [{ id: paidLine, imageUrl: paid.artworkUrl, size: 'digital' }],
      contact: { ...CONTACT, email: 'direct@example.com' },
    },
  });
  expect(started.ok()).toBeTruthy();
  const { clientSecret, orderId, amountCents } = (await started.json()) as {
    clientSecret: string;
    orderId: string;
    amountCents: number;
  };
  await page.goto('/');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await navigateWithState(page, '/checkout', {
    clientSecret,
    orderId,
    totalCents: amountCents,
    items: [{ artworkUrl: paid.artworkUrl, size: 'digital', templateName: paid.templateName }],
  });
  await payWithCard(page, '4242 4242 4242 4242', '$14.50');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect((await serverCart(page)).map((l) => l.id)).toEqual(['ci_direct_kept']);
});

test('starting checkout twice keeps one open order; the stale one cannot be paid', async ({ page }) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'digital', null);
  const line = await addToServerCart(page, art, 'ci_twice_1');
  const start = async () => {
    const res = await page.request.post('/api/create-cart-payment-intent', {
      data: {
        items: [{ id: line, imageUrl: art.artworkUrl, size: 'digital' }],
        contact: { ...CONTACT, email: 'twice@example.com' },
      },
    });
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as { clientSecret: string; orderId: string };
  };
  const first = await start();
  const second = await start();
  const stale = await page.request.post('/api/payments/local/confirm', {
    data: { clientSecret: first.clientSecret, ...TEST_CARD },
  });
  expect(stale.status()).toBeGreaterThanOrEqual(400);
  expect(stale.status()).toBeLessThan(500);
  expect(
    (
      await page.request.post('/api/payments/local/confirm', {
        data: { clientSecret: second.clientSecret, ...TEST_CARD },
      })
    ).ok(),
  ).toBeTruthy();
  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { id: string; status: string }[];
  };
  expect(orders.map((o) => [o.id, o.status])).toEqual([[second.orderId, 'paid']]);
});

const picturesOutliveLibraryItem =
  'an order keeps its pictures after its library item is deleted; a cart line whose portrait ' +
  'is gone says so and checkout names it';
test(picturesOutliveLibraryItem, async ({ page }) => {
  await signUpViaApi(page);
  const bought = await seedPortrait(page, 'digital', null);
  const gone = await seedPortrait(page, 'small', 'black');
  const started = await page.request.post('/api/create-cart-payment-intent', {
    data: {
      items: [{ imageUrl: bought.artworkUrl, size: 'digital' }],
      contact: { ...CONTACT, email: 'keep@example.com' },
    },
  });
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  expect(
    (await page.request.post('/api/payments/local/confirm', { data: { clientSecret, ...TEST_CARD } })).ok(),
  ).toBeTruthy();
  await addToServerCart(page, gone, 'ci_gone_1');
  const { items } = (await (await page.request.get('/api/library')).json()) as { items: { id: string }[] };
  for (const item of items) expect((await page.request.delete(`/api/library/${item.id}`)).ok()).toBeTruthy();

  await page.goto('/account');
  const picture = page.getByTestId('order-card').first().locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/cart');
  const line = page.getByTestId('summary-line');
  await expect(line).toContainText('This portrait is no longer available');
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('start-error')).toContainText(gone.templateName);
  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
});

test("the admin desk links each item's print file and mockups; 'Finish order' asks first", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const art = await seedPortrait(page, 'medium', 'black');
  const started = await page.request.post('/api/create-cart-payment-intent', {
    data: {
      items: [{ imageUrl: art.artworkUrl, size: 'medium', color: 'black', mockupUrls: art.images.slice(1) }],
      contact: { ...CONTACT, email: 'lab@example.com' },
    },
  });
  const { clientSecret, orderId } = (await started.json()) as { clientSecret: string; orderId: string };
  expect(
    (await page.request.post('/api/payments/local/confirm', { data: { clientSecret, ...TEST_CARD } })).ok(),
  ).toBeTruthy();

  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  const order = admin.locator(`[data-testid="admin-order"][data-order-id="${orderId}"]`);
  const printFile = order.getByRole('link', { name: /Print file/ });
  await expect(printFile).toBeVisible();
  const res = await admin.request.get((await printFile.getAttribute('href'))!);
  expect(res.ok()).toBeTruthy();
  expect(res.headers()['content-type']).toMatch(/^image\//);
  await expect(order.getByRole('list', { name: 'Mockups' }).getByRole('link').first()).toBeVisible();

  await order.getByRole('button', { name: 'Finish order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Finish this order?' });
  await expect(dialog).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(order.getByTestId('admin-order-status')).toHaveText('Active');
  await order.getByRole('button', { name: 'Finish order' }).click();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const confirm = dialog.getByRole('button', { name: 'Finish order' });
  for (let i = 0; i < 4 && !(await confirm.evaluate((b) => b === document.activeElement)); i++)
    await admin.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(toastText(admin, 'Order marked as completed')).toBeVisible();
  await admin.context().close();
});

test('shared links carry Open Graph and Twitter tags in the HTML, without JavaScript', async ({ request }) => {
  const meta = (html: string, key: string) =>
    html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]+content="([^"]*)"`))?.[1];
  for (const route of ['/', '/welcome', '/welcome?ref=abc123def456', '/template/royal-pet']) {
    const html = await (await request.get(route)).text();
    expect(meta(html, 'og:title'), route).toBeTruthy();
    expect(meta(html, 'og:description'), route).toBeTruthy();
    expect(meta(html, 'og:image'), route).toMatch(/^https?:\/\//);
    expect(meta(html, 'og:url'), route).toMatch(/^https?:\/\//);
    expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  }
  const royal = await (await request.get('/template/royal-pet')).text();
  expect(royal).toMatch(/<title>[^<]*Royal/);
  expect(meta(royal, 'og:image')).toMatch(/royal/i);
});

test("upload hint and error agree; the white-background screen says 'Please upload a pet image.'", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create/royal-pet');
  await expect(page.getByTestId('photo-dropzone')).toContainText('up to 10MB');
  // Given again should the page have re-rendered its input away (see choosePhotoOnOrderPage): this is about the words.
  const huge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_000_001, 1) };
  await expect(async () => {
    await page.setInputFiles('[data-testid="photo-dropzone"] input', huge);
    await expect(toastText(page, 'File is larger than 10MB')).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });

  await page.goto('/white-background');
  // The button reads as unavailable (aria-disabled) yet a press still explains why.
  await page.getByRole('button', { name: 'Generate' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Please upload a pet image.')).toBeVisible();
});
