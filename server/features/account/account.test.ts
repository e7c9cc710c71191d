import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { call, contact, paidOrder, stateOf, uploadPhoto } from '../../test/fixtures.js';
import { readStoredZip } from '../../test/zip-reader.js';
import { account, orders, payments } from '../../db/schema.js';
import { DELETE_MESSAGES, DELETED_ACCOUNT } from './account-delete.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));
const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/** A customer with a saved address, an uploaded photo, a library portrait and a delivered digital order. */
async function customerWithHistory() {
  const who = await signUp(t.app);
  const upload = await uploadPhoto(t.app, who.cookie, chelsea, 'my cat.png', 'image/png');
  expect(upload.statusCode).toBe(201);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/contact',
    headers: { cookie: who.cookie, origin: TEST_ORIGIN },
    payload: contact,
  });
  expect(saved.statusCode).toBe(200);
  const orderId = await paidOrder(t, who.cookie, [{ size: 'digital' }]);
  return { ...who, orderId };
}

/** Every row of every table (any schema) whose text mentions the needle. */
async function rowsMentioning(needle: string) {
  const tables = rowsOf<{ s: string; n: string }>(
    await t.deps.db.execute(sql`select table_schema as s, table_name as n from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const found: string[] = [];
  for (const { s, n } of tables) {
    const res = await t.deps.db.execute(
      sql`select count(*)::int as c from ${sql.identifier(s)}.${sql.identifier(n)} t
          where position(lower(${needle}) in lower(row_to_json(t)::text)) > 0`,
    );
    const c = rowsOf<{ c: number }>(res)[0]!.c;
    if (c > 0) found.push(`${s}.${n}: ${c}`);
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('GET /api/config', () => {
  it("names the shop's PUBLIC_URL, the address customer-facing links start with (issue 36)", async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json<{ publicUrl: string }>();
    expect(config.publicUrl).toBe(TEST_ORIGIN);
  });
});

describe('PUT /api/me/profile (issue 36: the name the shop greets the customer by)', () => {
  it('saves a trimmed name that /api/me then answers; an empty or overlong one is a 400 that changes nothing', async () => {
    const who = await signUp(t.app);
    const put = (name: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { cookie: who.cookie, origin: TEST_ORIGIN },
        payload: { name },
      });
    const saved = await put('  Nora Desk  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: 'Nora Desk' });
    for (const bad of ['   ', 'x'.repeat(61), 42, null]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await put('x'.repeat(61))).json().error.message).toBe('Please keep your name to 60 characters.');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } });
    expect(me.json().name).toBe('Nora Desk');
  });
});

describe('item 17: download my data', () => {
  it('item 17: the zip holds the profile, the saved address, the orders, the token ledger, library images and uploads', async () => {
    const who = await customerWithHistory();
    const res = await t.app.inject({ url: '/api/me/export', headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pawtrait-studio-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = readStoredZip(res.rawPayload);
    const parse = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(parse('profile.json')).toMatchObject({ id: who.userId, email: who.email });
    expect(parse('addresses.json').savedContact).toMatchObject({
      firstName: contact.firstName,
      address: { city: contact.address.city },
    });
    expect(parse('orders.json')).toEqual([
      expect.objectContaining({
        id: who.orderId,
        status: 'delivered',
        contact: expect.objectContaining({ email: contact.email }),
      }),
    ]);
    expect(parse('token-ledger.json')[0]).toMatchObject({
      reason: 'signup',
      what: 'Welcome bonus',
      change: expect.any(Number),
    });
    const images = [...files.keys()].filter((n) => n.startsWith('library/'));
    expect(images).toEqual([expect.stringMatching(/^library\/Royal Chelsea-[\w-]{8}\.jpg$/)]);
    expect([...files.keys()].filter((n) => n.startsWith('uploads/'))).toEqual([
      expect.stringMatching(/^uploads\/my cat-[\w-]{8}\.\w+$/),
    ]);
    // Any unzip tool reads it.
    const file = path.join(t.dataDir, 'export.zip');
    await fs.writeFile(file, res.rawPayload);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
  });

  it('item 17: signed out, the export is refused', async () => {
    expect((await t.app.inject({ url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('item 3: the header knows when a proof waits', () => {
  it('item 3: /api/me counts the proofs waiting for approval, and none once approved', async () => {
    const who = await signUp(t.app);
    const me = async () =>
      (await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } })).json<{ proofsWaiting: number }>()
        .proofsWaiting;
    expect(await me()).toBe(0);
    const id = await paidOrder(t, who.cookie);
    expect(await stateOf(t, id)).toBe('awaiting_approval');
    expect(await me()).toBe(1);
    expect((await call(t, who.cookie, 'POST', `/api/orders/${id}/approve`)).statusCode).toBe(200);
    expect(await me()).toBe(0);
  });
});

describe('item 17: delete my account', () => {
  // Its own shop: the scan below must not meet the export test's customer, who shares the contact fixture.
  beforeAll(async () => {
    await t.close();
    t = await createTestApp();
  });

  it('item 17: a wrong or missing password changes nothing', async () => {
    const who = await signUp(t.app);
    for (const payload of [{ password: 'not the password' }, {}, { email: who.email }]) {
      const res = await call(t, who.cookie, 'POST', '/api/me/delete', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(DELETE_MESSAGES.wrongPassword);
    }
    const bad = await call(t, who.cookie, 'POST', '/api/me/delete', { password: 12 });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: who.cookie } })).statusCode).toBe(200);
  });

  it('item 17: an account without a password (Google or Apple) confirms with its e-mail address', async () => {
    const who = await signUp(t.app);
    await t.deps.db.update(account).set({ password: null, providerId: 'google' }).where(eq(account.userId, who.userId));
    const wrong = await call(t, who.cookie, 'POST', '/api/me/delete', { email: 'someone@else.example' });
    expect(wrong.json().error.message).toBe(DELETE_MESSAGES.wrongEmail);
    expect((await call(t, who.cookie, 'POST', '/api/me/delete', { email: who.email.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect(await rowsMentioning(who.userId)).toEqual([]);
  });

  const deletesAllButPaidOrders =
    'item 17: waits while an order is being made, then removes every row and file of the ' +
    'account but the anonymised paid orders';
  it(deletesAllButPaidOrders, async () => {
    const who = await customerWithHistory();
    const print = await paidOrder(t, who.cookie); // a framed print: awaiting the customer's approval
    const second = await signUp(t.app);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: who.email, password: who.password },
    });
    const otherDevice = elsewhere.headers['set-cookie'];
    expect(otherDevice).toBeTruthy();

    const blocked = await call(t, who.cookie, 'POST', '/api/me/delete', { password: who.password });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(DELETE_MESSAGES.orderUnderway);
    expect((await call(t, who.cookie, 'POST', `/api/orders/${print}/cancel`)).statusCode).toBe(200);
    const printState = await stateOf(t, print);
    const keptPayments = await t.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.userId, who.userId));

    const stored = await filesUnder(path.join(t.dataDir, 'files'));
    expect(stored.filter((f) => f.includes(who.userId)).length).toBeGreaterThanOrEqual(3); // upload, portrait and its print file
    expect(stored.filter((f) => f.includes(print)).length).toBeGreaterThan(0);

    const res = await call(t, who.cookie, 'POST', '/api/me/delete', { password: who.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/=; Max-Age=0/);

    // Signed out everywhere: this browser and the other one.
    const cookieOf = (setCookie: unknown) =>
      [setCookie]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
    for (const cookie of [who.cookie, cookieOf(otherDevice)])
      expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    // No row anywhere names the account, its e-mail or its address; the other customer is untouched.
    expect(await rowsMentioning(who.userId)).toEqual([]);
    expect(await rowsMentioning(who.email)).toEqual([]);
    expect(await rowsMentioning(contact.address.address1)).toEqual([]);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: second.cookie } })).statusCode).toBe(200);
    // The paid orders stay for the books, anonymised, with their payments.
    const kept = await t.deps.db.select().from(orders).where(eq(orders.userId, DELETED_ACCOUNT.id));
    const mine = kept.filter((o) => [who.orderId, print].includes(o.id));
    expect(mine.map((o) => [o.id, o.status]).sort()).toEqual(
      [
        [who.orderId, 'delivered'],
        [print, printState],
      ].sort(),
    );
    for (const o of mine) {
      expect(o.contact).toEqual({
        email: '',
        name: '',
        phone: '',
        subscribe: false,
        address: { country: expect.any(String), address1: '', address2: '', city: '', region: '', zip: '' },
      });
      expect(
        o.items.every((i) => i.artworkUrl === '' && i.fullKey === '' && i.mockupUrls.length === 0 && i.priceCents > 0),
      ).toBe(true);
    }
    const paymentOwners = await t.deps.db.select({ id: payments.id, userId: payments.userId }).from(payments);
    for (const p of keptPayments)
      expect(paymentOwners.find((o) => o.id === p.id)?.userId ?? DELETED_ACCOUNT.id).toBe(DELETED_ACCOUNT.id);
    // No file of the account or of its orders is left in storage.
    const left = await filesUnder(path.join(t.dataDir, 'files'));
    expect(left.filter((f) => f.includes(who.userId) || f.includes(who.orderId) || f.includes(print))).toEqual([]);
    // The account cannot sign in again, and nobody can sign in as the deleted-account holder.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: who.email, password: who.password },
    });
    expect(again.statusCode).toBe(401);
  });
});
