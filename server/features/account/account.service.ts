import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, user as users } from '../../db/schema.js';
import type { Me } from '../../../common/contracts/account.js';
import { notFound } from '../../core/errors.js';

/** The signed-in user's record; tokens are 0 when absent or not a number (docs/spec/shop.md §3). */
export async function getMe(
  db: Db,
  who: { id: string; isAdmin: boolean },
  opts: { requireEmailVerification?: boolean } = {},
): Promise<Me> {
  // The header's notice: proofs waiting for this customer's approval (one subquery, same round trip).
  const waiting = db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, users.id), eq(orders.status, 'awaiting_approval')));
  const [found] = await db
    .select({ row: users, proofsWaiting: sql<number>`(${waiting})` })
    .from(users)
    .where(eq(users.id, who.id));
  if (!found) throw notFound('User');
  const { row } = found;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tokens: Number.isFinite(row.tokens) ? row.tokens : 0,
    referralToken: row.referralToken,
    isAdmin: who.isAdmin,
    verificationPending: Boolean(opts.requireEmailVerification) && !row.emailVerified,
    proofsWaiting: Number(found.proofsWaiting) || 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
