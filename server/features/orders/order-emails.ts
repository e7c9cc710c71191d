import type { EmailMessage } from '../../adapters/email/email.port.js';
import type { OrderContact, OrderItem } from '../../db/schema.js';
import { COLOR_LABELS, SIZE_LABELS, type FrameColor, type FrameSize } from '../../../common/catalog.js';
import { formatCents } from '../../../common/money.js';
import { emailGreeting, emailGreetingHtml } from '../../../common/greeting.js';

export const itemLabel = (i: Pick<OrderItem, 'size' | 'color' | 'templateName'>) =>
  i.size === 'digital'
    ? `${i.templateName} — Digital Download`
    : `${i.templateName} — ${SIZE_LABELS[i.size as FrameSize]} print, ${COLOR_LABELS[i.color as FrameColor] ?? 'Black'} frame`;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const SHIPPING_PROMISE =
  'Framed prints are made to order and ship within 3–5 business days; we will e-mail you when yours is on its way.';

/** The ship-to lines of an order's contact (framed prints only). */
const shipToLines = (c: OrderContact) =>
  [
    c.name,
    c.address.address1,
    c.address.address2,
    [c.address.city, [c.address.region, c.address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    c.address.country === 'US' ? 'United States' : c.address.country,
  ].filter((l) => l && l.trim());

/**
 * The order confirmation (text and HTML): each item says how it is delivered — a signed download
 * link for a digital item, the framed print's shipping — and only an order with framed prints names
 * the ship-to address and the 3–5 day promise. `name`: the name the customer set (common/greeting.ts), or null.
 */
export function orderConfirmationEmail(
  order: { id: string; email: string; items: OrderItem[]; totalCents: number; contact: OrderContact },
  links: { account: string; downloads: (string | null)[]; shopName: string },
  name: string | null,
): EmailMessage {
  const framed = order.items.some((i) => i.size !== 'digital');
  const delivery = (item: OrderItem, i: number) =>
    item.size === 'digital' ? `Download: ${links.downloads[i] ?? links.account}` : 'Ships to the address below';
  const shipTo = framed ? shipToLines(order.contact) : [];
  const text = [
    emailGreeting(name),
    ``,
    `Thank you for your order!`,
    ``,
    `Order ${order.id}`,
    ...order.items.map(
      (item, i) => `  • ${itemLabel(item)} — ${formatCents(item.priceCents)}\n    ${delivery(item, i)}`,
    ),
    ``,
    `Total: ${formatCents(order.totalCents)}${framed ? ' (shipping free)' : ''}`,
    ``,
    ...(framed ? ['Ship to:', ...shipTo.map((l) => `  ${l}`), ``, SHIPPING_PROMISE] : []),
    `Your orders and downloads are always in your account: ${links.account}`,
  ].join('\n');
  const itemsHtml = order.items
    .map((item, i) => {
      const how =
        item.size === 'digital'
          ? `<a href="${esc(links.downloads[i] ?? links.account)}">Download your portrait</a>`
          : 'Ships to the address below';
      return `<li>${esc(itemLabel(item))} — ${esc(formatCents(item.priceCents))}<br>${how}</li>`;
    })
    .join('');
  const html = [
    emailGreetingHtml(name),
    `<p>Thank you for your order!</p>`,
    `<p><strong>Order ${esc(order.id)}</strong></p>`,
    `<ul>${itemsHtml}</ul>`,
    `<p>Total: ${esc(formatCents(order.totalCents))}${framed ? ' (shipping free)' : ''}</p>`,
    framed ? `<p><strong>Ship to:</strong><br>${shipTo.map(esc).join('<br>')}</p><p>${esc(SHIPPING_PROMISE)}</p>` : '',
    `<p>Your orders and downloads are always in your account: <a href="${esc(links.account)}">${esc(links.account)}</a></p>`,
  ].join('');
  return { to: order.email, subject: `Your ${links.shopName} order ${order.id}`, text, html };
}

export function orderShippedEmail(
  order: { id: string; email: string; items: OrderItem[] },
  accountUrl: string,
  name: string | null,
): EmailMessage {
  const hasPrints = order.items.some((i) => i.size !== 'digital');
  return {
    to: order.email,
    subject: `Your order ${order.id} is on its way`,
    text: [
      emailGreeting(name),
      ``,
      hasPrints ? `Good news: your order ${order.id} is on its way!` : `Your order ${order.id} is complete.`,
      ``,
      ...order.items.map((i) => `  • ${itemLabel(i)}`),
      ``,
      `You can see the order in your account: ${accountUrl}`,
    ].join('\n'),
  };
}
