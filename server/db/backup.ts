import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

/**
 * One backup archive: gzipped JSON lines — a header, one line per table (its rows as PostgreSQL's
 * own JSON of them), one line per stored file (base64), a manifest with counts and SHA-256
 * checksums, and the manifest's signature: an HMAC with the shop's backup key. The checksums catch
 * damage; the signature catches tampering (decisions 018 and 039). A logical export through SQL,
 * the same on PGlite and PostgreSQL.
 */
export type Manifest = {
  format: 'pawtrait-backup';
  version: 2;
  createdAt: string;
  tables: Record<string, { rows: number; sha256: string }>;
  files: { count: number; bytes: number; sha256: string } | { skipped: string };
};
export type Signature = { hmac: 'sha256'; keyId: string; value: string };

export type Line =
  | { header: { format: string; version: number } }
  | { table: string; rows: unknown[] }
  | { file: string; data: string }
  | { manifest: Manifest }
  | { signature: Signature };

export const FORMAT = 'pawtrait-backup';
export const VERSION = 2;
export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');
/** Names a key without revealing it, so a refusal can say "another shop's key". */
export const keyIdOf = (key: string) => hmac(key, 'pawtrait-backup-key-id').slice(0, 12);
export const q = async <T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query));

/** The file bootstrap.ts keeps the shop's local secret in when AUTH_SECRET is unset (development). */
export const LOCAL_SECRET_FILE = '.auth-secret';
export const KEY_HINT =
  'set BACKUP_KEY to the backup key of the shop that made it (its AUTH_SECRET when it had no BACKUP_KEY; ' +
  `in development, the contents of its DATA_DIR/${LOCAL_SECRET_FILE})`;

/** The key this shop signs its archives with: BACKUP_KEY, else AUTH_SECRET, else the local secret the shop made once. */
export function shopBackupKey(config: { backupKey?: string; authSecret?: string; dataDir: string }) {
  if (config.backupKey ?? config.authSecret) return (config.backupKey ?? config.authSecret)!;
  try {
    return fs.readFileSync(path.join(config.dataDir, LOCAL_SECRET_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The shop's tables (public schema, not drizzle's bookkeeping), parents before children. */
export async function tablesInOrder(db: Pick<Db, 'execute'>) {
  const tables = (
    await q<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const edges = await q<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (s: string) => s.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (ordered.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const e of edges) if (unquote(e.child) === t && unquote(e.parent) !== t) visit(unquote(e.parent), seen);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full, base);
    else if (e.isFile() && !e.name.endsWith('.tmp')) yield path.relative(base, full).split(path.sep).join('/');
  }
}

/**
 * Writes `out` readable by its owner only (0600), also over an existing file: a new file beside it,
 * then renamed over it, so a half-written archive never sits under the name either.
 */
export async function writePrivately(out: string, write: (file: fs.WriteStream) => Promise<void>) {
  const temp = `${out}.${randomBytes(6).toString('hex')}.tmp`;
  const file = fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 });
  try {
    await write(file);
    await fsp.chmod(temp, 0o600);
    await fsp.rename(temp, out);
  } catch (err) {
    file.destroy();
    await fsp.rm(temp, { force: true });
    throw err;
  }
}

/**
 * Writes the archive, signed with `key`. The export runs inside one read-only snapshot (on PostgreSQL a
 * repeatable-read transaction: a consistent copy of a running shop). `filesDir`: the local file store
 * (null on S3: versioning and lifecycle rules keep its history instead).
 */
export async function writeBackup(opts: { db: Db; filesDir: string | null; out: string; key: string }) {
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    tables: {},
    files: { skipped: 'S3: see README, Backups' },
  };
  await writePrivately(opts.out, async (file) => {
    const gzip = zlib.createGzip();
    const done = new Promise<void>((resolve, reject) => file.on('finish', resolve).on('error', reject));
    gzip.pipe(file);
    const writeText = (text: string) =>
      new Promise<void>((resolve) => (gzip.write(`${text}\n`) ? resolve() : gzip.once('drain', resolve)));
    const write = (line: Line) => writeText(JSON.stringify(line));
    await write({ header: { format: FORMAT, version: VERSION } });
    await opts.db.transaction(
      async (tx) => {
        for (const table of await tablesInOrder(tx)) {
          const [r] = await q<{ rows: unknown[] }>(
            tx,
            sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`,
          );
          const rows = typeof r!.rows === 'string' ? (JSON.parse(r!.rows) as unknown[]) : r!.rows;
          manifest.tables[table] = { rows: rows.length, sha256: sha256(JSON.stringify(rows)) };
          await write({ table, rows });
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (opts.filesDir) {
      const all = createHash('sha256');
      let count = 0;
      let bytes = 0;
      for await (const key of walk(opts.filesDir)) {
        const data = await fsp.readFile(path.join(opts.filesDir, key));
        all.update(`${key}\0${sha256(data)}\n`);
        count++;
        bytes += data.length;
        await write({ file: key, data: data.toString('base64') });
      }
      manifest.files = { count, bytes, sha256: all.digest('hex') };
    }
    const manifestLine = JSON.stringify({ manifest });
    await writeText(manifestLine);
    await write({ signature: { hmac: 'sha256', keyId: keyIdOf(opts.key), value: hmac(opts.key, manifestLine) } });
    gzip.end();
    await done;
  });
  return manifest;
}
