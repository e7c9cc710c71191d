import { type Page } from '@playwright/test';
import { expect, test, signUpViaApi } from './fixtures';
import { addToServerCart, CHELSEA, seedPortrait } from './shop';

/** Issue 27, items 1, 8 and 9: what is typed into the checkout form is kept; the saved contact keeps it; shipping lines are true. */
test.describe.configure({ timeout: 180_000 });

const TYPED = {
  firstName: 'Quinn',
  lastName: 'Quickfingers',
  address1: '12 Fast Lane',
  city: 'Rapid City',
  region: 'SD',
  zip: '57701',
};

/** Holds GET /api/me/contact until released: the form is filled while the saved contact is still loading. */
async function holdSavedContact(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/contact', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  return async () => {
    release();
    await expect(page.getByText('Loading your saved details...')).toHaveCount(0);
    await page.unroute('**/api/me/contact');
  };
}

/** Fills every field the instant it exists, in one go, as a password manager does (before React's effects run). */
async function autofillOnArrival(page: Page) {
  await page.evaluate((values) => {
    const fill = () => {
      for (const [name, value] of Object.entries(values)) {
        const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
        const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
        el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[name="zip"]')) return;
      observer.disconnect();
      fill();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, TYPED);
}

async function expectKept(page: Page) {
  for (const [name, value] of Object.entries(TYPED))
    await expect(page.locator(`[data-testid="contact-form"] [name="${name}"]`), name).toHaveValue(value);
}

test('item 1: early typing is kept', async ({ page }) => {
  await signUpViaApi(page);
  const upload = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'chelsea.png', mimeType: 'image/png', buffer: CHELSEA } },
  });
  const { url } = (await upload.json()) as { url: string };
  const edit = await page.request.post('/api/edit-image', {
    data: { imageUrl: url, prompt: 'royal portrait', uid: null },
    timeout: 120_000,
  });
  const { libraryId } = (await edit.json()) as { libraryId: string };
  await page.goto(`/frame-customizer/${libraryId}`);
  await page.getByTestId('wizard-size-small').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByTestId('wizard-color-white').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The instant the checkout form appears (from the wizard's "Proceed to Checkout"), while the saved contact loads.
  let released = await holdSavedContact(page);
  await autofillOnArrival(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click({ timeout: 60_000 });
  await expect(page.getByText('Loading your saved details...')).toBeVisible();
  await expectKept(page);
  await released();
  await expectKept(page);

  // Once more, typed field by field into a fresh page while the saved contact is still loading.
  released = await holdSavedContact(page);
  await page.reload();
  await page.getByLabel('First name (optional)').fill(TYPED.firstName);
  await page.getByLabel('Last name').fill(TYPED.lastName);
  await page.getByLabel('Address', { exact: true }).fill(TYPED.address1);
  await page.getByLabel('City').fill(TYPED.city);
  await page.getByLabel('State').selectOption(TYPED.region);
  await page.getByLabel('ZIP code').fill(TYPED.zip);
  await expect(page.getByText('Loading your saved details...')).toBeVisible();
  await released();
  await expectKept(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toContainText('Quinn Quickfingers');

  // Item 8: the saved contact keeps the first name; the next checkout prefills all of it.
  await page.goto('/cart');
  await expectKept(page);
});

test('item 9: shipping lines tell the truth (free for prints, not needed for downloads)', async ({ page }) => {
  await signUpViaApi(page);
  const digital = await seedPortrait(page, 'digital', null);
  await addToServerCart(page, digital);
  await page.goto('/cart');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Not needed (digital download)');
  await expect(page.getByTestId('contact-form')).toContainText('No shipping needed');
  await expect(page.locator('main')).not.toContainText(/Free shipping|Calculated at next step/);

  const framed = await seedPortrait(page, 'small', 'black');
  await addToServerCart(page, framed);
  await page.goto('/cart');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(page.getByTestId('contact-form')).toContainText('Free shipping on every order');
  await expect(page.locator('main')).not.toContainText('Calculated at next step');
});
