import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user as users } from '../../db/schema.js';
import type { Me } from '../../../common/contracts/account.js';
import { notFound } from '../../core/errors.js';

/** The signed-in user's record; tokens are 0 when absent or not a number (spec §3). */
export async function getMe(db: Db, who: { id: string; isAdmin: boolean }, opts: { requireEmailVerification?: boolean } = {}): Promise<Me> {
  const [row] = await db.select().from(users).where(eq(users.id, who.id));
  if (!row) throw notFound('User');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tokens: Number.isFinite(row.tokens) ? row.tokens : 0,
    referralToken: row.referralToken,
    isAdmin: who.isAdmin,
    verificationPending: Boolean(opts.requireEmailVerification) && !row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
