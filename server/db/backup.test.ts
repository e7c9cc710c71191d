import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, signUp, type TestApp } from '../test/harness.js';
import { checkout, paidOrder } from '../test/fixtures.js';
import { findLedgerMismatches } from '../features/tokens/tokens.service.js';
import { restoreBackup, writeBackup } from './backup.js';
import { rowsOf } from './rows.js';
import type { Database } from './client.js';

/**
 * A shop with customers, tokens, library items, orders in several states and files is backed up
 * while it runs, restored into a fresh database and file store, and compared table by table and
 * file by file.
 */
let shop: TestApp;
let fresh: Database;
let dir: string;
beforeAll(async () => {
  shop = await createTestApp();
  fresh = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-backup-'));
});
afterAll(async () => {
  await fresh.close();
  await shop.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const dump = async (db: Database['db']) => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((r) => r.name);
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    out[t] = rowsOf<{ j: unknown }>(
      await db.execute(sql`select to_jsonb(x) as j from ${sql.identifier(t)} x order by to_jsonb(x)::text`),
    ).map((r) => r.j);
  }
  return out;
};
async function filesOf(root: string, base = root): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await fs.readdir(root, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(root, e.name);
    if (e.isDirectory()) Object.assign(out, await filesOf(full, base));
    else out[path.relative(base, full)] = (await fs.readFile(full)).toString('base64');
  }
  return out;
}

describe('backup and restore', () => {
  it('round-trips every table and file of a running shop into a fresh one', async () => {
    const alice = await signUp(shop.app);
    const bob = await signUp(shop.app);
    await paidOrder(shop, alice.cookie, [{ size: 'small', color: 'black' }, { size: 'digital' }]);
    await paidOrder(shop, bob.cookie);
    await checkout(shop, bob.cookie, [{ size: 'large', color: 'white' }]);
    const states = rowsOf<{ status: string }>(await shop.deps.db.execute(sql`select distinct status from orders`)).map(
      (r) => r.status,
    );
    expect(states.length).toBeGreaterThanOrEqual(2);

    const archive = path.join(dir, 'shop.backup');
    const manifest = await writeBackup({ db: shop.deps.db, filesDir: path.join(shop.dataDir, 'files'), out: archive });
    expect(manifest.tables.user!.rows).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.orders!.rows).toBeGreaterThanOrEqual(3);
    expect(manifest.tables.library_items!.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.token_ledger!.rows).toBeGreaterThanOrEqual(2);
    expect('count' in manifest.files && manifest.files.count).toBeGreaterThan(0);

    const filesDir = path.join(dir, 'restored-files');
    await restoreBackup({ db: fresh.db, filesDir, archive });
    expect(await dump(fresh.db)).toEqual(await dump(shop.deps.db));
    expect(await filesOf(filesDir)).toEqual(await filesOf(path.join(shop.dataDir, 'files')));
    expect(await findLedgerMismatches(fresh.db)).toEqual([]);
    // Restoring again over customers is refused.
    await expect(restoreBackup({ db: fresh.db, filesDir, archive })).rejects.toThrow(/empty/);
  }, 120_000);

  it('refuses a damaged archive', async () => {
    const archive = path.join(dir, 'shop.backup');
    const broken = path.join(dir, 'broken.backup');
    const bytes = await fs.readFile(archive);
    await fs.writeFile(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const other = await createTestDatabase();
    try {
      await expect(restoreBackup({ db: other.db, filesDir: null, archive: broken })).rejects.toThrow();
      expect(rowsOf<{ n: number }>(await other.db.execute(sql`select count(*)::int as n from "user"`))[0]!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
