import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tokenLedger, user } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { publishEvent } from '../events/events.hub.js';

export type TokenReason = 'signup' | 'purchase' | 'generation' | 'refund' | 'referral' | 'admin';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds (or, with a negative delta, removes) tokens with a ledger row in the same transaction.
 * With a refId the change is applied at most once per (reason, refId): a repeat returns applied false.
 */
export async function creditTokens(
  db: Db,
  input: { userId: string; delta: number; reason: TokenReason; refId?: string | null },
): Promise<{ applied: boolean; balance: number }> {
  return db.transaction(async (tx) => applyDelta(tx, input));
}

async function applyDelta(tx: Tx, input: { userId: string; delta: number; reason: TokenReason; refId?: string | null }) {
  const { userId, delta, reason, refId = null } = input;
  if (!Number.isInteger(delta) || delta === 0) throw new AppError('BAD_REQUEST', 'A token change must be a non-zero whole number.');
  if (refId) {
    const claimed = await tx
      .insert(tokenLedger)
      .values({ id: randomUUID(), userId, delta, reason, refId, balanceAfter: 0 })
      .onConflictDoNothing()
      .returning({ id: tokenLedger.id });
    if (claimed.length === 0) {
      const [row] = await tx.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId));
      return { applied: false, balance: row?.tokens ?? 0 };
    }
    const balance = await moveBalance(tx, userId, delta);
    await tx.update(tokenLedger).set({ balanceAfter: balance }).where(eq(tokenLedger.id, claimed[0]!.id));
    await publishEvent(tx, { userId, topic: 'me' });
    return { applied: true, balance };
  }
  const balance = await moveBalance(tx, userId, delta);
  await tx.insert(tokenLedger).values({ id: randomUUID(), userId, delta, reason, refId, balanceAfter: balance });
  await publishEvent(tx, { userId, topic: 'me' });
  return { applied: true, balance };
}

/** Conditional update: never lets the balance go below zero. */
async function moveBalance(tx: Tx, userId: string, delta: number): Promise<number> {
  const rows = await tx
    .update(user)
    .set({ tokens: sql`${user.tokens} + ${delta}`, updatedAt: new Date() })
    .where(delta < 0 ? and(eq(user.id, userId), gte(user.tokens, -delta)) : eq(user.id, userId))
    .returning({ tokens: user.tokens });
  if (rows.length === 0) {
    if (delta < 0) throw new AppError('INSUFFICIENT_TOKENS', 'Insufficient tokens.');
    throw new AppError('NOT_FOUND', 'User not found.');
  }
  return rows[0]!.tokens;
}

/** Debits one token for a generation; 403 INSUFFICIENT_TOKENS when the balance is 0. */
export function spendToken(db: Db, input: { userId: string; refId: string }) {
  return creditTokens(db, { userId: input.userId, delta: -1, reason: 'generation', refId: input.refId });
}

/** Gives back the token of a failed generation, once. */
export function refundToken(db: Db, input: { userId: string; refId: string }) {
  return creditTokens(db, { userId: input.userId, delta: 1, reason: 'refund', refId: input.refId });
}

export async function listTokenHistory(db: Db, userId: string, limit = 50) {
  return db
    .select({ id: tokenLedger.id, delta: tokenLedger.delta, reason: tokenLedger.reason, balanceAfter: tokenLedger.balanceAfter, createdAt: tokenLedger.createdAt })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(desc(tokenLedger.createdAt))
    .limit(limit);
}
