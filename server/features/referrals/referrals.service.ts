import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referralClicks, referralCredits, user } from '../../db/schema.js';
import { REFERRAL_AWARD_TOKENS } from '../../../common/catalog.js';
import { publishEvent } from '../events/events.service.js';
import { applyTokenChange } from '../tokens/tokens.service.js';

// Sign-in (the auth feature) remembers on the device cookie which accounts used this browser.
export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceCookieValue } from './referral-device.js';

export const REFERRAL_SOURCES = ['facebook', 'instagram', 'x', 'unknown'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
export type ClickOutcome = 'credited' | 'already_credited' | 'self' | 'unknown_token';

/** One of the spec's sources; anything else is 'unknown'. */
export function normalizeSource(raw: string | null | undefined): ReferralSource {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === 'twitter') return 'x';
  return (REFERRAL_SOURCES as readonly string[]).includes(v) ? (v as ReferralSource) : 'unknown';
}

/**
 * A click on an invite link. The link's owner gets +5 once per link ever: the unique owner column
 * of referral_credits decides which click wins, and the credit commits with the ledger row.
 * Unknown tokens and the owner's own clicks award nothing: signed in as the owner, or signed out on a
 * browser where the owner signed in (the device cookie, decision 008). Every click is recorded.
 */
export async function recordReferralClick(
  db: Db,
  input: { token: string; source: string | null | undefined; visitorUserId: string | null; deviceUserIds?: string[] },
): Promise<{ awarded: number; outcome: ClickOutcome }> {
  const source = normalizeSource(input.source);
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.referralToken, input.token));
    let outcome: ClickOutcome;
    let awarded = 0;
    if (!owner) outcome = 'unknown_token';
    else if (owner.id === input.visitorUserId || input.deviceUserIds?.includes(owner.id)) outcome = 'self';
    else {
      const [credit] = await tx
        .insert(referralCredits)
        .values({
          id: randomUUID(),
          referrerUserId: owner.id,
          referralToken: input.token,
          awarded: REFERRAL_AWARD_TOKENS,
          source,
          visitorUserId: input.visitorUserId,
        })
        .onConflictDoNothing()
        .returning({ id: referralCredits.id });
      if (credit) {
        await applyTokenChange(tx, {
          userId: owner.id,
          delta: REFERRAL_AWARD_TOKENS,
          reason: 'referral',
          refId: credit.id,
        });
        await publishEvent(tx, {
          userId: owner.id,
          topic: 'referral',
          data: { creditId: credit.id, awarded: REFERRAL_AWARD_TOKENS },
        });
        outcome = 'credited';
        awarded = REFERRAL_AWARD_TOKENS;
      } else outcome = 'already_credited';
    }
    await tx.insert(referralClicks).values({
      id: randomUUID(),
      referralToken: input.token,
      referrerUserId: owner?.id ?? null,
      visitorUserId: input.visitorUserId,
      source,
      outcome,
    });
    return { awarded, outcome };
  });
}

/** Credits the owner has not acknowledged yet: the credit modal shows them. */
export async function listUnseenCredits(db: Db, userId: string) {
  const rows = await db
    .select({ id: referralCredits.id, awarded: referralCredits.awarded, createdAt: referralCredits.createdAt })
    .from(referralCredits)
    .where(and(eq(referralCredits.referrerUserId, userId), isNull(referralCredits.seenAt)))
    .orderBy(asc(referralCredits.createdAt));
  return {
    credits: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: rows.reduce((n, r) => n + r.awarded, 0),
  };
}

/** The owner pressed OK. */
export async function markCreditsSeen(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return { updated: 0 };
  const rows = await db
    .update(referralCredits)
    .set({ seenAt: new Date() })
    .where(
      and(eq(referralCredits.referrerUserId, userId), inArray(referralCredits.id, ids), isNull(referralCredits.seenAt)),
    )
    .returning({ id: referralCredits.id });
  if (rows.length > 0) await publishEvent(db, { userId, topic: 'referral', data: { seen: rows.length } });
  return { updated: rows.length };
}
