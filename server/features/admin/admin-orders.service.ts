import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Mailer } from '../../adapters/email/email.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../core/errors.js';
import { LIVE_STATES, PAID_STATES, transitionOrder } from '../orders/order-states.service.js';
import { orderShippedEmail, toOrder } from '../orders/orders.service.js';
import { greetingNameOf } from '../account/contact.service.js';
import { formatWhenUtc } from '../../../common/dates.js';

export type OrderFilter = 'active' | 'completed' | 'all';
// 'refund_due': a stale checkout paid for cart lines another order had already paid (open-checkout.ts).
const STATUSES: Record<OrderFilter, string[]> = {
  active: [...LIVE_STATES, 'refund_due'],
  completed: ['completed'],
  all: [...PAID_STATES, 'refund_due'],
};

/** How long the admin's file links work (the desk is reloaded far more often). */
export const ADMIN_LINK_TTL_SECONDS = 4 * 60 * 60;

type Row = typeof orders.$inferSelect;

/**
 * Each item's files for the lab, as signed expiring links: the print-quality file (full
 * resolution, not the preview) and the mockups.
 */
async function itemFiles(storage: Storage, row: Row) {
  const sign = async (key: string | null, download?: string) =>
    key ? storage.signedUrl(key, { ttlSeconds: ADMIN_LINK_TTL_SECONDS, download }) : null;
  return Promise.all(
    row.items.map(async (item, i) => ({
      printFileUrl: await sign(item.fullKey, `${row.id}-${i + 1}-print.jpg`),
      mockupLinks: (await Promise.all(item.mockupUrls.map((u) => sign(storage.keyFromUrl(u))))).filter(
        (u): u is string => Boolean(u),
      ),
    })),
  );
}

/** Every customer's orders, newest first, with contact details, each item's file links and the raw record. */
export async function listAllOrders(db: Db, storage: Storage, filter: OrderFilter = 'active', limit = 200) {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.status, STATUSES[filter]))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => {
      const order = toOrder(row);
      const files = await itemFiles(storage, row);
      return {
        ...order,
        items: order.items.map((item, i) => ({ ...item, ...files[i]! })),
        raw: {
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
          completedAt: row.completedAt?.toISOString() ?? null,
        },
      };
    }),
  );
}

/**
 * 'Finish order': an active order -> completed with completedAt, once (a transition of the order
 * state machine, by the admin). The customer sees it live and gets a "your order is on its way"
 * e-mail, queued in the same transaction.
 */
export async function completeOrder(db: Db, mailer: Mailer, input: { orderId: string; accountUrl: string }) {
  const now = new Date();
  const order = await db.transaction(async (tx) => {
    const { row } = await transitionOrder(tx, {
      orderId: input.orderId,
      to: 'completed',
      actor: 'admin',
      note: 'Marked completed on the order desk.',
      set: { completedAt: now },
    }).catch((err) => {
      if (err instanceof AppError && err.code === 'CONFLICT')
        throw new AppError('CONFLICT', 'Failed to complete order: it is not an active paid order.');
      throw err;
    });
    const name = await greetingNameOf(tx, row.userId);
    await mailer.enqueue(tx, orderShippedEmail({ ...row, email: row.contact.email }, input.accountUrl, name));
    return row;
  });
  void mailer.flush().catch(() => {});
  return toOrder(order);
}

/** 'Test Email': one message through the configured e-mail adapter to the admin. */
export async function sendTestEmail(mailer: Mailer, to: string) {
  try {
    await mailer.send({
      to,
      subject: 'Pawtrait Studio test email',
      text:
        `This is a test message from your Pawtrait Studio shop, sent ` +
        `at ${formatWhenUtc(new Date())} through the ${mailer.kind === 'smtp' ? 'SMTP server' : 'development outbox'}.`,
    });
    return { success: true as const };
  } catch (err) {
    return { success: false as const, error: (err as Error).message || 'Unknown error' };
  }
}
