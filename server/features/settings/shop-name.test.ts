import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { postJson } from '../../test/fixtures.js';
import { readStoredZip } from '../../test/zip-reader.js';
import { emailOutbox } from '../../db/schema.js';
import type { ShopSettings } from '../../../common/contracts/settings.js';

/** Issue 36: where a customer meets the shop's name, it is the name the owner set, not the built-in one. */
let t: TestApp;
const SHOP = 'Acme & Sons <Pet Art>';
beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
  const admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
  const now = (await t.app.inject({ url: '/api/settings' })).json<{ version: number; settings: ShopSettings }>();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { basedOn: now.version, settings: { ...now.settings, shop: { ...now.settings.shop, name: SHOP } } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const lastMail = async (to: string, subjectStart: string) => {
  const mails = await t.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  return mails.find((m) => m.subject.startsWith(subjectStart));
};

describe("the shop's name from the settings", () => {
  it('names the shop in the verification and password reset e-mails (escaped in their HTML)', async () => {
    const { email } = await signUp(t.app);
    const verify = await lastMail(email, 'Confirm');
    expect(verify?.subject).toBe(`Confirm your ${SHOP} e-mail address`);
    expect(verify?.text).toContain(`Welcome to ${SHOP}!`);
    expect(verify?.html).toContain('Welcome to Acme &#38; Sons &#60;Pet Art&#62;!');
    const ask = await postJson(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    });
    expect(ask.statusCode).toBe(200);
    const reset = await lastMail(email, 'Reset');
    expect(reset?.subject).toBe(`Reset your ${SHOP} password`);
    expect(reset?.text).toContain(`the password of your ${SHOP} account`);
    expect(reset?.html).not.toContain('<Pet Art>');
    for (const mail of [verify, reset]) expect(`${mail?.text}${mail?.html}`).not.toContain('Pawtrait Studio');
  });

  it("names the shop in the data export's README and file name", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="acme-sons-pet-art-data-[\d-]{10}\.zip"$/,
    );
    const readme = readStoredZip(res.rawPayload).get('README.txt')!.toString('utf8');
    expect(readme.split('\n')[0]).toBe(`Your ${SHOP} data`);
  });
});
