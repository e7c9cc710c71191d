import type { Order } from '../../../../common/contracts/orders';
import { getOrder } from './get-order';

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
