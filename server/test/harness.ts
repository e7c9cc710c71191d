import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { seedTemplates } from '../db/seed.js';
import { createLocalStorage } from '../adapters/storage/storage.port.js';
import { buildApp, type App } from '../app.js';
import { openDeps } from '../bootstrap.js';
import type { AppDeps } from '../deps.js';
import type { AiPort } from '../adapters/ai/ai.port.js';
import { desc, sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema.js';

export const TEST_ORIGIN = 'http://localhost:3999';
export const TEST_ADMIN_EMAIL = 'admin@test.local';

/** A fresh, migrated and seeded database of the kind this test project runs on. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = await fs.readFile(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return openDatabase({ pglite });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  await seedTemplates(database.db, createLocalStorage(path.join(os.tmpdir(), 'pawtrait-unused')), { paint: false });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Each test app's deps, so a helper given only the app can read what the shop wrote (the outbox). */
const depsOfApp = new WeakMap<App, AppDeps>();

export type TestApp = { app: App; deps: AppDeps; database: Database; dataDir: string; close: () => Promise<void> };

/** The real app on a fresh database, for app.inject() tests. */
export async function createTestApp(
  opts: { env?: Record<string, string>; database?: Database; ai?: AiPort } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '3999',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    // A synchronous paint may wait longer than in production: CI runs every tier side by side on 2 cores.
    JOB_SYNC_WAIT_MS: '80000',
    ...opts.env,
  });
  const database = opts.database ?? (await createTestDatabase());
  const opened = await openDeps(config, { database, paintSeeds: false });
  if (opts.ai) opened.deps.ai = opts.ai;
  const app = await buildApp(opened.deps);
  await app.ready();
  depsOfApp.set(app, opened.deps);
  return {
    app,
    deps: opened.deps,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await opened.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new user up and returns the cookie header that carries their session. */
export async function signUp(
  app: App,
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
  password = 'correct horse battery',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email, password, name: email.split('@')[0] },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const userId = res.json<{ user: { id: string } }>().user.id;
  // The admin desk opens to an ADMIN_EMAILS address once its owner has proved it (auth-guard.ts).
  const cookie =
    email.toLowerCase() === TEST_ADMIN_EMAIL ? await proveAddress(app, email) : cookieHeader(res.headers['set-cookie']);
  return { cookie, userId, email, password };
}

/** Opens the verification link the shop mailed to `email`, as its owner would; answers the new session's cookie. */
export async function proveAddress(app: App, email: string) {
  const deps = depsOfApp.get(app);
  if (!deps) throw new Error('proveAddress needs an app made by createTestApp');
  for (let tries = 0; tries < 50; tries += 1) {
    const [mail] = await deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${email.toLowerCase()} and ${emailOutbox.subject} like 'Confirm%'`)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const link = mail && /https?:\/\/\S+verify-email\S+/.exec(mail.text ?? '');
    if (link) {
      const url = new URL(link[0]);
      const res = await app.inject({ url: url.pathname + url.search });
      if (res.statusCode >= 400) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
      return cookieHeader(res.headers['set-cookie']);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail reached ${email}`);
}

export function cookieHeader(setCookie: string | string[] | undefined) {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** A multipart/form-data body with one file, for app.inject(). */
export function multipartFile(
  bytes: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
  field = 'file',
  extraFiles = 0,
) {
  const boundary = `----pawtrait${randomBytes(8).toString('hex')}`;
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const parts = [part(field), ...Array.from({ length: extraFiles }, () => part(field))];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
