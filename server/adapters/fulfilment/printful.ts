import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import type { FulfilmentPort, PrintOrder, ProviderEvent, ProviderEventKind } from './fulfilment.port.js';

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

const EVENT_KINDS: Record<string, ProviderEventKind> = {
  package_shipped: 'shipped',
  shipment_delivered: 'delivered',
  order_failed: 'failed',
  order_canceled: 'cancelled',
};

type PrintfulOrder = { id: number; external_id: string | null; status: string };
type Webhook = {
  type?: string;
  created?: number;
  data?: {
    order?: { id?: number; external_id?: string };
    shipment?: {
      id?: number;
      carrier?: string;
      service?: string;
      tracking_number?: string | number;
      tracking_url?: string;
    };
    reason?: string;
  };
};

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
      let hook: Webhook;
      try {
        hook = JSON.parse(rawBody.toString('utf8')) as Webhook;
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
      }
      if (!hook || typeof hook !== 'object')
        throw new AppError('BAD_REQUEST', 'The webhook body is not a JSON object.');
      const kind =
        typeof hook.type === 'string' && Object.hasOwn(EVENT_KINDS, hook.type) ? EVENT_KINDS[hook.type] : undefined;
      if (!kind) return null;
      const externalId = hook.data?.order?.external_id;
      if (typeof externalId !== 'string' || !externalId)
        throw new AppError('BAD_REQUEST', 'The webhook names no order.');
      const shipment = hook.data?.shipment;
      // Printful retries a delivery with the same body: its hash is the delivery's identity.
      const eventId = `printful:${createHash('sha256').update(rawBody).digest('hex').slice(0, 40)}`;
      const event: ProviderEvent = {
        eventId,
        kind,
        externalId,
        providerOrderId: hook.data?.order?.id !== undefined ? String(hook.data.order.id) : undefined,
        reason: hook.data?.reason,
      };
      if (shipment?.tracking_number !== undefined) {
        event.shipment = {
          carrier: [shipment.carrier, shipment.service].filter(Boolean).join(' ') || 'Carrier',
          trackingNumber: String(shipment.tracking_number),
          trackingUrl: shipment.tracking_url ?? '',
        };
      }
      return event;
    },
  };
}
