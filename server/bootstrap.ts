import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LOCAL_ADMIN_EMAIL, type Config } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { openWithShopLock } from './db/shop-lock.js';
import { user } from './db/schema.js';
import { eq } from 'drizzle-orm';
import { addMissingPreviewWidths, seedReferencePets, seedTemplates } from './db/seed.js';
import { createMailer } from './adapters/email/email.port.js';
import { createStorage } from './adapters/storage/storage.factory.js';
import { createAi } from './adapters/ai/ai.factory.js';
import { createMockups } from './adapters/mockups/printful/mockups.factory.js';
import { orderFulfilment } from './features/orders/order-paid.service.js';
import { createAuth } from './features/auth/auth.js';
import { startEventHub } from './features/events/events.service.js';
import { startSessionCache } from './http/session-cache.js';
import type { AppDeps } from './deps.js';
import { createPaymentGateway } from './adapters/payments/payments.factory.js';
import { createPaymentEvents } from './adapters/payments/payments.port.js';
import type { Tx } from './db/tx.js';
import { registerTokenFulfilment } from './features/tokens/tokens.purchase.js';
import { openJobs } from './jobs/jobs.js';
import { createQueues, startWorkers } from './workers.js';
import { threadedAi, threadedMockups } from './jobs/image-pool.js';
import { createFulfilment } from './adapters/fulfilment/fulfilment.factory.js';
import { enterOrderLife } from './features/orders/order-life.service.js';
import { createLifecycle } from './core/lifecycle.js';
import { createMetrics } from './features/metrics/metrics.service.js';
import { cutoutModelStatus } from './painter/index.js';
import { mailSender, startShopSettings } from './features/settings/settings.service.js';

export { LOCAL_ADMIN_EMAIL };

/** A local secret, made once and kept in DATA_DIR so sessions survive restarts. */
function localSecret(dataDir: string) {
  const file = path.join(dataDir, '.auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type Opened = { deps: AppDeps; database: Database; close: () => Promise<void> };

/**
 * Opens the database, migrates, seeds and builds every dependency the app needs. With `workers`
 * (default: the WORKERS setting) this process also works the job queues.
 */
export async function openDeps(
  config: Config,
  opts: {
    database?: Database;
    paintSeeds?: boolean;
    workers?: boolean;
    log?: { info: (m: string) => void; error: (o: object, m: string) => void };
  } = {},
): Promise<Opened> {
  if (config.production && !config.authSecret)
    throw new Error('AUTH_SECRET (32+ characters) is required in production.');
  const dbDir = path.join(config.dataDir, 'db');
  const { database, release: releaseShopLock } = await openWithShopLock(
    config,
    async () => opts.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: dbDir }),
  );
  await migrateDatabase(database);
  const secret = config.authSecret ?? localSecret(config.dataDir);
  const storage = createStorage(config, secret);
  const jobs = await openJobs(database, config, { log: opts.log, createQueues });
  const model = await cutoutModelStatus();
  if (!model.ok)
    (opts.log?.info ?? console.warn)(
      `The cut-out model cannot load (${model.reason}): cut-outs use the colour heuristic.`,
    );
  await seedTemplates(database.db, storage, {
    paint: opts.paintSeeds,
    painter: (p) =>
      jobs.pool.paint({ photo: p.photo, prompt: p.prompt, styleHint: p.style, width: p.width, height: p.height }),
  });
  await addMissingPreviewWidths(database.db, storage);
  await seedReferencePets(storage);
  const adminConfig =
    !config.production && config.admin.emails.length === 0 && config.admin.userIds.length === 0
      ? { ...config, admin: { ...config.admin, emails: [LOCAL_ADMIN_EMAIL] } }
      : config;
  const settings = await startShopSettings(database);
  const mailer = createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: () => mailSender(config.mailFrom, settings.current().settings.shop),
  });
  const sessions = await startSessionCache(database, secret);
  const auth = createAuth({
    db: database.db,
    config: adminConfig,
    mailer,
    secret,
    shopName: () => settings.current().settings.shop.name,
    onSessionDeleted: (s) => sessions.revoke(s),
  });
  const hub = await startEventHub(database);
  const payments = { gateway: createPaymentGateway(config.payments, database.db), events: createPaymentEvents<Tx>() };
  registerTokenFulfilment(payments, { mailer, publicUrl: config.publicUrl, settings });
  const deps: AppDeps = {
    config: adminConfig,
    db: database.db,
    auth,
    mailer,
    storage,
    hub,
    sessions,
    payments,
    ai: threadedAi(createAi(config), jobs.pool),
    mockups: threadedMockups(createMockups(config, storage), jobs.pool),
    fulfilment: createFulfilment(config),
    jobs,
    secret,
    lifecycle: createLifecycle(),
    metrics: createMetrics({ db: database.db, process: opts.workers ? 'worker' : 'api' }),
    settings,
  };
  payments.events.onSucceeded(
    'order',
    orderFulfilment(
      mailer,
      storage,
      { publicUrl: config.publicUrl, secret, shopName: () => settings.current().settings.shop.name },
      enterOrderLife(deps),
    ),
  );
  if (opts.workers ?? config.jobs.workers) await startWorkers(deps, opts.log);
  deps.lifecycle.phase = 'ready';
  return {
    deps,
    database,
    close: async () => {
      // Running jobs get a few seconds to finish; the rest are handed back (expiry, then a retry).
      await jobs.engine.stop();
      await jobs.pool.close();
      await hub.stop();
      await sessions.stop();
      await settings.stop();
      await database.close();
      await releaseShopLock();
    },
  };
}

/** Where the local admin's one-time password is also written (readable by the file's owner only). */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** Lines drawn in a box, so they stand out from the log above them. */
export function boxed(lines: string[]) {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

/** The local admin is the shop's own account (its password went to the operator only): its address counts as proved. */
const markLocalAdminProved = (deps: AppDeps) =>
  deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, LOCAL_ADMIN_EMAIL));

/**
 * On a local first run, creates the admin account. Returns the notice to print last (after the server
 * listens, so no log line pushes it away): the password in a box, also written once to
 * DATA_DIR/admin-password.txt. Null on later runs.
 */
export async function ensureLocalAdmin(deps: AppDeps): Promise<string | null> {
  if (deps.config.production || !deps.config.admin.emails.includes(LOCAL_ADMIN_EMAIL)) return null;
  const marker = path.join(deps.config.dataDir, '.admin-created');
  if (fs.existsSync(marker)) {
    await markLocalAdminProved(deps); // an admin made before addresses had to be proved keeps the desk
    return null;
  }
  const password = randomBytes(9).toString('base64url');
  let notice: string;
  try {
    await deps.auth.api.signUpEmail({ body: { email: LOCAL_ADMIN_EMAIL, password, name: 'Shop Admin' } });
    await markLocalAdminProved(deps);
    const file = path.join(deps.config.dataDir, ADMIN_PASSWORD_FILE);
    fs.writeFileSync(
      file,
      `Pawtrait Studio local admin (created ${new Date().toISOString()})\nE-mail:   ${LOCAL_ADMIN_EMAIL}\nPassword: ${password}\n`,
      { mode: 0o600 },
    );
    notice = boxed([
      'Local admin account created (the password is shown once):',
      `  E-mail:   ${LOCAL_ADMIN_EMAIL}`,
      `  Password: ${password}`,
      `Also written to ${file}`,
      'Sign in at /login; the admin desk is in the header menu.',
    ]);
  } catch {
    notice = `Local admin account ${LOCAL_ADMIN_EMAIL} already exists.`;
  }
  fs.writeFileSync(marker, new Date().toISOString());
  return notice;
}
