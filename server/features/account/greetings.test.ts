import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { contact as shopperContact, paintChelsea, postJson } from '../../test/fixtures.js';
import { quickPainterAi } from '../../test/quick-painter.js';
import { emailOutbox } from '../../db/schema.js';
import { applyGatewayEvent } from '../payments/payments.service.js';
import { emailGreeting, emailGreetingHtml, greetingName } from '../../../common/greeting.js';

/** Issue 36: every e-mail greets the customer by the name they set on the account page, or neutrally. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai: quickPainterAi() });
});
afterAll(() => t.close());

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const nextYear = new Date().getUTCFullYear() + 1;
const setName = (cookie: string, name: string) =>
  t.app.inject({ method: 'PUT', url: '/api/me/profile', headers: { ...json, cookie }, payload: { name } });
const lastMail = async (to: string, subject?: string) => {
  const [mail] = await t.deps.db
    .select()
    .from(emailOutbox)
    .where(subject ? and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  return mail!;
};
const askReset = (email: string) =>
  postJson(t.app, '/api/auth/request-password-reset', { email, redirectTo: `${TEST_ORIGIN}/reset-password` });

describe('greetings', () => {
  it("a name set on the account page is used; none (or the e-mail's local part sign-up stored) is a neutral one", () => {
    expect(greetingName({ name: 'Nora Desk', email: 'nora.desk@example.com' })).toBe('Nora Desk');
    expect(greetingName({ name: 'nora.desk', email: 'nora.desk@example.com' })).toBeNull();
    expect(greetingName({ name: '  ', email: 'nora.desk@example.com' })).toBeNull();
    expect(emailGreeting(null)).toBe('Hello,');
    expect(emailGreetingHtml('<Rex & "Co">')).toBe('<p>Hi &#60;Rex &#38; &#34;Co&#34;&#62;,</p>');
  });

  it('the password reset e-mail says Hello before a name is set, then Hi and the name', async () => {
    const { email, cookie } = await signUp(t.app, 'nora.desk@example.com');
    expect((await askReset(email)).statusCode).toBe(200);
    const before = await lastMail(email);
    expect(before.text.split('\n')[0]).toBe('Hello,');
    expect(before.text).not.toContain('nora.desk,');
    expect(before.html).toMatch(/^<p>Hello,<\/p>/);

    expect((await setName(cookie, 'Nora')).statusCode).toBe(200);
    expect((await askReset(email)).statusCode).toBe(200);
    const after = await lastMail(email);
    expect(after.text.split('\n')[0]).toBe('Hi Nora,');
    expect(after.html).toMatch(/^<p>Hi Nora,<\/p>/);
  });

  it('the token receipt greets the buyer by name', async () => {
    const { email, cookie } = await signUp(t.app);
    await setName(cookie, 'Pat <Parent>');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...json, cookie },
      payload: { packageId: 'tokens_5' },
    });
    const { clientSecret } = started.json<{ clientSecret: string }>();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: { ...json, cookie },
      payload: { clientSecret, number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' },
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const receipt = await lastMail(email);
    expect(receipt.subject).toContain('receipt');
    expect(receipt.text.split('\n')[0]).toBe('Hi Pat <Parent>,');
    expect(receipt.html).toContain('<p>Hi Pat &#60;Parent&#62;,</p>');
  });

  it("the order confirmation greets the account's name, not the shipping contact's or the e-mail's", async () => {
    const { cookie } = await signUp(t.app);
    const contact = { ...shopperContact, email: 'buyer-greeting@example.com' };
    const art = (await paintChelsea(t.app, cookie)).json<{ processedUrl: string }>();
    const start = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/create-cart-payment-intent',
          headers: { cookie },
          payload: { contact, items: [{ imageUrl: art.processedUrl, size: 'digital', templateName: 'Royal Pet' }] },
        })
      ).json<{ clientSecret: string; orderId: string }>();
    const pay = async (clientSecret: string) => {
      const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' };
      const charge = await t.deps.payments.gateway.chargeTestCard!(clientSecret, card);
      expect(charge.ok).toBe(true);
      if (charge.ok) await applyGatewayEvent(t.deps.db, t.deps.payments, charge.event);
    };

    const first = await start();
    await pay(first.clientSecret);
    const neutral = await lastMail(contact.email, `Your Pawtrait Studio order ${first.orderId}`);
    expect(neutral.text.split('\n')[0]).toBe('Hello,');

    await setName(cookie, 'Nora');
    const second = await start();
    await pay(second.clientSecret);
    const named = await lastMail(contact.email, `Your Pawtrait Studio order ${second.orderId}`);
    expect(named.text.split('\n')[0]).toBe('Hi Nora,');
    expect(named.html).toMatch(/^<p>Hi Nora,<\/p>/);
  });
});
