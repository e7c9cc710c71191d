import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/harness.js';
import { orders } from '../../db/schema.js';
import { newFileKey } from '../../adapters/storage/storage.port.js';
import { ORDER_STATES } from '../../../common/contracts/order-life.js';
import { call, orderRow, paidOrder } from '../../test/fixtures.js';
import { downloadLinks } from './orders.service.js';
import { PROOF_HEIGHT } from './order-proof.js';

/**
 * Every file link of an order (proof, digital download by session and by signed link, the print
 * file, a mockup) in every state, for the owner, another customer and a signed-out caller.
 * The print file never reaches a customer; the proof is a reduced, watermarked image shown until a
 * cancellation; a digital item is delivered with the payment and not refunded (decision 017).
 */
let t: TestApp;
let owner: string;
let other: string;
let admin: string;
let orderId: string;
let mockupKey: string;
let printKey: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCAL_LAB_STEP_SECONDS: '3600' } });
  owner = (await signUp(t.app)).cookie;
  other = (await signUp(t.app)).cookie;
  admin = (await signUp(t.app, TEST_ADMIN_EMAIL)).cookie;
  orderId = await paidOrder(t, owner, [{ size: 'large', color: 'black' }, { size: 'digital' }]);
  const row = await orderRow(t, orderId);
  printKey = row.items[0]!.fullKey;
  mockupKey = newFileKey('order-images', orderId, '.webp');
  await t.deps.storage.put(
    mockupKey,
    await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } })
      .webp()
      .toBuffer(),
    'image/webp',
  );
  const items = row.items.map((item, i) =>
    i === 0 ? { ...item, mockupUrls: [t.deps.storage.urlFor(mockupKey)] } : item,
  );
  await t.deps.db.update(orders).set({ items }).where(eq(orders.id, orderId));
}, 60_000);
afterAll(() => t.close());

const PROOF_SHOWN = ['awaiting_approval', 'in_production', 'shipped', 'delivered', 'completed'];
const PAID: string[] = ORDER_STATES.filter((s) => s !== 'pending');
const status = async (url: string, cookie?: string) =>
  (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;

describe('every file link of an order, in every state, for every caller', () => {
  it.each(ORDER_STATES)('%s', async (state) => {
    await t.deps.db.update(orders).set({ status: state }).where(eq(orders.id, orderId));
    const proof = `/api/orders/${orderId}/items/0/proof`;
    const download = `/api/orders/${orderId}/items/1/download`;
    const signedDownload = downloadLinks(
      { id: orderId, items: (await orderRow(t, orderId)).items },
      { publicUrl: '', secret: t.deps.secret },
    )[1]!;
    const print = `/files/${printKey}`;
    const mockup = `/files/${mockupKey}`;
    const shown = PROOF_SHOWN.includes(state);
    const paid = PAID.includes(state);
    const cells = {
      proof: [await status(proof, owner), await status(proof, other), await status(proof)],
      download: [await status(download, owner), await status(download, other), await status(download)],
      signedDownload: [
        await status(signedDownload, owner),
        await status(signedDownload, other),
        await status(signedDownload),
      ],
      print: [await status(print, owner), await status(print, other), await status(print)],
      mockup: [await status(mockup, owner), await status(mockup, other), await status(mockup)],
    };
    expect(cells).toEqual({
      proof: [shown ? 200 : 404, 404, 401],
      download: [paid ? 200 : 404, 404, 401],
      signedDownload: paid ? [200, 200, 200] : [404, 404, 404],
      print: [404, 404, 404],
      mockup: [200, 404, 404],
    });
    // The order page never names the print file; it shows the proof only until a cancellation.
    const timeline = await call(t, owner, 'GET', `/api/orders/${orderId}/timeline`);
    expect(timeline.statusCode).toBe(paid ? 200 : 404);
    if (!paid) return;
    expect(timeline.body).not.toContain(printKey);
    expect(timeline.json().proof?.items[0].proofUrl ?? null).toBe(shown ? proof : null);
    expect(timeline.json().downloads).toHaveLength(1);
    // The admin keeps the print file (the order desk), by signed link.
    expect(await status(print, admin)).toBe(200);
  });
});

describe('the proof and a cancellation', () => {
  it('the proof is a reduced, watermarked JPEG, not the print file', async () => {
    await t.deps.db.update(orders).set({ status: 'awaiting_approval' }).where(eq(orders.id, orderId));
    const res = await t.app.inject({ url: `/api/orders/${orderId}/items/0/proof`, headers: { cookie: owner } });
    expect(res.headers['content-type']).toBe('image/jpeg');
    const printFile = (await t.deps.storage.get(printKey))!.body;
    expect(res.rawPayload.equals(printFile)).toBe(false);
    const [proofMeta, printMeta] = await Promise.all([sharp(res.rawPayload).metadata(), sharp(printFile).metadata()]);
    expect(proofMeta.height).toBeLessThanOrEqual(Math.min(PROOF_HEIGHT, printMeta.height));
    // The watermark: the proof differs from the plain reduction of the print file.
    const plain = await sharp(printFile).resize({ height: proofMeta.height }).raw().toBuffer();
    const marked = await sharp(res.rawPayload).raw().toBuffer();
    let changed = 0;
    for (let i = 0; i < plain.length; i += 3) if (Math.abs(plain[i]! - marked[i]!) > 40) changed++;
    expect(changed / (plain.length / 3)).toBeGreaterThan(0.02);
  });

  it('a cancel refunds the framed print only; the delivered download stays the customer’s', async () => {
    const { cookie } = await signUp(t.app);
    const id = await paidOrder(t, cookie, [{ size: 'large', color: 'black' }, { size: 'digital' }]);
    const before = (await call(t, cookie, 'GET', `/api/orders/${id}/timeline`)).json();
    expect(before.proof.refundCents).toBe(16900);
    const download = before.downloads[0].url.replace(t.deps.config.publicUrl, '');
    expect((await t.app.inject({ url: download })).statusCode).toBe(200);
    const cancelled = (await call(t, cookie, 'POST', `/api/orders/${id}/cancel`)).json();
    expect(cancelled).toMatchObject({ state: 'refunded', proof: null, refund: { amountCents: 16900 } });
    expect(cancelled.downloads).toHaveLength(1);
    expect((await t.app.inject({ url: download })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/orders/${id}/items/0/proof`, headers: { cookie } })).statusCode).toBe(404);
  });
});
