import type { Contact, DigitalContact } from '../../../common/contracts/account';
import { api } from '../../lib/api-client';

/** What the server answers for an order (server/features/orders/orders.service.ts `toOrder`). */
export type OrderItem = { artworkUrl: string; templateName: string; size: string; color: string | null; mockupUrls: string[]; priceCents: number };
export type Order = {
  id: string;
  /** 'pending', 'paid', 'completed', 'cancelled' or 'refunded' (the spec's coarse status). */
  status: string;
  /** The order's state in its life after payment (common/contracts/order-life.ts). */
  state?: string;
  totalCents: number;
  items: OrderItem[];
  /** Signed download links for the digital items (null for prints). */
  downloads: (string | null)[];
  contact: { email: string; name: string; phone: string; address: { country: string; address1: string; address2: string; city: string; region: string; zip: string } };
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
};

export type CheckoutLine = { id?: string; imageUrl: string; size: string; color?: string | null; templateName?: string | null; mockupUrls?: string[] };
export type CartPaymentSession = { clientSecret: string; orderId: string; paymentId: string; amountCents: number };

export const ORDERS_PAGE_SIZE = 25;

/** The server prices the items from its catalog, stores the pending order and opens its payment. */
/** A digital-only order sends no address (DigitalContact). */
export function createCartPaymentIntent(input: { items: CheckoutLine[]; uid: string | null; contact: Contact | DigitalContact }) {
  return api<CartPaymentSession>('/api/create-cart-payment-intent', { body: input });
}

export function getOrder(id: string) {
  return api<Order>(`/api/orders/${encodeURIComponent(id)}`);
}

export async function listOrders(before?: string) {
  const qs = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE), ...(before ? { before } : {}) });
  return (await api<{ orders: Order[] }>(`/api/orders?${qs}`)).orders;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After the card provider says yes, the order turns 'paid' on the server (the test gateway at
 * once, Stripe when its webhook arrives). Polls until then; answers the last order seen, or null.
 */
export async function waitUntilPaid(orderId: string, opts: { timeoutMs?: number; intervalMs?: number } = {}): Promise<Order | null> {
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
