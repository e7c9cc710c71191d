import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './client.js';

/**
 * Who holds a shop's data. Every shop process (API and worker) holds the lock for its lifetime; a
 * restore (and a backup that reads the embedded database itself) needs it alone.
 *
 * - Embedded database: a lock file in DATA_DIR naming the holder's pid. PGlite is one process's
 *   database, so a second shop on the same DATA_DIR is refused as well. A file whose process is gone
 *   (a crash, kill -9) is stale and is taken over.
 * - PostgreSQL: a session-level advisory lock on a connection of its own, shared by every shop
 *   process and taken exclusively by a restore.
 */
export const LOCK_FILE = 'shop.lock';
/** 'Pawtrait' in ASCII: the advisory lock key every shop process and every restore use. */
const ADVISORY_KEY = '5792950017733970292';

export type ShopLockMode = 'shop' | 'exclusive';
export type HeldDatabase = { database: Database; release: () => Promise<void> };
type Holder = { pid: number; host: string; started: string | null; purpose: string };

export class ShopLockedError extends Error {}

/** When the process started (Linux: /proc/<pid>/stat), so a pid reused by another process is no holder. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder) {
  if (holder.host !== os.hostname()) return true; // another machine's process: we cannot tell, so it holds
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null; // gone, or half-written by a process that died while writing it
  }
}

/** This process's holds, per lock file (a test may open two apps on one DATA_DIR in one process). */
const heldHere = new Map<string, number>();

function refusal(file: string, holder: Holder, mode: ShopLockMode) {
  const who = `${holder.purpose} (pid ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`})`;
  return new ShopLockedError(
    mode === 'exclusive'
      ? `A ${who} is using this data directory (lock file ${file}). Stop it first.`
      : `A ${who} already uses this data directory (lock file ${file}): the embedded database serves one process. ` +
          'Stop it, give this shop its own DATA_DIR, or use PostgreSQL (DATABASE_URL) for more than one process.',
  );
}

/** Takes the lock file of `dataDir`; 'exclusive' refuses also when this very process holds it. */
export function lockDataDir(dataDir: string, mode: ShopLockMode, purpose = 'running shop') {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: os.hostname(), started: startTimeOf(process.pid), purpose };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      heldHere.set(file, 1);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
    }
    const holder = readHolder(file);
    if (holder && holder.pid === process.pid && holder.host === mine.host && heldHere.has(file)) {
      if (mode === 'exclusive') throw refusal(file, holder, mode);
      heldHere.set(file, heldHere.get(file)! + 1);
      break;
    }
    if (holder && isAlive(holder)) throw refusal(file, holder, mode);
    fs.rmSync(file, { force: true }); // stale: its process is gone
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (heldHere.get(file) ?? 1) - 1;
    if (count > 0) return void heldHere.set(file, count);
    heldHere.delete(file);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}

/** The advisory lock on a dedicated connection (its session holds the lock until it ends). */
export async function lockPostgres(connectionString: string, mode: ShopLockMode, purpose = 'running shop') {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  const fn = mode === 'exclusive' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
  const { rows } = await client.query<{ ok: boolean }>(`select ${fn}($1::bigint) as ok`, [ADVISORY_KEY]);
  if (!rows[0]?.ok) {
    await client.end().catch(() => {});
    throw new ShopLockedError(
      mode === 'exclusive'
        ? 'A shop process is connected to this database (it holds the shop lock, PostgreSQL advisory lock ' +
            `${ADVISORY_KEY}). Stop every API and worker process first.`
        : `A restore is writing this database (PostgreSQL advisory lock ${ADVISORY_KEY}): start the ${purpose} when it has finished.`,
    );
  }
  return () => client.end().catch(() => {});
}

/** The URL of an open PostgreSQL database (its pool's), for the lock's own connection. */
const urlOf = (database: Database) =>
  (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options
    ?.connectionString;

/**
 * Opens the shop's database holding its lock: the lock file before the embedded database is opened
 * (two processes must never open it at once), the advisory lock once PostgreSQL is reached. When the
 * lock is refused, what `open` gave is closed and a ShopLockedError names the holder.
 */
export async function openWithShopLock(
  where: { dataDir: string; databaseUrl?: string },
  open: () => Promise<Database>,
  mode: ShopLockMode = 'shop',
  purpose?: string,
): Promise<HeldDatabase> {
  const releaseFile = where.databaseUrl ? null : lockDataDir(where.dataDir, mode, purpose);
  let database: Database;
  try {
    database = await open();
  } catch (err) {
    releaseFile?.();
    throw err;
  }
  if (database.kind === 'pglite') return { database, release: async () => releaseFile?.() };
  releaseFile?.();
  const url = where.databaseUrl ?? urlOf(database);
  if (!url) return { database, release: async () => {} };
  try {
    return { database, release: await lockPostgres(url, mode, purpose) };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
