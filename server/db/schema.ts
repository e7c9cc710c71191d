import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Recipe } from '../../common/contracts/recipe.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Better Auth's user table, extended with the shop's user record fields. */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    tokens: integer('tokens').notNull().default(0),
    referralToken: text('referral_token').unique(),
    contact: jsonb('contact'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_tokens_non_negative', sql`${t.tokens} >= 0`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every token change, written in the same transaction as the balance change. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refId: text('ref_id'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
    /** Insertion order: rows written in one transaction share created_at, seq still orders them. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('token_ledger_reason_ref_uq').on(t.reason, t.refId),
    index('token_ledger_user_seq_idx').on(t.userId, t.seq),
    check('token_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * One row per attempt to take money (token pack, later cart orders). The amount, currency and
 * details are the server's record; a provider event must match them before anything is fulfilled.
 * Status only moves forward: created -> processing -> succeeded | failed | canceled (failed may retry).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    status: text('status').notNull().default('created'),
    failureMessage: text('failure_message'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_status_known', sql`${t.status} in ('created', 'processing', 'succeeded', 'failed', 'canceled')`),
  ],
);

/**
 * The built-in test gateway's own record of its intents (what Stripe keeps on its side), in the shop's
 * database so that every node and every restart sees the same ones.
 */
export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    providerRef: text('provider_ref').primaryKey(),
    paymentId: text('payment_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('local_payment_intents_created_idx').on(t.createdAt)],
);

/** The test gateway's refunds, once per idempotency key. */
export const localRefunds = pgTable('local_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull(),
  providerRef: text('provider_ref').notNull(),
  createdAt: createdAt(),
});

/** Every provider event we accepted (signed webhook or local gateway), once per event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/** The one credit an invite link can ever earn (unique per owner: one link per account). */
export const referralCredits = pgTable('referral_credits', {
  id: text('id').primaryKey(),
  referrerUserId: text('referrer_user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  referralToken: text('referral_token').notNull(),
  awarded: integer('awarded').notNull(),
  source: text('source').notNull(),
  visitorUserId: text('visitor_user_id').references(() => user.id, { onDelete: 'set null' }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every invite-link click and what came of it (audit; abuse review). */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: text('id').primaryKey(),
    referralToken: text('referral_token').notNull(),
    referrerUserId: text('referrer_user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorUserId: text('visitor_user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referral_clicks_referrer_idx').on(t.referrerUserId, t.createdAt)],
);

export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    prompt: text('prompt').notNull(),
    image: text('image').notNull(),
    subtitle: text('subtitle'),
    priceCents: integer('price_cents'),
    /** The painter's style for this template (a style id the AI adapter knows); null lets the prompt decide. */
    style: text('style'),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_order_idx').on(t.sortOrder, t.createdAt)],
);

/** Outgoing e-mail: always recorded; delivered by SMTP when configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('stored'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** A photo a user uploaded; the key is what proves ownership when it is used later. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    originalName: text('original_name').notNull(),
    /** The customer's touched-up cut-out (greyscale PNG, white = pet), when they corrected it. */
    maskKey: text('mask_key'),
    /** The model's cut-out (greyscale PNG, white = pet), kept from the photo's first check so no portrait computes it again. */
    cutoutKey: text('cutout_key'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/** A generated image in a user's library. Unsaved items expire and are purged with their files. */
export const libraryItems = pgTable(
  'library_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Preview (WebP, ~1200 px) shown everywhere; the full-resolution file is for prints and downloads. */
    imageKey: text('image_key').notNull(),
    /** The preview's sizes for srcset, largest last (the last is imageKey); null for items made before. */
    previewSizes: jsonb('preview_sizes').$type<{ key: string; width: number }[]>(),
    fullKey: text('full_key').notNull(),
    mockupUrl: text('mockup_url'),
    name: text('name').notNull().default('AI Artwork'),
    saved: boolean('saved').notNull().default(false),
    size: text('size'),
    templateId: text('template_id'),
    sourceKey: text('source_key'),
    promptOriginal: text('prompt_original'),
    promptRefined: text('prompt_refined'),
    kind: text('kind').notNull().default('edit'),
    /** How the portrait was painted (common/contracts/recipe.ts): an edit paints it again from this; null before 0017. */
    recipe: jsonb('recipe').$type<Recipe>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_user_created_idx').on(t.userId, t.createdAt),
    index('library_expiry_idx').on(t.saved, t.expiresAt),
  ],
);

/** A signed-in customer's cart, mirrored live into every open tab (the local cart is the guest's). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    artworkUrl: text('artwork_url').notNull(),
    originalUrl: text('original_url'),
    size: text('size').notNull(),
    color: text('color'),
    templateName: text('template_name'),
    mockupUrls: jsonb('mockup_urls').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('cart_items_user_created_idx').on(t.userId, t.createdAt)],
);

export type OrderItem = {
  artworkUrl: string;
  templateName: string;
  size: string;
  color: string | null;
  mockupUrls: string[];
  priceCents: number;
  /** The full-resolution file kept for this order (prints and digital downloads). */
  fullKey: string;
  cartItemId?: string;
};
export type OrderContact = {
  email: string;
  name: string;
  phone: string;
  subscribe: boolean;
  address: { country: string; address1: string; address2: string; city: string; region: string; zip: string };
};

/** One order. 'pending' until its payment succeeds; then the states of server/features/orders/order-states.ts. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    paymentId: text('payment_id'),
    payment: jsonb('payment').$type<{
      paymentId: string;
      provider: string;
      receiptUrl: string | null;
      chargeId: string | null;
    }>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Physical items: the customer may approve or cancel the proof until then (then it is approved for them). */
    proofDeadline: timestamp('proof_deadline', { withTimezone: true }),
    /** Why the order needs the admin (a failed submission or refund); null when all is well. */
    attention: text('attention'),
    /** The print provider's side: its order id, tracking, and the last submission error. */
    fulfilment: jsonb('fulfilment').$type<OrderFulfilment>(),
    /** The refund made when the order was cancelled (once: keyed by the order id at the provider). */
    refund: jsonb('refund').$type<{ refundId: string; amountCents: number; at: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // A customer's open checkout (checkout start reads and supersedes it): only their own entries are walked, not every
    // customer's superseded ones still in orders_status_created_idx until vacuum (PGlite has no autovacuum).
    index('orders_user_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

export type OrderFulfilment = {
  provider: string;
  providerOrderId?: string;
  submittedAt?: string;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  lastError?: string;
};

/** Every state change of an order, written in the transaction that makes it (order-states.ts). */
export const orderHistory = pgTable(
  'order_history',
  {
    /** Increasing: the order of the changes (several can share a transaction's timestamp). */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    from: text('from_state').notNull(),
    to: text('to_state').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.at),
    check('order_history_actor_known', sql`${t.actor} in ('customer', 'admin', 'provider', 'system')`),
  ],
);

/** Status e-mails already sent: one per order and kind (a resend by the admin is recorded in the history). */
export const orderNotices = pgTable(
  'order_notices',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/** Print-provider webhook deliveries already applied (the same delivery twice is a no-op). */
export const fulfilmentEvents = pgTable('fulfilment_events', {
  id: text('id').primaryKey(),
  orderId: text('order_id'),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One piece of customer image work (generation, edit, named portrait, background removal), written in
 * the same transaction as its token debit and its pg-boss job (same id). It ends 'done' (result set,
 * library row written) or 'failed' (error set, token refunded once under refId = id).
 */
export const imageJobs = pgTable(
  'image_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('queued'),
    paid: boolean('paid').notNull().default(false),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<{ processedUrl: string; libraryId?: string }>(),
    error: jsonb('error').$type<{ code: string; message: string }>(),
    attempts: integer('attempts').notNull().default(0),
    /** The client's Idempotency-Key: the same key from the same customer names the same job (no second token). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('image_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('image_jobs_state_created_idx').on(t.state, t.createdAt),
    uniqueIndex('image_jobs_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** Hits per rate-limit key and window, shared by every API node (the @fastify/rate-limit store). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A process that works the job queues, alive while its heartbeat (the database's clock) is fresh
 * (server/jobs/ownership.ts). A graceful stop removes its row; a kill -9 leaves it to go stale.
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which worker process took a pg-boss job (pg-boss 10 records none): a job still active whose
 * process is gone is handed back at once, not after its expiry. Removed when the job's handler ends.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: text('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: text('worker_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_claims_worker_idx').on(t.workerId)],
);

/**
 * The storefront settings (common/contracts/settings.ts), one row per saved version; the live one is the
 * newest. Never updated or deleted: a restore saves the old document again as a new version.
 */
export const shopSettingsVersions = pgTable('shop_settings_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  settings: jsonb('settings').notNull(),
  /** Who saved it; kept as written (an author's account may be deleted later). */
  authorId: text('author_id'),
  authorEmail: text('author_email'),
  changes: jsonb('changes').$type<string[]>().notNull(),
  restoredFrom: integer('restored_from'),
  createdAt: createdAt(),
});
