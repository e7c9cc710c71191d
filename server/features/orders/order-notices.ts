import { and, eq } from 'drizzle-orm';
import type { EmailMessage, Mailer } from '../../adapters/email/email.port.js';
import type { Db } from '../../db/client.js';
import { orderNotices, orders, type OrderFulfilment, type OrderItem } from '../../db/schema.js';
import type { Tx } from '../../db/tx.js';
import { AppError, notFound } from '../../core/errors.js';
import { recordHistory, type OrderRow, type OrderState } from './order-states.service.js';
import { itemLabel } from './orders.service.js';
import { formatCents } from '../../../common/money.js';
import { formatWhenUtc } from '../../../common/dates.js';
import { NOTICE_KINDS } from '../../../common/contracts/order-life.js';
import { emailGreeting, emailGreetingHtml } from '../../../common/greeting.js';
import { greetingNameOf } from '../account/contact.service.js';

/** One status e-mail per customer-visible transition, keyed by order and kind. */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const NOTICE_OF: Partial<Record<OrderState, NoticeKind>> = {
  awaiting_approval: 'proof_ready',
  in_production: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  refunded: 'refunded',
};

export const orderPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/account/orders/${encodeURIComponent(orderId)}`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type NoticeOrder = Pick<OrderRow, 'id' | 'userId' | 'items' | 'contact' | 'totalCents' | 'proofDeadline' | 'refund'> & {
  fulfilment: OrderFulfilment | null;
};

/**
 * The message of one kind: plain text and HTML with the same content and one link per destination. `name`: the name
 * the customer set (common/greeting.ts), or null.
 */
export function noticeEmail(
  kind: NoticeKind,
  order: NoticeOrder,
  publicUrl: string,
  name: string | null,
): EmailMessage {
  const page = orderPageUrl(publicUrl, order.id);
  const prints = order.items.filter((i: OrderItem) => i.size !== 'digital');
  const t = order.fulfilment;
  const deadline = formatWhenUtc(order.proofDeadline) || 'soon';
  // A carrier's own tracking page when there is one; otherwise the order page is the one link.
  const tracking = t?.trackingUrl && !t.trackingUrl.startsWith(page) ? t.trackingUrl : null;
  const content: Record<NoticeKind, { subject: string; lines: string[]; link: [string, string] }> = {
    proof_ready: {
      subject: `Your proof for order ${order.id} is ready`,
      lines: [
        `Your portrait is ready to print. Please look at the proof and the framed mockup, then ` +
          `approve it or cancel the order for a full refund.`,
        `If we hear nothing by ${deadline}, we approve it for you and start printing.`,
      ],
      link: ['Review your proof', `${page}#proof`],
    },
    in_production: {
      subject: `Your order ${order.id} is in production`,
      lines: [`Your proof is approved and your print is being made.`],
      link: ['Follow your order', page],
    },
    shipped: {
      subject: `Your order ${order.id} has shipped`,
      lines: [
        `Your order is on its way with ${t?.carrier ?? 'the carrier'}.`,
        `Tracking number: ${t?.trackingNumber ?? 'to follow'}`,
      ],
      link: tracking ? ['Track your parcel', tracking] : ['Follow your order', page],
    },
    delivered: {
      subject: `Your order ${order.id} has been delivered`,
      lines: [`Your order has arrived. We hope you love it!`],
      link: ['See your order', page],
    },
    refunded: {
      subject: `Your order ${order.id} is cancelled and refunded`,
      lines: [
        `Your order is cancelled and ${formatCents(order.refund?.amountCents ?? order.totalCents)} is on its way back to your card.`,
        ...(prints.length < order.items.length
          ? ['Your digital download was already delivered: it stays yours and was not refunded.']
          : []),
      ],
      link: ['See your order', page],
    },
  };
  const c = content[kind];
  const items = prints.map((i) => `  • ${itemLabel(i)}`);
  // The order page is named once: as the main link, or beside a link that goes elsewhere.
  const pageToo = !c.link[1].startsWith(page);
  const text = [
    emailGreeting(name),
    '',
    ...c.lines,
    '',
    ...items,
    '',
    `${c.link[0]}: ${c.link[1]}`,
    ...(pageToo ? [`Order page: ${page}`] : []),
  ].join('\n');
  const html = [
    emailGreetingHtml(name),
    ...c.lines.map((l) => `<p>${esc(l)}</p>`),
    `<ul>${items.map((i) => `<li>${esc(i.replace(/^ {2}• /, ''))}</li>`).join('')}</ul>`,
    `<p><a href="${esc(c.link[1])}">${esc(c.link[0])}</a></p>`,
    ...(pageToo ? [`<p>Order page: <a href="${esc(page)}">${esc(page)}</a></p>`] : []),
  ].join('\n');
  return { to: order.contact.email, subject: c.subject, text, html };
}

/**
 * Queues the e-mail of the state an order just entered, once per order and kind, in the caller's
 * transaction. Digital-only orders skip 'delivered': their confirmation already carries the downloads.
 */
export async function queueNotice(tx: Tx, mailer: Mailer, publicUrl: string, row: NoticeOrder, state: OrderState) {
  const kind = NOTICE_OF[state];
  if (!kind) return false;
  if (kind === 'delivered' && row.items.every((i) => i.size === 'digital')) return false;
  const [fresh] = await tx.insert(orderNotices).values({ orderId: row.id, kind }).onConflictDoNothing().returning();
  if (!fresh) return false;
  await mailer.enqueue(tx, noticeEmail(kind, row, publicUrl, await greetingNameOf(tx, row.userId)));
  return true;
}

/** The admin's "resend": the same e-mail again, only for a kind already sent, noted in the order's history. */
export async function resendNotice(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  orderId: string,
  kind: NoticeKind,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('Order');
    const [sent] = await tx
      .select()
      .from(orderNotices)
      .where(and(eq(orderNotices.orderId, row.id), eq(orderNotices.kind, kind)));
    if (!sent) throw new AppError('CONFLICT', 'That e-mail was never sent for this order.');
    await deps.mailer.enqueue(tx, noticeEmail(kind, row, deps.publicUrl, await greetingNameOf(tx, row.userId)));
    await recordHistory(tx, {
      orderId,
      from: row.status,
      to: row.status,
      actor: 'admin',
      note: `Resent the '${kind}' e-mail.`,
    });
  });
}
