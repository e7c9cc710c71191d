import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { user } from '../../db/schema.js';
import type { Contact } from '../../../common/contracts/account.js';
import { greetingName } from '../../../common/greeting.js';

/** Saves the checkout contact on the user record (merge-write). */
export async function saveContact(db: Db, userId: string, contact: Contact) {
  await db.update(user).set({ contact, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function readContact(db: Db, userId: string): Promise<Contact | null> {
  const [row] = await db.select({ contact: user.contact }).from(user).where(eq(user.id, userId));
  return (row?.contact as Contact | null) ?? null;
}

/** The name the shop greets the customer by (already trimmed and checked by the contract). */
export async function saveProfileName(db: Db, userId: string, name: string) {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
  return { name };
}

/** The name the shop greets the customer by in e-mails (common/greeting.ts), or null for the neutral 'Hello,'. */
export async function greetingNameOf(db: Db | Tx, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row ? greetingName(row) : null;
}
