import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import {
  account,
  emailOutbox,
  imageJobs,
  libraryItems,
  orders,
  payments,
  session,
  uploads,
  user as users,
  verification,
  type OrderContact,
  type OrderItem,
} from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError, notFound } from '../../core/errors.js';

/**
 * The one account that keeps paid orders' accounting records after their customer deleted theirs
 * (like GitHub's "ghost"): it has no password or sign-in method, so nobody can sign in as it. Decision 020.
 */
export const DELETED_ACCOUNT = {
  id: 'deleted-account',
  email: 'deleted-account@pawtrait.invalid',
  name: 'Deleted account',
} as const;

/** Orders still being made or on their way: the account stays until they arrive (or are cancelled). */
const UNFINISHED_ORDER_STATES = ['paid', 'awaiting_approval', 'in_production', 'shipped'];
const UNFINISHED_JOB_STATES = ['queued', 'painting', 'saving'];
/** Orders never paid: nothing to account for, deleted with their files. */
const UNPAID_ORDER_STATES = ['pending', 'superseded'];

export const DELETE_MESSAGES = {
  wrongPassword: 'That password is not right. Please try again.',
  wrongEmail: 'Please type the e-mail address of this account to confirm.',
  orderUnderway:
    'An order of yours is still being made or on its way. You can delete your account once it has been delivered (or cancelled).',
  jobUnderway: 'A portrait is still being painted. Please try again in a minute.',
  accountGone: 'This account has been deleted. Please sign in again or create a new account.',
} as const;

/**
 * Taken by a writer of the customer's rows (an upload, a job) in its own transaction before it inserts:
 * the deletion's `for update` waits for it, and once the account is gone the writer gets a clear 401
 * instead of a foreign-key error. `key share` is the lock the foreign key takes anyway (it does not wait
 * for token changes).
 */
export async function lockLiveAccount(tx: Pick<Tx, 'select'>, userId: string) {
  const [live] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!live) throw new AppError('UNAUTHENTICATED', DELETE_MESSAGES.accountGone);
}

export type DeleteAccountDeps = {
  db: Db;
  storage: Storage;
  /** Drops the user's sessions from every node's cache (the session cache's revoke). */
  sessions: { revoke: (r: { userId: string }) => Promise<void> };
  /** Better Auth's password check (its own hashing settings). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
};

/** An order kept for the books: amounts, sizes, dates and states; no name, address, e-mail, phone or pictures. */
export function anonymiseOrder(row: {
  contact: OrderContact;
  items: OrderItem[];
  fulfilment: typeof orders.$inferSelect.fulfilment;
}) {
  const address = {
    country: row.contact.address?.country ?? '',
    address1: '',
    address2: '',
    city: '',
    region: '',
    zip: '',
  };
  return {
    contact: { email: '', name: '', phone: '', subscribe: false, address },
    items: row.items.map((i) => ({
      templateName: i.templateName,
      size: i.size,
      color: i.color,
      priceCents: i.priceCents,
      artworkUrl: '',
      mockupUrls: [],
      fullKey: '',
    })),
    fulfilment: row.fulfilment
      ? {
          provider: row.fulfilment.provider,
          providerOrderId: row.fulfilment.providerOrderId,
          submittedAt: row.fulfilment.submittedAt,
        }
      : null,
  };
}

async function checkConfirmation(
  deps: DeleteAccountDeps,
  userId: string,
  email: string,
  confirm: { password?: string; email?: string },
) {
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (credential?.password) {
    const ok = confirm.password
      ? await deps.verifyPassword(credential.password, confirm.password).catch(() => false)
      : false;
    if (!ok) throw new AppError('BAD_REQUEST', DELETE_MESSAGES.wrongPassword);
  } else if (confirm.email?.trim().toLowerCase() !== email.toLowerCase()) {
    // Accounts made with Google or Apple have no password: typing the address confirms instead.
    throw new AppError('BAD_REQUEST', DELETE_MESSAGES.wrongEmail);
  }
}

/** Every file the customer's rows name (read in the erasing transaction, before the rows go). */
async function filesNamedBy(tx: Tx, userId: string) {
  const library = await tx.select().from(libraryItems).where(eq(libraryItems.userId, userId));
  const photos = await tx
    .select({ key: uploads.key, maskKey: uploads.maskKey, cutoutKey: uploads.cutoutKey })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const jobs = await tx.select({ id: imageJobs.id }).from(imageJobs).where(eq(imageJobs.userId, userId));
  return [
    ...library.flatMap((r) => [r.imageKey, r.fullKey, ...(r.previewSizes ?? []).map((p) => p.key)]),
    ...photos.flatMap((p) => [p.key, p.maskKey, p.cutoutKey]).filter((key): key is string => Boolean(key)),
    ...jobs.flatMap((j) => [`processed/${j.id}-pet-white.png`, `processed/${j.id}-mask.png`]),
  ];
}

/** Listed after the commit: whatever sits under the customer's and their orders' prefixes, whoever wrote it. */
async function filesUnderPrefixes(storage: Storage, userId: string, orderIds: string[]) {
  const listed = await Promise.all([
    ...['library', 'user_uploads', 'mockups'].map((kind) => storage.list(`${kind}/${userId}/`)),
    ...orderIds.flatMap((id) => [storage.list(`orders/${id}/`), storage.list(`order-images/${id}/`)]),
  ]);
  return listed.flat();
}

/**
 * The first step: under the user row's lock (writers hold `key share` on it, see lockLiveAccount),
 * refused while an order or a portrait is underway, else every session row goes. From then on no new
 * request of the account gets in; work already in flight meets a missing account once it is erased.
 */
async function stopWrites(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${userId} for update`);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, UNFINISHED_ORDER_STATES)))
      .limit(1);
    if (order) throw new AppError('CONFLICT', DELETE_MESSAGES.orderUnderway);
    const [job] = await tx
      .select({ id: imageJobs.id })
      .from(imageJobs)
      .where(and(eq(imageJobs.userId, userId), inArray(imageJobs.state, UNFINISHED_JOB_STATES)))
      .limit(1);
    if (job) throw new AppError('CONFLICT', DELETE_MESSAGES.jobUnderway);
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/**
 * The second step, in one transaction (the user row locked first: a writer holding it finishes before,
 * one arriving after finds no account): every row of the account goes but the anonymised paid orders.
 * A job queued in between by a request already in flight goes too; its worker then keeps no file.
 */
async function erase(db: Db, me: { id: string; email: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from "user" where id = ${me.id} for update`);
    const mine = await tx
      .select({ id: orders.id, status: orders.status, contact: orders.contact })
      .from(orders)
      .where(eq(orders.userId, me.id));
    // An order paid meanwhile (its webhook needs no session) is still to be made: the account stays.
    if (mine.some((o) => UNFINISHED_ORDER_STATES.includes(o.status)))
      throw new AppError('CONFLICT', DELETE_MESSAGES.orderUnderway);
    const named = await filesNamedBy(tx, me.id);
    await tx
      .insert(users)
      .values({ ...DELETED_ACCOUNT, emailVerified: false, tokens: 0 })
      .onConflictDoNothing();
    await tx.delete(orders).where(and(eq(orders.userId, me.id), inArray(orders.status, UNPAID_ORDER_STATES)));
    const kept = await tx.select().from(orders).where(eq(orders.userId, me.id));
    for (const order of kept)
      await tx
        .update(orders)
        .set({ userId: DELETED_ACCOUNT.id, ...anonymiseOrder(order), updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    await tx
      .update(payments)
      .set({ userId: DELETED_ACCOUNT.id, updatedAt: new Date() })
      .where(and(eq(payments.userId, me.id), eq(payments.status, 'succeeded')));
    await tx.delete(payments).where(and(eq(payments.userId, me.id), notInArray(payments.status, ['succeeded'])));
    // The built-in test gateway's own copy of each intent names the payer as its metadata: now the deleted account.
    await tx.execute(
      sql`update local_payment_intents set metadata = jsonb_set(metadata, '{userId}', to_jsonb(${DELETED_ACCOUNT.id}::text))
          where metadata->>'userId' = ${me.id}`,
    );
    // The e-mails sent to the account and to the addresses given at its checkouts.
    const addresses = [
      ...new Set([me.email, ...mine.map((o) => o.contact.email)].filter(Boolean).map((a) => a.toLowerCase())),
    ];
    await tx.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.to})`, addresses));
    await tx
      .delete(verification)
      .where(or(eq(verification.value, me.id), sql`lower(${verification.identifier}) = lower(${me.email})`));
    // The rest goes with the user row: sessions, sign-in methods, ledger, uploads, library, cart, jobs, invite credit and clicks.
    await tx.delete(users).where(eq(users.id, me.id));
    return { named, orderIds: mine.map((o) => o.id), keptOrders: kept.length };
  });
}

/**
 * Deletes a customer's account once they confirmed it: their personal data, uploads, library, cart,
 * jobs, ledger, sessions and e-mails go; paid orders (and their payments) stay for the books, without
 * personal data, under DELETED_ACCOUNT. Writes stop first (every session dropped on every node), then
 * the rows go, then the files: those the rows named and everything under the account's prefixes.
 * A writer still in flight whose file lands after that finds no account and removes its file itself
 * (a file left behind by a crash is harmless; a row pointing at a deleted file is not).
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  input: { userId: string; password?: string; email?: string },
) {
  const { db, storage } = deps;
  const [me] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!me || me.id === DELETED_ACCOUNT.id) throw notFound('Account');
  await checkConfirmation(deps, me.id, me.email, input);
  await stopWrites(db, me.id);
  await deps.sessions.revoke({ userId: me.id });
  const { named, orderIds, keptOrders } = await erase(db, me);
  const keys = [...new Set([...named, ...(await filesUnderPrefixes(storage, me.id, orderIds))])];
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  return { deletedFiles: keys.length, keptOrders };
}
