import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  account,
  emailOutbox,
  imageJobs,
  libraryItems,
  orders,
  payments,
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
} as const;

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

/** Every stored file of the customer: under their own id, their jobs' cut-outs, and their orders' copies. */
async function filesOf(db: Db, storage: Storage, userId: string, orderIds: string[]) {
  const [library, photos, jobs] = await Promise.all([
    db.select().from(libraryItems).where(eq(libraryItems.userId, userId)),
    db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId)),
    db.select({ id: imageJobs.id }).from(imageJobs).where(eq(imageJobs.userId, userId)),
  ]);
  const listed = await Promise.all([
    ...['library', 'user_uploads', 'mockups'].map((kind) => storage.list(`${kind}/${userId}/`)),
    ...orderIds.flatMap((id) => [storage.list(`orders/${id}/`), storage.list(`order-images/${id}/`)]),
  ]);
  return [
    ...new Set([
      ...library.flatMap((r) => [r.imageKey, r.fullKey, ...(r.previewSizes ?? []).map((p) => p.key)]),
      ...photos.map((p) => p.key),
      ...jobs.map((j) => `processed/${j.id}-pet-white.png`),
      ...listed.flat(),
    ]),
  ];
}

/**
 * Deletes a customer's account once they confirmed it: their personal data, uploads, library, cart,
 * jobs, ledger, sessions and e-mails go; paid orders (and their payments) stay for the books, without
 * personal data, under DELETED_ACCOUNT. Every session is dropped on every node. Then the files go
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
  const mine = await db
    .select({ id: orders.id, status: orders.status, contact: orders.contact })
    .from(orders)
    .where(eq(orders.userId, me.id));
  if (mine.some((o) => UNFINISHED_ORDER_STATES.includes(o.status)))
    throw new AppError('CONFLICT', DELETE_MESSAGES.orderUnderway);
  const [busy] = await db
    .select({ id: imageJobs.id })
    .from(imageJobs)
    .where(and(eq(imageJobs.userId, me.id), inArray(imageJobs.state, UNFINISHED_JOB_STATES)))
    .limit(1);
  if (busy) throw new AppError('CONFLICT', DELETE_MESSAGES.jobUnderway);
  const keys = await filesOf(
    db,
    storage,
    me.id,
    mine.map((o) => o.id),
  );

  await db.transaction(async (tx) => {
    // The customer's row is locked first: an order or job started meanwhile waits, then finds no account.
    await tx.execute(sql`select id from "user" where id = ${me.id} for update`);
    const late = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, me.id), inArray(orders.status, UNFINISHED_ORDER_STATES)));
    if (late.length) throw new AppError('CONFLICT', DELETE_MESSAGES.orderUnderway);
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
  });
  await deps.sessions.revoke({ userId: me.id });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  return { deletedFiles: keys.length, keptOrders: mine.filter((o) => !UNPAID_ORDER_STATES.includes(o.status)).length };
}
