import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/harness.js';
import { orders } from '../../db/schema.js';
import { approveOverdueProofs, approveWhenDue, PROOF_QUEUE } from './order-life.service.js';
import { call, historyOf, mailsAbout, orderRow, paidOrder, stateOf } from '../../test/fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOCAL_LAB_STEP_SECONDS: '1', FULFILMENT_RETRIES: '0', FULFILMENT_RETRY_SECONDS: '1' },
  });
  admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
});
afterAll(() => t.close());

const poll = { timeout: 30_000, interval: 200 };

describe('after the payment', () => {
  it('delivers a digital-only order at once, with signed full-resolution download links', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie, [{ size: 'digital' }]);
    expect(await historyOf(t, id)).toEqual(['pending>paid:system', 'paid>delivered:system']);
    const timeline = (await call(t, cookie, 'GET', `/api/orders/${id}/timeline`)).json();
    expect(timeline).toMatchObject({ state: 'delivered', status: 'paid', proof: null, tracking: null });
    expect(timeline.downloads).toHaveLength(1);
    const file = await t.app.inject({ url: timeline.downloads[0].url.replace(t.deps.config.publicUrl, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await mailsAbout(t, id)).map((m) => m.subject)).toEqual([`Your Pawtrait Studio order ${id}`]);
  });

  it('runs a framed print from proof to delivered on the local lab, one e-mail per step', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    const before = (await call(t, cookie, 'GET', `/api/orders/${id}/timeline`)).json();
    expect(before).toMatchObject({ state: 'awaiting_approval', status: 'paid', proof: { open: true } });
    expect(new Date(before.proof.deadline).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(
      (await t.app.inject({ url: before.proof.items[0].proofUrl, headers: { cookie } })).headers['content-type'],
    ).toBe('image/jpeg');
    const proofMail = (await mailsAbout(t, id)).find((m) => m.subject.includes('proof'));
    expect(proofMail!.text).toContain(`/account/orders/${id}#proof`);
    expect(proofMail!.html).toContain(`href="${t.deps.config.publicUrl}/account/orders/${id}#proof"`);

    const approved = await call(t, cookie, 'POST', `/api/orders/${id}/approve`);
    expect(approved.json()).toMatchObject({ state: 'in_production', proof: { open: false } });
    expect((await call(t, cookie, 'POST', `/api/orders/${id}/approve`)).statusCode).toBe(409);
    await expect.poll(() => stateOf(t, id), poll).toBe('delivered');

    const after = (await call(t, cookie, 'GET', `/api/orders/${id}/timeline`)).json();
    // Item 6 of issue 27: the lab has no carrier site, so no tracking link back to this very page.
    expect(after.tracking).toMatchObject({
      carrier: 'Pawtrait Local Lab',
      trackingNumber: expect.stringMatching(/^PLAB\d{12}$/),
      trackingUrl: '',
    });
    expect(after.history.map((h: { to: string; actor: string }) => `${h.to}:${h.actor}`)).toEqual([
      'paid:system',
      'awaiting_approval:system',
      'in_production:customer',
      'shipped:provider',
      'delivered:provider',
    ]);
    const subjects = (await mailsAbout(t, id)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your Pawtrait Studio order ${id}`,
      `Your proof for order ${id} is ready`,
      `Your order ${id} is in production`,
      `Your order ${id} has shipped`,
      `Your order ${id} has been delivered`,
    ]);
    const shipped = (await mailsAbout(t, id)).find((m) => m.subject.endsWith('has shipped'))!;
    expect(shipped.text).toContain(after.tracking.trackingNumber);
    expect(shipped.html).toContain(after.tracking.trackingNumber);
    // The admin desk's "Finish order" is one more allowed move, after delivery.
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/complete`)).json()).toMatchObject({
      status: 'completed',
      state: 'completed',
    });
  });

  it('cancels at the proof with one refund, exactly once (two cancels at the same time)', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    const [a, b] = await Promise.all([
      call(t, cookie, 'POST', `/api/orders/${id}/cancel`),
      call(t, cookie, 'POST', `/api/orders/${id}/cancel`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = await orderRow(t, id);
    expect(row.status).toBe('refunded');
    expect(row.refund).toMatchObject({ refundId: expect.stringMatching(/^lre_/), amountCents: 9900 });
    expect(await historyOf(t, id)).toEqual([
      'pending>paid:system',
      'paid>awaiting_approval:system',
      'awaiting_approval>cancelled:customer',
      'cancelled>refunded:system',
    ]);
    expect((await call(t, cookie, 'POST', `/api/orders/${id}/cancel`)).statusCode).toBe(409);
    expect((await call(t, cookie, 'POST', `/api/orders/${id}/approve`)).statusCode).toBe(409);
    expect((await mailsAbout(t, id)).filter((m) => m.subject.includes('refunded'))).toHaveLength(1);
    expect((await call(t, cookie, 'GET', '/api/orders')).json().orders[0]).toMatchObject({
      id,
      status: 'refunded',
      state: 'refunded',
    });
  });

  it('refuses a cancel once the window has closed, and the deadline job approves it', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    const job = await t.deps.db.execute(
      sql`select start_after from pgboss.job where name = ${PROOF_QUEUE} and data->>'orderId' = ${id}`,
    );
    const rows = (Array.isArray(job) ? job : (job as unknown as { rows: unknown[] }).rows) as { start_after: Date }[];
    expect(new Date(rows[0]!.start_after).getTime()).toBe((await orderRow(t, id)).proofDeadline!.getTime());
    expect(await approveWhenDue(t.deps, id).catch((e: Error) => e.message)).toBe('The proof window is still open.');
    await t.deps.db
      .update(orders)
      .set({ proofDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect((await call(t, cookie, 'POST', `/api/orders/${id}/cancel`)).json().error.message).toBe(
      'The proof window has closed: your order is already being made.',
    );
    expect(await approveWhenDue(t.deps, id)).toBe('approved');
    expect(await approveWhenDue(t.deps, id)).toBe('skipped');
    expect((await historyOf(t, id))[2]).toBe('awaiting_approval>in_production:system');
    // The five-minute sweep catches a proof whose deadline job was lost.
    const lost = await paidOrder(t, cookie);
    await t.deps.db
      .update(orders)
      .set({ proofDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, lost));
    expect(await approveOverdueProofs(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(t, lost)).not.toBe('awaiting_approval');
  });

  it('hides every order of another customer at every new route (404)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const id = await paidOrder(t, a.cookie);
    for (const [method, url] of [
      ['GET', `/api/orders/${id}/timeline`],
      ['POST', `/api/orders/${id}/approve`],
      ['POST', `/api/orders/${id}/cancel`],
    ] as const) {
      expect((await call(t, b.cookie, method, url)).statusCode, url).toBe(404);
    }
    expect(await stateOf(t, id)).toBe('awaiting_approval');
  });
});

describe('the admin side', () => {
  it('shows a failed submission as needing attention, and retries it', async () => {
    const real = t.deps.fulfilment;
    t.deps.fulfilment = { ...real, submit: async () => Promise.reject(new Error('lab on fire')) };
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    try {
      await call(t, cookie, 'POST', `/api/orders/${id}/approve`);
      await expect.poll(async () => (await orderRow(t, id)).attention, poll).toContain('lab on fire');
    } finally {
      t.deps.fulfilment = real;
    }
    const flagged = (await call(t, admin, 'GET', '/api/admin/orders/state/needs_attention')).json().orders;
    expect(flagged.map((o: { id: string }) => o.id)).toContain(id);
    expect(
      (await call(t, admin, 'GET', '/api/admin/orders/state/in_production'))
        .json()
        .orders.map((o: { id: string }) => o.id),
    ).toContain(id);
    const retried = await call(t, admin, 'POST', `/api/admin/orders/${id}/retry`);
    expect(retried.json()).toMatchObject({ attention: null, state: 'in_production' });
    await expect.poll(() => stateOf(t, id), poll).toBe('delivered');
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/retry`)).statusCode).toBe(409);
    const history = (await call(t, admin, 'GET', `/api/admin/orders/${id}/history`)).json();
    expect(history.history.at(-1)).toMatchObject({ from: 'shipped', to: 'delivered', actor: 'provider' });
  });

  it('cancels with a refund; a failed refund needs attention until retried', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    const gateway = t.deps.payments.gateway;
    const realRefund = gateway.refund.bind(gateway);
    gateway.refund = async () => Promise.reject(new Error('gateway down'));
    try {
      const res = await call(t, admin, 'POST', `/api/admin/orders/${id}/cancel`);
      expect(res.json()).toMatchObject({ state: 'cancelled', attention: 'Refund failed: gateway down' });
    } finally {
      gateway.refund = realRefund;
    }
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/retry`)).json()).toMatchObject({
      state: 'refunded',
      attention: null,
    });
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/cancel`)).statusCode).toBe(409);
    expect(await historyOf(t, id)).toEqual([
      'pending>paid:system',
      'paid>awaiting_approval:system',
      'awaiting_approval>cancelled:admin',
      'cancelled>refunded:system',
    ]);
  });

  it('resends a status e-mail already sent, and only such', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie);
    expect(
      (await call(t, admin, 'POST', `/api/admin/orders/${id}/resend-email`, { kind: 'proof_ready' })).json(),
    ).toEqual({ sent: true });
    expect((await mailsAbout(t, id)).filter((m) => m.subject.includes('proof'))).toHaveLength(2);
    expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/resend-email`, { kind: 'shipped' })).statusCode).toBe(
      409,
    );
    expect(
      (await call(t, admin, 'POST', `/api/admin/orders/${id}/resend-email`, { kind: 'nonsense' })).statusCode,
    ).toBe(400);
    expect((await call(t, admin, 'GET', '/api/admin/orders/state/bogus')).statusCode).toBe(400);
  });
});
