import type { Page } from '@playwright/test';
import { expect, test, signUpViaApi } from './fixtures';
import { fillContact, openArtwork, payWithCard, seedPortrait } from './shop';

/**
 * Issue 36: no toast covers the field or button it is about. A wrong field or a refused payment is said inline, at
 * what it is about; a toast that stays sits in a band the layout makes room for, so nothing the customer could
 * press goes under it (decision 057).
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="radio"], [role="link"]';

/**
 * Marks the page's controls wholly in view (not the header's, not the toast band's) and answers which of them are
 * covered where they are: a control counts as covered when the point at its centre belongs to something else.
 */
async function markControlsInView(page: Page) {
  return page.evaluate((selector) => {
    const band = document.querySelector('[data-testid="toaster"]')!;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const marked: string[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      if (band.contains(el) || el.closest('header')) return;
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4 || r.top < header.bottom || r.bottom > window.innerHeight) return;
      el.dataset.probe = String(i);
      marked.push(String(i));
    });
    return marked;
  }, CONTROLS);
}

/** Of the marked controls still wholly below the header and the band and above the fold, those now covered. */
async function coveredControls(page: Page, marked: string[]) {
  return page.evaluate((ids) => {
    const covered: string[] = [];
    for (const id of ids) {
      const el = document.querySelector<HTMLElement>(`[data-probe="${id}"]`);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) continue; // moved out of view: nothing covers it
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) covered.push(el.outerHTML.slice(0, 140));
    }
    return covered;
  }, marked);
}

for (const size of SIZES) {
  test(`a declined card is said in the payment step; the Change link stays clickable (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUpViaApi(page);
    const art = await seedPortrait(page, 'large', 'black');
    await openArtwork(page, art);
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithCard(page, '4000 0000 0000 0002', '$169.00');

    const message = page.getByTestId('payment-step').getByTestId('payment-error');
    await expect(message).toHaveText('Your card was declined.');
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('toaster')).toBeEmpty();

    // The summary with its Change links is where it was, uncovered: its centre answers the click.
    const change = page.getByRole('button', { name: 'Change shipping address' });
    await change.scrollIntoViewIfNeeded();
    const marked = await markControlsInView(page);
    expect(marked.length).toBeGreaterThan(2);
    expect(await coveredControls(page, marked)).toEqual([]);
    await change.click();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Main St');
  });

  test(`a toast that stays covers no control: the page makes room for it (${size.width} px)`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(size);
    await signUpViaApi(page);
    await page.goto('/tokens');
    const copy = page.getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeEnabled();
    // The button just under the header: where a toast used to appear.
    await copy.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
    const marked = await markControlsInView(page);
    expect(marked.length).toBeGreaterThan(1);
    const coveredBefore = await coveredControls(page, marked);

    await copy.click();
    const band = page.getByTestId('toaster');
    await expect(band.getByText('Invite link copied!')).toBeVisible();
    expect(await coveredControls(page, marked)).toEqual(coveredBefore);
    // Below the header, never over it; the copied button still answers a click where it now is.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await band.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await copy.click();
  });
}
