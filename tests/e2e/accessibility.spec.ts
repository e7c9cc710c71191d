import { type Browser } from '@playwright/test';
import { expect, test, PASSWORD, uniqueEmail, ORIGIN } from './fixtures';
import { seriousViolations } from './a11y';

const ADMIN_EMAIL = 'admin@e2e.test';

/** Every route of the route table (src/app/router.tsx), with ids a visitor could follow. */
const ROUTES = [
  '/',
  '/welcome',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=nope',
  '/terms',
  '/privacy',
  '/dashboard',
  '/create/royal-pet',
  '/library',
  '/tokens',
  '/white-background',
  '/template-prompt',
  '/template/royal-pet',
  '/upload-template',
  '/ai-editor',
  '/frame/unknown-item',
  '/frame-customizer/unknown-item',
  '/cart',
  '/checkout',
  '/artwork',
  '/order-success',
  '/account',
  '/admin/orders',
  '/no-such-page',
];

const ADMIN_ROUTES = ['/template-prompt', '/upload-template', '/admin/orders'];

type Role = 'visitor' | 'customer' | 'admin';
// A customer and a visitor see every route; the admin's view differs only on the admin desk.
const routesFor = (role: Role) => (role === 'admin' ? ADMIN_ROUTES : ROUTES);

async function pageFor(browser: Browser, role: Role, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (role !== 'visitor') {
    const email = role === 'admin' ? ADMIN_EMAIL : uniqueEmail('a11y');
    const headers = { origin: ORIGIN };
    const up = await page.request.post('/api/auth/sign-up/email', {
      headers,
      data: { email, password: PASSWORD, name: 'Axe Tester' },
    });
    if (!up.ok())
      expect(
        (await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password: PASSWORD } })).ok(),
      ).toBeTruthy();
  }
  return page;
}

for (const role of ['visitor', 'customer', 'admin'] as Role[]) {
  for (const width of [390, 1440]) {
    test(`axe finds no serious or critical WCAG 2 A/AA violation on any route: ${role} at ${width} px`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const page = await pageFor(browser, role, width);
      const found: string[] = [];
      for (const route of routesFor(role)) {
        await page.goto(route);
        // Loading states are short-lived; scan what the customer reads once the screen has settled.
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
        for (const line of await seriousViolations(page)) found.push(`${route}: ${line}`);
      }
      expect(found, found.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
}
