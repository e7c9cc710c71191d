import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_PORT, seededDataDir, startShopServer } from './shop-server';

/**
 * Seeds one data folder per run: a fresh server migrates the embedded database and paints the
 * style previews (the slow part of a first start), then stops. Each worker's server starts from a
 * copy of it (fixtures.ts), as a fresh shop would look after its first start.
 */
export default async function globalSetup() {
  const dir = seededDataDir();
  fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  // A first start paints every style preview: minutes on a loaded 2-core machine (118 s at load 7).
  const server = await startShopServer(E2E_BASE_PORT, dir, 900_000);
  await createAdmin(server.url);
  await server.stop();
  await proveAdminAddress(dir);
  console.log(`e2e: seeded ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The journeys' admin (ADMIN_EMAILS in shop-server.ts), with the password every journey signs in with. */
async function createAdmin(url: string) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, name: 'admin' }),
  });
  if (!res.ok) throw new Error(`e2e: the admin's sign-up failed: ${res.status} ${await res.text()}`);
}

/**
 * An ADMIN_EMAILS address opens the admin desk once proved (server/http/auth-guard.ts); the operator of this
 * throw-away shop proves it in the stopped shop's database, as the verification link would.
 */
async function proveAdminAddress(dir: string) {
  const db = await PGlite.create({ dataDir: path.join(dir, 'db') });
  const res = await db.query('update "user" set email_verified = true where email = $1', [E2E_ADMIN_EMAIL]);
  await db.close();
  if (res.affectedRows !== 1) throw new Error('e2e: the admin account was not found in the seeded database');
}
