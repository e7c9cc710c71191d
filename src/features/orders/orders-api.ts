import type { Contact, DigitalContact } from '../../../common/contracts/account';
import type { Order } from '../../../common/contracts/orders';
import { api } from '../../lib/api-client';

export type { Order, OrderItem } from '../../../common/contracts/orders';

export type CheckoutLine = {
  id?: string;
  imageUrl: string;
  size: string;
  color?: string | null;
  templateName?: string | null;
  mockupUrls?: string[];
};

export const ORDERS_PAGE_SIZE = 25;

/**
 * The server prices the items from its catalog, stores the pending order and opens its payment.
 * A digital-only order sends no address (DigitalContact).
 */
export function createCartPaymentIntent(input: {
  items: CheckoutLine[];
  uid: string | null;
  contact: Contact | DigitalContact;
}) {
  return api('/api/create-cart-payment-intent', { reply: 'cartPaymentIntent', body: input });
}

export function getOrder(id: string) {
  return api(`/api/orders/${encodeURIComponent(id)}`, { reply: 'order' });
}

export async function listOrders(before?: string) {
  const qs = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), ...(before ? { before } : {}) });
  return (await api(`/api/orders?${qs}`, { reply: 'orders' })).orders;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After the card provider says yes, the order turns 'paid' on the server (the test gateway at
 * once, Stripe when its webhook arrives). Polls until then; answers the last order seen, or null.
 */
export async function waitUntilPaid(
  orderId: string,
  opts: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<Order | null> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  let last: Order | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      last = await getOrder(orderId);
      if (last.status === 'paid' || last.status === 'completed') return last;
    } catch {
      /* keep polling until the deadline */
    }
    if (Date.now() >= deadline) return last;
    await sleep(Math.min(opts.intervalMs ?? 500, 250 * 2 ** Math.min(attempt, 3)));
  }
}
