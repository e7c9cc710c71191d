import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { tokenLedger, user } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import { publishEvent } from '../events/events.service.js';

export type TokenReason = 'signup' | 'purchase' | 'generation' | 'edit' | 'refund' | 'referral' | 'admin';
/** The reasons a token is spent for: a new portrait, or an edit of one (a failed one of either is refunded). */
export const SPEND_REASONS = ['generation', 'edit'] as const;
export type TokenChange = { userId: string; delta: number; reason: TokenReason; refId?: string | null };
export type TokenChangeResult = { applied: boolean; balance: number };

/**
 * Adds (or, with a negative delta, removes) tokens with a ledger row in the same transaction.
 * With a refId the change is applied at most once per (reason, refId): a repeat returns applied false.
 */
export async function creditTokens(db: Db, input: TokenChange): Promise<TokenChangeResult> {
  return db.transaction(async (tx) => applyTokenChange(tx, input));
}

/**
 * The same change inside a transaction the caller already holds (payment fulfilment, referral
 * credit): the ledger row, the balance and the caller's own writes commit or roll back together.
 */
export async function applyTokenChange(tx: Tx, input: TokenChange): Promise<TokenChangeResult> {
  const { userId, delta, reason, refId = null } = input;
  if (!Number.isInteger(delta) || delta === 0)
    throw new AppError('BAD_REQUEST', 'A token change must be a non-zero whole number.');
  // Lock the user's row first: changes for one user are serialised, so the ledger's order (seq)
  // is the order in which the balance moved, and a concurrent duplicate refId finds its claim taken.
  const [locked] = await tx.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)).for('update');
  if (!locked) throw new AppError('NOT_FOUND', 'User not found.');
  if (refId) {
    const claimed = await tx
      .insert(tokenLedger)
      .values({ id: randomUUID(), userId, delta, reason, refId, balanceAfter: 0 })
      .onConflictDoNothing()
      .returning({ id: tokenLedger.id });
    if (claimed.length === 0) return { applied: false, balance: locked.tokens };
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

/** Conditional update: never lets the balance go below zero (the CHECK constraint backs it up). */
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

/**
 * Debits one token for a generation, atomically; 403 INSUFFICIENT_TOKENS when the balance is 0.
 * The refId (the generation's id) makes a retried request debit once.
 */
export function spendToken(db: Db, input: { userId: string; refId: string }) {
  return creditTokens(db, { userId: input.userId, delta: -1, reason: 'generation', refId: input.refId });
}

/** Gives back the token of a failed generation, once, and only if that generation was debited. */
export async function refundToken(db: Db, input: { userId: string; refId: string }): Promise<TokenChangeResult> {
  return db.transaction(async (tx) => {
    const [debit] = await tx
      .select({ id: tokenLedger.id })
      .from(tokenLedger)
      .where(
        and(
          inArray(tokenLedger.reason, [...SPEND_REASONS]),
          eq(tokenLedger.refId, input.refId),
          eq(tokenLedger.userId, input.userId),
        ),
      );
    if (!debit) {
      const [row] = await tx.select({ tokens: user.tokens }).from(user).where(eq(user.id, input.userId));
      return { applied: false, balance: row?.tokens ?? 0 };
    }
    return applyTokenChange(tx, { userId: input.userId, delta: 1, reason: 'refund', refId: input.refId });
  });
}

export type TokenHistoryEntry = { id: string; delta: number; reason: string; balanceAfter: number; createdAt: Date };

/** The user's token changes, newest first. */
export async function listTokenHistory(db: Db, userId: string, limit = 50): Promise<TokenHistoryEntry[]> {
  return db
    .select({
      id: tokenLedger.id,
      delta: tokenLedger.delta,
      reason: tokenLedger.reason,
      balanceAfter: tokenLedger.balanceAfter,
      createdAt: tokenLedger.createdAt,
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(desc(tokenLedger.seq))
    .limit(limit);
}

/** Users whose ledger does not add up to their balance (empty when the books are right). */
export async function findLedgerMismatches(db: Db, userIds?: string[]) {
  const rows = await db.execute<{ user_id: string; balance: number; ledger_sum: number }>(sql`
    select u.id as user_id, u.tokens as balance, coalesce(sum(l.delta), 0)::int as ledger_sum
    from "user" u left join token_ledger l on l.user_id = u.id
    ${
      userIds && userIds.length > 0
        ? sql`where u.id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
    group by u.id, u.tokens
    having u.tokens <> coalesce(sum(l.delta), 0)`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list as { user_id: string; balance: number; ledger_sum: number }[]).map((r) => ({
    userId: r.user_id,
    balance: Number(r.balance),
    ledgerSum: Number(r.ledger_sum),
  }));
}
