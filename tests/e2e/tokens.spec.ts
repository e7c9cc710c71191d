import { type Page } from '@playwright/test';
import { expect, test, signUpViaUi, signUpViaApi } from './fixtures';

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

async function openPayment(page: Page, tokens: number) {
  await page.getByRole('button', { name: new RegExp(`^Buy ${tokens} tokens for`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm purchase' });
  await expect(confirm).toContainText(`You are buying ${tokens} tokens`);
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Secure Payment' });
  await expect(pay).toBeVisible();
  await expect(confirm).toBeHidden();
  return pay;
}

async function fillCard(pay: ReturnType<Page['getByRole']>, number: string) {
  await pay.getByLabel('Card number').fill(number);
  await pay.getByLabel('Expiry (MM / YY)').fill(`12${nextYear}`);
  await pay.getByLabel('CVC').fill('123');
}

test('the tokens page shows the balance, the three packages and the invite link', async ({ page }) => {
  await signUpViaUi(page);
  await page.getByTestId('token-chip').click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { name: 'Get More Tokens' })).toBeVisible();
  await expect(page.getByTestId('tokens-balance')).toHaveText('5 tokens');
  await expect(page.getByTestId('package-tokens_5')).toContainText('$0.50');
  await expect(page.getByTestId('package-tokens_5')).toContainText('$0.10 per token');
  await expect(page.getByTestId('package-tokens_10')).toContainText('$2.99');
  await expect(page.getByTestId('package-tokens_10')).toContainText('$0.30 per token');
  await expect(page.getByTestId('package-tokens_25')).toContainText('$5.99');
  await expect(page.getByTestId('package-tokens_25')).toContainText('Most Popular');
  await expect(page.getByTestId('package-tokens_25')).toContainText('$0.24 per token');
  await expect(page.getByRole('heading', { name: 'Get Free Tokens' })).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveValue(/\/welcome\?ref=[A-Za-z0-9]{12}$/);
  await expect(page.getByTestId('invite-link')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('token-history')).toContainText('Welcome bonus');
});

test('buy 10 tokens with the test card: the chip goes 5 -> 15 live, also in another tab', async ({ page, context }) => {
  await signUpViaApi(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/account');
  await expect(otherTab.getByTestId('token-count')).toHaveText('5');

  await page.bringToFront();
  await page.goto('/tokens');
  const pay = await openPayment(page, 10);
  await expect(pay).toContainText('Test mode');
  await expect(pay).toContainText('No real money is charged.');
  await expect(pay).toContainText('$2.99');
  await fillCard(pay, '4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay $2.99' }).click();

  await expect(pay).toBeHidden();
  await expect(page.getByText('Payment successful! 10 tokens added.')).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('15');
  await expect(page.getByTestId('tokens-balance')).toHaveText('15 tokens');
  await expect(otherTab.getByTestId('token-count')).toHaveText('15');
  const history = page.getByTestId('token-history');
  await expect(history.locator('li').first()).toContainText('Token purchase');
  await expect(history.locator('li').first()).toContainText('+10');
  await expect(history.locator('li').first()).toContainText('Balance 15');
});

test('a declined card closes the dialog with the message and adds nothing; bad numbers stay in the form', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/tokens');
  let pay = await openPayment(page, 5);

  await fillCard(pay, '4242 4242 4242 4241');
  await pay.getByRole('button', { name: 'Pay $0.50' }).click();
  await expect(pay.getByRole('alert')).toHaveText('Your card number is invalid.');
  await expect(pay).toBeVisible();

  await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.getByRole('button', { name: 'Pay $0.50' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByTestId('token-count')).toHaveText('5');

  pay = await openPayment(page, 25);
  await fillCard(pay, '4000 0000 0000 9995');
  await pay.getByRole('button', { name: 'Pay $5.99' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();
  await expect(page.getByTestId('tokens-balance')).toHaveText('5 tokens');
  await expect(page.getByTestId('token-history').locator('li')).toHaveCount(1);
});

test('cancelling the confirm dialog opens no payment', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/tokens');
  await page.getByRole('button', { name: /^Buy 25 tokens for/ }).click();
  await page.getByRole('dialog', { name: 'Confirm purchase' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the spec's texts when the payment cannot start: 'Failed to start payment', 'Missing client secret'", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/tokens');
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'PROVIDER_ERROR', message: 'down' } } }),
  );
  await page.getByRole('button', { name: /^Buy 5 tokens for/ }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Failed to start payment')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute('**/api/create-payment-intent');
  // A reply of the right shape without a usable client secret (replies are checked against their contract).
  const noSecret = {
    clientSecret: '',
    paymentId: 'x',
    provider: 'local',
    amountCents: 500,
    currency: 'usd',
    packageId: 'tokens_5',
    tokens: 5,
  };
  await page.route('**/api/create-payment-intent', (route) => route.fulfill({ status: 200, json: noSecret }));
  await page.getByRole('button', { name: /^Buy 5 tokens for/ }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Missing client secret')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('looks finished at 390 px and 1440 px', async ({ page }) => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'screenshots only when E2E_SCREENSHOTS=1');
  await signUpViaApi(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/tokens');
    await expect(page.getByTestId('token-history')).toBeVisible();
    await page.screenshot({ path: `tmp/screens/tokens-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Buy 10 tokens for/ }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm purchase' })).toContainText(
      'You are buying 10 tokens for $2.99 ($0.30 per token).',
    );
    await page.screenshot({ path: `tmp/screens/tokens-confirm-${width}.png` });
    await page.keyboard.press('Escape');
    const pay = await openPayment(page, 10);
    await expect(pay.getByLabel('Card number')).toBeVisible();
    await page.screenshot({ path: `tmp/screens/tokens-pay-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
