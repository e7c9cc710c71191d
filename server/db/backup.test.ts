import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, signUp, type TestApp } from '../test/harness.js';
import { checkout, paidOrder } from '../test/fixtures.js';
import { findLedgerMismatches } from '../features/tokens/tokens.service.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './backup-restore.js';
import { rowsOf } from './rows.js';
import type { Database } from './client.js';

/**
 * A shop with customers, tokens, library items, orders in several states and files is backed up
 * while it runs, restored into a fresh database and file store, and compared table by table and
 * file by file. Archives are signed with the shop's backup key: a forged one (checksums recomputed)
 * or another shop's is refused, and a refused archive leaves nothing behind (decision 039).
 */
const KEY = 'backup-key-backup-key-backup-key-0123';
let shop: TestApp;
let fresh: Database;
let dir: string;
let archive: string;
beforeAll(async () => {
  shop = await createTestApp();
  fresh = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-backup-'));
  archive = path.join(dir, 'shop.backup');
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

type Json = Record<string, unknown>;
const readArchive = async (file: string) =>
  zlib
    .gunzipSync(await fs.readFile(file))
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Json);
const writeArchive = (file: string, lines: Json[]) =>
  fs.writeFile(file, zlib.gzipSync(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'));
const sha256 = (s: string) => execFileSync('sha256sum', { input: s }).toString().split(' ')[0];
const customers = async (db: Database['db']) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from "user"`))[0]!.n;

/** A fresh database and a file store beside the archive, for one refusal. */
async function refusedInto(bad: string) {
  const other = await createTestDatabase();
  const filesDir = path.join(dir, `refused-${path.basename(bad)}`, 'files');
  try {
    const error = await restoreBackup({ db: other.db, filesDir, archive: bad, key: KEY }).then(
      () => null,
      (err: Error) => err,
    );
    return {
      error,
      customers: await customers(other.db),
      left: await fs.readdir(path.dirname(filesDir)).catch(() => []),
    };
  } finally {
    await other.close();
  }
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

    const filesDir = path.join(shop.dataDir, 'files');
    const manifest = await writeBackup({ db: shop.deps.db, filesDir, out: archive, key: KEY });
    // The shop as it was backed up: its worker keeps beating (job_workers.heartbeat_at) while the restore runs.
    const backedUp = await dump(shop.deps.db);
    expect(manifest.tables.user!.rows).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.orders!.rows).toBeGreaterThanOrEqual(3);
    expect(manifest.tables.library_items!.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.token_ledger!.rows).toBeGreaterThanOrEqual(2);
    expect('count' in manifest.files && manifest.files.count).toBeGreaterThan(0);

    const restoredFiles = path.join(dir, 'restored-files');
    await restoreBackup({ db: fresh.db, filesDir: restoredFiles, archive, key: KEY });
    expect(await dump(fresh.db)).toEqual(backedUp);
    expect(await filesOf(restoredFiles)).toEqual(await filesOf(filesDir));
    expect(await findLedgerMismatches(fresh.db)).toEqual([]);
    // Restoring again over customers is refused.
    await expect(restoreBackup({ db: fresh.db, filesDir: restoredFiles, archive, key: KEY })).rejects.toThrow(/empty/);
  }, 120_000);

  it('refuses a damaged archive', async () => {
    const broken = path.join(dir, 'broken.backup');
    const bytes = await fs.readFile(archive);
    await fs.writeFile(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const result = await refusedInto(broken);
    expect(result.error).not.toBeNull();
    expect(result.customers).toBe(0);
  });

  it('refuses a forged archive whose checksums were recomputed (tokens 777777), writing nothing', async () => {
    const lines = await readArchive(archive);
    const users = lines.find((l) => l.table === 'user') as { rows: Json[] };
    for (const row of users.rows) row.tokens = 777777;
    const manifest = lines.find((l) => 'manifest' in l)!.manifest as { tables: Record<string, Json> };
    manifest.tables.user!.sha256 = sha256(JSON.stringify(users.rows));
    const forged = path.join(dir, 'forged.backup');
    await writeArchive(forged, lines);

    const result = await refusedInto(forged);
    expect(result.error?.message).toMatch(/signature does not match|not signed/);
    expect(result.customers).toBe(0);
    // The files were checked before any was written: no file store, no staging folder left behind.
    expect(result.left).toEqual([]);
  });

  it("refuses another shop's archive, naming the variable to set", async () => {
    const other = path.join(dir, 'other-shop.backup');
    await writeBackup({ db: shop.deps.db, filesDir: null, out: other, key: 'another-shops-key-another-shops-key-0' });
    const result = await refusedInto(other);
    expect(result.error?.message).toMatch(/signed with another backup key.*BACKUP_KEY/);
    expect(result.customers).toBe(0);
  });

  it('refuses a damaged file before writing any file (nothing left behind)', async () => {
    const lines = await readArchive(archive);
    const files = lines.filter((l) => 'file' in l);
    expect(files.length).toBeGreaterThan(1);
    files.at(-1)!.data = Buffer.from('not the picture').toString('base64');
    const damaged = path.join(dir, 'damaged-file.backup');
    await writeArchive(damaged, lines);
    const result = await refusedInto(damaged);
    expect(result.error?.message).toMatch(/files do not match|signature/);
    expect(result.left).toEqual([]);
  });

  it('writes the archive readable by its owner only, also over an existing file', async () => {
    const out = path.join(dir, 'existing.backup');
    await fs.writeFile(out, 'an older file', { mode: 0o644 });
    await fs.chmod(out, 0o644);
    await writeBackup({ db: shop.deps.db, filesDir: null, out, key: KEY });
    expect((await fs.stat(out)).mode & 0o777).toBe(0o600);
    expect((await fs.readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps backups out of git', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(() =>
      execFileSync('git', ['check-ignore', '-q', 'backups/pawtrait-2026-11-29.backup'], { cwd: root }),
    ).not.toThrow();
  });
});
