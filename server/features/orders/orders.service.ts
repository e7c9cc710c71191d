import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, type OrderContact, type OrderItem } from '../../db/schema.js';
import { ownerOfKey, type Storage } from '../../adapters/storage/storage.port.js';
import { AppError, notFound } from '../../core/errors.js';
import type { ItemSize } from '../../../common/catalog.js';
import { priceOf } from '../../../common/shop-settings.js';
import type { ShopSettings } from '../../../common/contracts/settings.js';
import type { Contact } from '../../../common/contracts/account.js';
import { cancelledPayments, newPayment, openProviderIntent, type Payments } from '../payments/payments.service.js';
import { newOrderId, signDownload } from './order-ids.js';
import { cancelReplacedIntents, readCheckoutBasis, storeCheckout, unavailableLineMessage } from './open-checkout.js';
import { DOWNLOADABLE_STATES, PAID_STATES, specStatus, type OrderState } from './order-states.service.js';

// Other features (the admin desk, fulfilment) word and link orders the same way.
export { itemLabel, orderShippedEmail } from './order-emails.js';
export { signDownload } from './order-ids.js';
// Checkout falls back to the contact saved on the account.
export { readContact } from '../account/contact.service.js';

export type CheckoutItem = {
  imageUrl: string;
  size: ItemSize;
  color?: string | null;
  templateName?: string | null;
  mockupUrls?: string[];
  cartItemId?: string;
};
type OrderRow = typeof orders.$inferSelect;

/** Checkout contact: a digital-only order has no shipping address. */
export type CheckoutContact = Omit<Contact, 'address'> & { address?: Contact['address'] };

export const toOrderContact = (c: CheckoutContact): OrderContact => ({
  email: c.email,
  name: [c.firstName, c.lastName].filter(Boolean).join(' '),
  phone: c.phone ?? '',
  subscribe: c.subscribe ?? false,
  address: c.address
    ? {
        country: c.address.country,
        address1: c.address.address1,
        address2: c.address.address2,
        city: c.address.city,
        region: c.address.region,
        zip: c.address.zip,
      }
    : { country: '', address1: '', address2: '', city: '', region: '', zip: '' },
});

/**
 * Prices every item from the live settings (anything the browser says about prices is ignored), checks
 * each artwork is one of the caller's own portraits, replaces the caller's earlier pending checkout
 * (one open checkout per customer), stores the pending order and opens its payment.
 * No file work: the artworks are found in one query and the order records their keys; the files are
 * copied for it when it is paid (orderFulfilment).
 */
export async function startCartCheckout(
  deps: { db: Db; storage: Storage; payments: Payments; settings: { current: () => { settings: ShopSettings } } },
  input: { userId: string; items: CheckoutItem[]; contact: CheckoutContact },
) {
  const { db, storage, payments } = deps;
  // One version prices the whole order; each line keeps its price, so a later change never reprices it.
  const { settings } = deps.settings.current();
  const id = newOrderId();
  const items: OrderItem[] = [];
  const keys = input.items.map((item) => storage.keyFromUrl(item.imageUrl));
  // Round trip 1: the artworks (one query, not one per cart line) and the open payments of the checkouts this one replaces.
  const { arts, open } = await readCheckoutBasis(
    db,
    input.userId,
    keys.filter((k): k is string => Boolean(k)),
  );
  for (const [i, item] of input.items.entries()) {
    const key = keys[i];
    const art = key ? arts.get(key) : undefined;
    const line = { templateName: item.templateName ?? art?.name, size: item.size };
    // A key under the caller's own folder without its library row: a portrait deleted or expired since.
    if (!art && key && ownerOfKey(key) === input.userId)
      throw new AppError('BAD_REQUEST', unavailableLineMessage(line));
    if (!art)
      throw new AppError(
        'BAD_REQUEST',
        'One of the items is not one of your portraits. Please remove it from the cart.',
      );
    const color = item.size === 'digital' ? null : (item.color ?? null);
    if (item.size !== 'digital' && !color) throw new AppError('BAD_REQUEST', 'Please choose a frame color.');
    // Only references until payment: the item points at the library's print file (no file is read or
    // checked here); fulfilment makes the order's own copy.
    const fullKey = art.fullKey;
    const mockupUrls = (item.mockupUrls ?? []).filter((u) =>
      storage.keyFromUrl(u)?.startsWith(`mockups/${input.userId}/`),
    );
    items.push({
      artworkUrl: item.imageUrl,
      templateName: item.templateName?.trim() || art.name || 'Custom Portrait',
      size: item.size,
      color,
      mockupUrls,
      priceCents: priceOf(settings, item.size),
      fullKey,
      cartItemId: item.cartItemId,
    });
  }
  if (items.some((i) => i.size !== 'digital') && !input.contact.address)
    throw new AppError('BAD_REQUEST', 'Please fill in your shipping address for the framed prints.');
  const totalCents = items.reduce((sum, it) => sum + it.priceCents, 0);
  const description = `${settings.shop.name} order ${id}`;
  const payment = newPayment(payments, {
    userId: input.userId,
    purpose: 'order',
    amountCents: totalCents,
    details: { orderId: id },
    description,
  });
  // At the provider: the replaced checkouts' intents are cancelled, then the new one is opened (its
  // idempotency key is the payment id). Nobody can pay it before its client secret is answered, which
  // happens only after the order and the payment row are stored below (decision 016).
  const cancelled = await cancelReplacedIntents(payments, open);
  const opened = await openProviderIntent(payments, payment, description);
  const tried = payments.gateway.cancelIntent ? open.map((p) => p.id) : [];
  // Round trip 2: replaced orders superseded, cancelled payments recorded, the order and its payment stored
  // (with its intent's reference, or failed with the provider's refusal).
  const order = { id, userId: input.userId, totalCents, items, contact: toOrderContact(input.contact) };
  const stored = {
    ...payment,
    providerRef: opened.intent?.providerRef ?? null,
    failureMessage: opened.intent ? null : opened.failure.message,
  };
  const missed = await storeCheckout(db, order, stored, tried, cancelled);
  // A checkout the same customer started meanwhile (after round trip 1) was replaced too: its intent goes as well.
  if (missed.length && payments.gateway.cancelIntent) {
    const more = await cancelReplacedIntents(payments, missed);
    if (more.length) await cancelledPayments(db, more);
  }
  if (!opened.intent) throw opened.failure;
  return { clientSecret: opened.intent.clientSecret, orderId: id, paymentId: payment.id, amountCents: totalCents };
}

export type OrderLinks = { publicUrl: string; secret: string };

export function downloadLinks(order: Pick<OrderRow, 'id' | 'items'>, links: OrderLinks) {
  return order.items.map((item, i) => {
    if (item.size !== 'digital') return null;
    const { exp, sig } = signDownload(links.secret, order.id, i);
    return `${links.publicUrl}/api/orders/${order.id}/items/${i}/download?exp=${exp}&sig=${sig}`;
  });
}

export function toOrder(row: OrderRow, links?: OrderLinks) {
  return {
    id: row.id,
    userId: row.userId,
    status: specStatus(row.status),
    state: row.status,
    totalCents: row.totalCents,
    currency: row.currency,
    items: row.items.map(({ fullKey: _f, cartItemId: _c, ...item }) => item),
    downloads: links ? downloadLinks(row, links) : row.items.map(() => null),
    contact: row.contact,
    payment: row.payment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The caller's paid and completed orders, newest first, 25 at a time (cursor: createdAt of the last). */
export async function listOrders(
  db: Db,
  userId: string,
  opts: { limit?: number; before?: Date } = {},
  links?: OrderLinks,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, PAID_STATES),
        opts.before ? lt(orders.createdAt, opts.before) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(opts.limit ?? 25, 25));
  return rows.map((r) => toOrder(r, links));
}

/** Shown for an order id that is not the caller's or does not exist (the two are never told apart). */
export const ORDER_NOT_FOUND = "We couldn't find that order.";

/** One order, for its owner (or the admin); anyone else's, or a made-up id, is the same 404. */
export async function getOrder(db: Db, viewer: { id: string; isAdmin?: boolean }, id: string, links?: OrderLinks) {
  const [row] = await db
    .select()
    .from(orders)
    .where(viewer.isAdmin ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, viewer.id)));
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return toOrder(row, links);
}

/** The full-resolution file of a paid digital item, for its owner or a valid signed link. */
export async function readOrderDownload(
  db: Db,
  storage: Storage,
  input: { orderId: string; index: number; userId?: string; signed: boolean },
) {
  const [row] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!row || (!input.signed && row.userId !== input.userId)) throw notFound('Download');
  const item = row.items[input.index];
  if (!item || item.size !== 'digital' || !DOWNLOADABLE_STATES.includes(row.status as OrderState))
    throw notFound('Download');
  const file = await storage.get(item.fullKey);
  if (!file) throw notFound('Download');
  return { body: file.body, filename: `pawtrait-${row.id}-${input.index + 1}.jpg` };
}
