import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderHistory, orders } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { notFound } from '../../core/errors.js';
import {
  DOWNLOADABLE_STATES,
  PAID_STATES,
  refundableCents,
  specStatus,
  type OrderRow,
  type OrderState,
} from './order-states.service.js';
import { signDownload } from './orders.service.js';
import { PROOF_STATES, proofPath } from './order-proof.js';
import type { AdminOrderDetail, OrderTimeline } from '../../../common/contracts/order-life.js';

export type ViewDeps = { db: Db; storage: Storage; links: { publicUrl: string; secret: string } };

/** The order page: history, proof, tracking, refund and signed full-resolution download links (digital items). */
async function timelineOf(deps: ViewDeps, row: OrderRow): Promise<OrderTimeline> {
  const history = await deps.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.id));
  const prints = row.items.map((item, index) => ({ item, index })).filter(({ item }) => item.size !== 'digital');
  // The proof (a watermarked, reduced image by session, never the print file) is gone once the order is cancelled.
  const proof =
    prints.length && PROOF_STATES.includes(row.status as OrderState)
      ? {
          open: row.status === 'awaiting_approval',
          deadline: row.proofDeadline?.toISOString() ?? null,
          refundCents: refundableCents(row),
          items: prints.map(({ item, index }) => ({
            index,
            name: item.templateName,
            size: item.size,
            color: item.color,
            artworkUrl: item.artworkUrl,
            proofUrl: proofPath(row.id, index),
            mockupUrls: item.mockupUrls,
          })),
        }
      : null;
  const f = row.fulfilment;
  const downloads = DOWNLOADABLE_STATES.includes(row.status as OrderState)
    ? row.items.flatMap((item, index) => {
        if (item.size !== 'digital') return [];
        const { exp, sig } = signDownload(deps.links.secret, row.id, index);
        return [
          {
            index,
            name: item.templateName,
            url: `${deps.links.publicUrl}/api/orders/${row.id}/items/${index}/download?exp=${exp}&sig=${sig}`,
            expiresAt: new Date(exp * 1000).toISOString(),
          },
        ];
      })
    : [];
  return {
    id: row.id,
    state: row.status as OrderState,
    status: specStatus(row.status),
    totalCents: row.totalCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      from: h.from,
      to: h.to,
      actor: h.actor as OrderTimeline['history'][number]['actor'],
      note: h.note,
    })),
    proof,
    // A tracking link back into this shop (older local-lab parcels) is no tracking: the customer is already here.
    tracking: f?.trackingNumber
      ? {
          carrier: f.carrier ?? '',
          trackingNumber: f.trackingNumber,
          trackingUrl: f.trackingUrl?.startsWith(deps.links.publicUrl) ? '' : (f.trackingUrl ?? ''),
        }
      : null,
    downloads,
    refund: row.refund ? { amountCents: row.refund.amountCents, at: row.refund.at } : null,
  };
}

/** The owner's timeline; another customer's (or an unpaid) order is not found. */
export async function customerTimeline(deps: ViewDeps, userId: string, orderId: string) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.status, PAID_STATES)));
  if (!row) throw notFound('Order');
  return timelineOf(deps, row);
}

async function adminDetailOf(deps: ViewDeps, row: OrderRow): Promise<AdminOrderDetail> {
  return {
    ...(await timelineOf(deps, row)),
    userId: row.userId,
    contact: row.contact,
    attention: row.attention,
    fulfilment: row.fulfilment ?? null,
    proofDeadline: row.proofDeadline?.toISOString() ?? null,
  };
}

export async function adminOrderDetail(deps: ViewDeps, orderId: string) {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order');
  return adminDetailOf(deps, row);
}

/** The admin desk's filter: orders in one state, or every order that needs attention; newest first. */
export async function listOrdersByState(deps: ViewDeps, state: OrderState | 'needs_attention', limit = 100) {
  const where = state === 'needs_attention' ? isNotNull(orders.attention) : eq(orders.status, state);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
  return { orders: await Promise.all(rows.map((r) => adminDetailOf(deps, r))) };
}
