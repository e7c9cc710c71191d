import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import type { FulfilmentPort, PrintOrder } from './fulfilment.port.js';
import { providerEventOf } from './printful-event.js';

export type PrintfulFulfilmentOptions = {
  apiKey: string;
  apiUrl?: string;
  /** Printful's variant id per 'size:color' (PRINTFUL_VARIANTS). */
  variants: Record<string, number>;
  webhookSecret?: string;
  timeoutMs?: number;
};

/** A Printful API failure; `status` says whether a retry can help (5xx, 429) or not. */
export class PrintfulError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type PrintfulOrder = { id: number; external_id: string | null; status: string };

/**
 * Printful's orders API: an approved order is created with our order id as external_id (so a
 * retried submission finds it instead of making a second one), each framed print as the variant
 * of its size and colour with its print file as a signed link, then confirmed for production.
 */
export function createPrintfulFulfilment(opts: PrintfulFulfilmentOptions): FulfilmentPort {
  const api = (opts.apiUrl ?? 'https://api.printful.com').replace(/\/$/, '');
  const headers = { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${api}${path}`, { ...init, headers, signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
    } catch (err) {
      throw new PrintfulError(503, `Printful is unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => ({}))) as { result?: T; error?: { message?: string } };
    if (!res.ok || body.result === undefined)
      throw new PrintfulError(res.status, `Printful ${res.status}: ${body.error?.message ?? 'request failed'}`);
    return body.result;
  };

  const create = (order: PrintOrder) =>
    call<PrintfulOrder>('/orders', {
      method: 'POST',
      body: JSON.stringify({
        external_id: order.externalId,
        shipping: 'STANDARD',
        recipient: {
          name: order.recipient.name,
          address1: order.recipient.address1,
          address2: order.recipient.address2 || undefined,
          city: order.recipient.city,
          state_code: order.recipient.stateCode || undefined,
          country_code: order.recipient.countryCode,
          zip: order.recipient.zip,
          email: order.recipient.email,
          phone: order.recipient.phone || undefined,
        },
        items: order.items.map((item) => {
          const variant = opts.variants[`${item.size}:${item.color}`];
          if (!variant)
            throw new PrintfulError(422, `No Printful variant is configured for ${item.size} ${item.color}.`);
          return { variant_id: variant, quantity: item.quantity, name: item.name, files: [{ url: item.fileUrl }] };
        }),
      }),
    });

  return {
    kind: 'printful',
    async submit(order) {
      const existing = await call<PrintfulOrder>(`/orders/@${encodeURIComponent(order.externalId)}`).catch(
        (err: PrintfulError) => {
          if (err.status === 404) return null;
          throw err;
        },
      );
      const made = existing ?? (await create(order));
      if (made.status === 'draft') await call(`/orders/${made.id}/confirm`, { method: 'POST' });
      return { providerOrderId: String(made.id) };
    },
    async cancel(providerOrderId) {
      await call(`/orders/${encodeURIComponent(providerOrderId)}`, { method: 'DELETE' });
    },
    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret)
        throw new AppError('NOT_CONFIGURED', 'Printful webhooks are not configured (PRINTFUL_WEBHOOK_SECRET).');
      const expected = createHmac('sha256', opts.webhookSecret).update(rawBody).digest();
      const given = Buffer.from(signature ?? '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('BAD_REQUEST', 'Webhook signature verification failed.');
      let hook: unknown;
      try {
        hook = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
      }
      return providerEventOf(rawBody, hook);
    },
  };
}
