import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { ProviderEvent, ProviderEventKind } from './fulfilment.port.js';

const EVENT_KINDS: Record<string, ProviderEventKind> = {
  package_shipped: 'shipped',
  shipment_delivered: 'delivered',
  order_failed: 'failed',
  order_canceled: 'cancelled',
};

/**
 * What the shop reads of a Printful webhook. What it stores on the order (the tracking shown to the
 * customer, Printful's order id) must have the right shape, or the event is refused; null or absent
 * is "not said". The failure reason is only shown to the admin: one of another shape is left out.
 */
const printfulEvent = z.object({
  data: z.object({
    order: z.object({
      id: z.number().int().nonnegative().nullish(),
      external_id: z.string().regex(/^[\x21-\x7e]{1,255}$/, 'not one of our order ids'),
    }),
    shipment: z
      .object({
        carrier: z.string().max(200).nullish(),
        service: z.string().max(200).nullish(),
        tracking_number: z.union([z.string().max(200), z.number().int().nonnegative()]).nullish(),
        tracking_url: z
          .union([
            z.literal(''),
            z
              .string()
              .max(2000)
              .regex(/^https?:\/\//i, 'not an http(s) link'),
          ])
          .nullish(),
      })
      .nullish(),
    reason: z.string().nullish().catch(null),
  }),
});

/** A signed Printful webhook body as a ProviderEvent; null for the event types the shop does not use. */
export function providerEventOf(rawBody: Buffer, hook: unknown): ProviderEvent | null {
  if (!hook || typeof hook !== 'object' || Array.isArray(hook))
    throw new AppError('BAD_REQUEST', 'The webhook body is not a JSON object.');
  const typeName = (hook as { type?: unknown }).type;
  const kind = typeof typeName === 'string' && Object.hasOwn(EVENT_KINDS, typeName) ? EVENT_KINDS[typeName] : undefined;
  if (!kind) return null;
  const parsed = printfulEvent.safeParse(hook);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(
      'BAD_REQUEST',
      `The webhook does not carry a valid order event (${issue.path.join('.') || 'event'}: ${issue.message}).`,
    );
  }
  const { order, shipment, reason } = parsed.data.data;
  const event: ProviderEvent = {
    // Printful retries a delivery with the same body: its hash is the delivery's identity.
    eventId: `printful:${createHash('sha256').update(rawBody).digest('hex').slice(0, 40)}`,
    kind,
    externalId: order.external_id,
    providerOrderId: order.id != null ? String(order.id) : undefined,
    reason: reason ?? undefined,
  };
  if (shipment?.tracking_number != null) {
    event.shipment = {
      carrier: [shipment.carrier, shipment.service].filter(Boolean).join(' ') || 'Carrier',
      trackingNumber: String(shipment.tracking_number),
      trackingUrl: shipment.tracking_url ?? '',
    };
  }
  return event;
}
