import type { EmailMessage } from '../../adapters/email/email.port.js';
import type { OrderItem } from '../../db/schema.js';
import { COLOR_LABELS, SIZE_LABELS, type FrameColor, type FrameSize } from '../../../common/catalog.js';
import { formatCents } from '../../../common/money.js';

export const itemLabel = (i: Pick<OrderItem, 'size' | 'color' | 'templateName'>) =>
  i.size === 'digital'
    ? `${i.templateName} — Digital Download`
    : `${i.templateName} — ${SIZE_LABELS[i.size as FrameSize]} print, ${COLOR_LABELS[i.color as FrameColor] ?? 'Black'} frame`;

export function orderConfirmationEmail(order: { id: string; email: string; items: OrderItem[]; totalCents: number }, links: { account: string; downloads: (string | null)[] }): EmailMessage {
  const lines = order.items.map((item, i) => {
    const download = links.downloads[i] ? `\n    Download: ${links.downloads[i]}` : '';
    return `  • ${itemLabel(item)} — ${formatCents(item.priceCents)}${download}`;
  });
  const text = [
    `Thank you for your order!`,
    ``,
    `Order ${order.id}`,
    ...lines,
    ``,
    `Total: ${formatCents(order.totalCents)} (shipping free)`,
    ``,
    `Framed prints are made to order and ship within 3–5 business days; we will e-mail you when yours is on its way.`,
    `Your orders and downloads are always in your account: ${links.account}`,
  ].join('\n');
  return { to: order.email, subject: `Your Pawtrait Studio order ${order.id}`, text };
}

export function orderShippedEmail(order: { id: string; email: string; items: OrderItem[] }, accountUrl: string): EmailMessage {
  const hasPrints = order.items.some((i) => i.size !== 'digital');
  return {
    to: order.email,
    subject: `Your order ${order.id} is on its way`,
    text: [
      hasPrints ? `Good news: your order ${order.id} is on its way!` : `Your order ${order.id} is complete.`,
      ``,
      ...order.items.map((i) => `  • ${itemLabel(i)}`),
      ``,
      `You can see the order in your account: ${accountUrl}`,
    ].join('\n'),
  };
}
