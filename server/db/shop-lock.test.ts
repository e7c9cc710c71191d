import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import { freePort, killChildren, startChild } from '../test/child-server.js';
import { LOCK_FILE, lockDataDir, lockPostgres, ShopLockedError } from './shop-lock.js';
import type { Database } from './client.js';

/**
 * Issue 35, item 3: a restore into the data of a running shop is refused (it used to print "Restored
 * 149 rows" that the shop never saw, and leave templates with their keys twice after a restart). Every
 * shop process holds the shop lock: a lock file in DATA_DIR on the embedded database, a shared advisory
 * lock on PostgreSQL; the restore needs it alone (decision 039).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let dataDir: string;
let pgDatabase: (Database & { url?: string }) | undefined;
let env: Record<string, string>;
const logFile = path.join(os.tmpdir(), `pawtrait-shop-lock-${process.pid}.log`);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-shop-lock-'));
  env = {
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    ALLOW_INSECURE_HTTP: '1',
    AUTH_SECRET: 'lock-secret-lock-secret-lock-secret-0123',
    DATA_DIR: dataDir,
    RATE_LIMIT_STORE: 'memory',
    IMAGE_CONCURRENCY: '1',
  };
  if (onPostgres) {
    pgDatabase = await createTestDatabase();
    env.DATABASE_URL = pgDatabase.url!;
  } else {
    const pglite = await PGlite.create({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([await fs.readFile(inject('pgliteSnapshot'))]),
    });
    await pglite.close();
  }
});
afterAll(async () => {
  killChildren();
  await pgDatabase?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `npm run restore ARCHIVE` (or `backup`) with the shop's own settings. */
const script = (name: 'restore' | 'backup', archive: string) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, archive], {
    cwd: ROOT,
    env: { ...process.env, ...env, TEST_DB: '' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  );

/** A process that stays alive until killed: the holder of a lock file it never wrote. */
async function otherProcess() {
  const proc = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => proc.once('spawn', resolve));
  return proc;
}

describe('the shop lock', () => {
  it('refuses a restore while a shop runs on the data, then restores once it stopped', async () => {
    env.PORT = String(await freePort());
    const shop = await startChild({ env, logFile, port: Number(env.PORT) });
    const templates = async () => ((await (await fetch(`${shop.url}/api/templates`)).json()) as unknown[]).length;
    const before = await templates();
    // npm run backup asks the running shop (loopback, no forwarding header: a local operator) for a signed archive.
    const archive = path.join(dataDir, '..', `${path.basename(dataDir)}.backup`);
    expect((await script('backup', archive)).out).toMatch(/Backup written/);
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    try {
      const refused = await script('restore', archive);
      expect(refused.code).toBe(1);
      expect(refused.out).not.toMatch(/Restored/);
      expect(refused.out).toMatch(
        onPostgres ? /advisory lock.*Stop every API and worker/ : new RegExp(`pid ${shop.proc.pid}.*${LOCK_FILE}`),
      );
      expect(await templates()).toBe(before);
      if (!onPostgres) {
        const holder = JSON.parse(await fs.readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
        expect(holder.pid).toBe(shop.proc.pid);
      }

      if (!onPostgres) {
        // A second shop on the same embedded database is refused too.
        const second = await startChild({ env, logFile }).then(
          () => 'started',
          (err: Error) => err.message,
        );
        expect(second).toMatch(/exited early \(1\)/);
        expect(await fs.readFile(logFile, 'utf8')).toMatch(/already uses this data directory/);
      }
    } finally {
      expect(await shop.signal('SIGTERM')).toBe(0);
    }
    await expect(fs.stat(path.join(dataDir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
    const restored = await script('restore', archive);
    expect(restored.out).toMatch(/Restored \d+ rows/);
    expect(restored.code).toBe(0);
    // With no shop running, npm run backup reads the data itself (holding the lock), over the old archive: still 0600.
    await fs.chmod(archive, 0o644);
    expect((await script('backup', archive)).out).toMatch(/Backup written/);
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    await fs.rm(archive, { force: true });
  }, 300_000);

  it('is held by a live process only: a lock file left by a dead one is taken over', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-lockfile-'));
    const file = path.join(dir, LOCK_FILE);
    const other = await otherProcess();
    try {
      const holder = { pid: other.pid, host: os.hostname(), started: null, purpose: 'running shop' };
      await fs.writeFile(file, JSON.stringify(holder));
      expect(() => lockDataDir(dir, 'shop')).toThrow(ShopLockedError);
      expect(() => lockDataDir(dir, 'exclusive', 'restore')).toThrow(new RegExp(`pid ${other.pid}.*Stop it first`));
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
      const release = lockDataDir(dir, 'shop');
      expect(JSON.parse(await fs.readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
      // This process's own restore is refused while it serves a shop; the shop's release removes the file.
      expect(() => lockDataDir(dir, 'exclusive', 'restore')).toThrow(ShopLockedError);
      release();
      await expect(fs.stat(file)).rejects.toThrow(/ENOENT/);
    } finally {
      other.kill('SIGKILL');
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres)('on PostgreSQL: shops share the advisory lock, a restore needs it alone', async () => {
    const url = pgDatabase!.url!;
    const api = await lockPostgres(url, 'shop');
    const worker = await lockPostgres(url, 'shop');
    await expect(lockPostgres(url, 'exclusive', 'restore')).rejects.toThrow(ShopLockedError);
    await api();
    await worker();
    const restoring = await lockPostgres(url, 'exclusive', 'restore');
    await expect(lockPostgres(url, 'shop')).rejects.toThrow(/A restore is writing this database/);
    await restoring();
  });
});
