import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/client.js';
import { addMissingPreviewWidths, seedReferencePets, seedTemplates } from './db/seed.js';
import { createMailer } from './adapters/email/email.port.js';
import { createStorage } from './adapters/storage/storage.factory.js';
import { createAi } from './adapters/ai/ai.factory.js';
import { createMockups } from './adapters/mockups/printful/mockups.factory.js';
import { orderFulfilment } from './features/orders/orders.service.js';
import { createAuth } from './features/auth/auth.js';
import { startEventHub } from './features/events/events.service.js';
import { startSessionCache } from './http/session-cache.js';
import type { AppDeps } from './deps.js';
import { createPaymentGateway } from './adapters/payments/payments.factory.js';
import { createPaymentEvents } from './adapters/payments/payments.port.js';
import type { Tx } from './db/tx.js';
import { registerTokenFulfilment } from './features/tokens/tokens.purchase.js';
import { openJobs, startWorkers } from './jobs/jobs.js';
import { threadedAi, threadedMockups } from './jobs/image-pool.js';
import { createFulfilment } from './adapters/fulfilment/fulfilment.factory.js';
import { enterOrderLife } from './features/fulfilment/order-life.service.js';
import { cutoutModelStatus } from './adapters/ai/neural-mask.js';

export const LOCAL_ADMIN_EMAIL = 'admin@pawtrait.local';

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
  opts: { database?: Database; paintSeeds?: boolean; workers?: boolean; log?: { info: (m: string) => void; error: (o: object, m: string) => void } } = {},
): Promise<Opened> {
  if (config.production && !config.authSecret) throw new Error('AUTH_SECRET (32+ characters) is required in production.');
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }));
  await migrateDatabase(database);
  const secret = config.authSecret ?? localSecret(config.dataDir);
  const storage = createStorage(config, secret);
  const jobs = await openJobs(database, config, opts.log);
  const model = await cutoutModelStatus();
  if (!model.ok) (opts.log?.info ?? console.warn)(`The cut-out model cannot load (${model.reason}): cut-outs use the colour heuristic.`);
  await seedTemplates(database.db, storage, {
    paint: opts.paintSeeds,
    painter: (p) => jobs.pool.paint({ photo: p.photo, prompt: p.prompt, styleHint: p.style, width: p.width, height: p.height }),
  });
  await addMissingPreviewWidths(database.db, storage);
  await seedReferencePets(storage);
  const adminConfig =
    !config.production && config.admin.emails.length === 0 && config.admin.userIds.length === 0 ? { ...config, admin: { ...config.admin, emails: [LOCAL_ADMIN_EMAIL] } } : config;
  const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const sessions = await startSessionCache(database, secret);
  const auth = createAuth({ db: database.db, config: adminConfig, mailer, secret, onSessionDeleted: (s) => sessions.revoke(s) });
  const hub = await startEventHub(database);
  const payments = { gateway: createPaymentGateway(config.payments), events: createPaymentEvents<Tx>() };
  registerTokenFulfilment(payments);
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
  };
  payments.events.onSucceeded('order', orderFulfilment(mailer, storage, { publicUrl: config.publicUrl, secret }, enterOrderLife(deps)));
  if (opts.workers ?? config.jobs.workers) await startWorkers(deps, opts.log);
  return {
    deps,
    database,
    close: async () => {
      // Running jobs get a few seconds to finish; the rest are handed back (expiry, then a retry).
      await jobs.engine.stop();
      await jobs.pool.close();
      await hub.stop();
      await sessions.stop();
      await database.close();
    },
  };
}

/** On a local first run, creates the admin account and prints its password once. */
export async function ensureLocalAdmin(deps: AppDeps, print: (line: string) => void) {
  if (deps.config.production || !deps.config.admin.emails.includes(LOCAL_ADMIN_EMAIL)) return;
  const marker = path.join(deps.config.dataDir, '.admin-created');
  if (fs.existsSync(marker)) return;
  const password = randomBytes(9).toString('base64url');
  try {
    await deps.auth.api.signUpEmail({ body: { email: LOCAL_ADMIN_EMAIL, password, name: 'Shop Admin' } });
    print(`Local admin account created (shown once): ${LOCAL_ADMIN_EMAIL} / ${password}`);
  } catch {
    print(`Local admin account ${LOCAL_ADMIN_EMAIL} already exists.`);
  }
  fs.writeFileSync(marker, new Date().toISOString());
}
