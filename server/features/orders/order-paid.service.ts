import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, orders, type OrderItem } from '../../db/schema.js';
import { newFileKey, type Storage } from '../../adapters/storage/storage.port.js';
import type { Mailer } from '../../adapters/email/email.port.js';
import type { SucceededPayment } from '../../adapters/payments/payments.port.js';
import type { Tx } from '../../db/tx.js';
import { publishEvent } from '../events/events.service.js';
import { orderConfirmationEmail } from './order-emails.js';
import { greetingNameOf } from '../account/contact.service.js';
import { cartLinesPaidElsewhere } from './open-checkout.js';
import type { OrderRow } from './order-states.service.js';
import { downloadLinks, type OrderLinks } from './orders.service.js';

/**
 * A copy of one stored file for an order; null when the source is gone. Print files go under
 * orders/{orderId}/ (admin and the download route only), pictures and mockups under
 * order-images/{orderId}/ (the order's customer too, see files.routes.ts).
 */
async function copyForOrder(
  storage: Storage,
  kind: 'orders' | 'order-images',
  orderId: string,
  key: string | null | undefined,
) {
  const file = key ? await storage.get(key).catch(() => null) : null;
  if (!key || !file) return null;
  const copy = newFileKey(kind, orderId, path.extname(key) || '.jpg');
  await storage.put(copy, file.body, file.contentType);
  return copy;
}

/**
 * The order's own copy of each item's print file, picture and mockups (private, random keys),
 * so they outlive the library item (deletion, expiry purge). A file that cannot
 * be copied keeps pointing at its source.
 */
async function copyOrderFiles(storage: Storage, orderId: string, items: OrderItem[]): Promise<OrderItem[]> {
  const urlOf = async (url: string) => {
    const copy = await copyForOrder(storage, 'order-images', orderId, storage.keyFromUrl(url));
    return copy ? storage.urlFor(copy) : url;
  };
  return Promise.all(
    items.map(async (item) => ({
      ...item,
      fullKey: (await copyForOrder(storage, 'orders', orderId, item.fullKey)) ?? item.fullKey,
      artworkUrl: await urlOf(item.artworkUrl),
      mockupUrls: await Promise.all(item.mockupUrls.map(urlOf)),
    })),
  );
}

/**
 * Fulfilment of a paid order, inside the transaction that marked its payment succeeded: the order
 * becomes 'paid' (once), its files are copied for it, its cart lines (and only those) leave the
 * cart, and the confirmation e-mail is queued. A replaced ('superseded') order paid anyway is
 * fulfilled like any other, unless one of its cart lines was already paid by another order: then it
 * is kept as 'refund_due' for the shop to refund, and nothing is shipped or mailed.
 */
export function orderFulfilment(
  mailer: Mailer,
  storage: Storage,
  links: OrderLinks & { shopName: () => string },
  afterPaid?: (tx: Tx, order: OrderRow) => Promise<void>,
) {
  return async (tx: Tx, payment: SucceededPayment) => {
    // One customer's payments are applied one at a time: two of their orders paid at the same moment
    // for the same cart lines would otherwise each miss the other and both ship.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fulfil:${payment.userId}`}))`);
    const orderId = String(payment.details.orderId);
    const now = new Date();
    const open = and(
      eq(orders.id, orderId),
      eq(orders.userId, payment.userId),
      inArray(orders.status, ['pending', 'superseded']),
      eq(orders.totalCents, payment.amountCents),
    );
    const [found] = await tx.select().from(orders).where(open);
    if (!found) throw new Error(`Payment ${payment.id} does not match an open order ${orderId}.`);
    const paid = {
      paidAt: now,
      updatedAt: now,
      payment: { paymentId: payment.id, provider: 'card', receiptUrl: null, chargeId: null },
    };
    if (await cartLinesPaidElsewhere(tx, found)) {
      await tx
        .update(orders)
        .set({ ...paid, status: 'refund_due' })
        .where(open);
      await publishEvent(tx, { userId: found.userId, topic: 'orders' });
      return;
    }
    const [order] = await tx
      .update(orders)
      .set({ ...paid, status: 'paid' })
      .where(open)
      .returning();
    if (!order) throw new Error(`Order ${orderId} changed while its payment was applied.`);
    order.items = await copyOrderFiles(storage, order.id, order.items);
    await tx.update(orders).set({ items: order.items }).where(eq(orders.id, order.id));
    const cartIds = order.items.map((i) => i.cartItemId).filter((x): x is string => Boolean(x));
    if (cartIds.length)
      await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, cartIds)));
    await mailer.enqueue(
      tx,
      orderConfirmationEmail(
        { ...order, email: order.contact.email },
        { account: `${links.publicUrl}/account`, downloads: downloadLinks(order, links), shopName: links.shopName() },
        await greetingNameOf(tx, order.userId),
      ),
    );
    await afterPaid?.(tx, order); // the order's life after payment: order-states.ts
    await publishEvent(tx, { userId: order.userId, topic: 'orders' });
    await publishEvent(tx, { userId: order.userId, topic: 'cart' });
  };
}
