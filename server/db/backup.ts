import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

/**
 * One backup archive: gzipped JSON lines — a header, one line per table (its rows as PostgreSQL's
 * own JSON of them), one line per stored file (base64), and a manifest with counts and SHA-256
 * checksums. A logical export through SQL, the same on PGlite and PostgreSQL (decision 018).
 */
export type Manifest = {
  format: 'pawtrait-backup';
  version: 1;
  createdAt: string;
  tables: Record<string, { rows: number; sha256: string }>;
  files: { count: number; bytes: number; sha256: string } | { skipped: string };
};

type Line =
  | { header: { format: string; version: number } }
  | { table: string; rows: unknown[] }
  | { file: string; data: string }
  | { manifest: Manifest };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const q = async <T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** The shop's tables (public schema, not drizzle's bookkeeping), parents before children. */
async function tablesInOrder(db: Pick<Db, 'execute'>) {
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
 * Writes the archive. `read` runs the export inside one read-only snapshot (on PostgreSQL a
 * repeatable-read transaction: a consistent copy of a running shop). `filesDir`: the local file store
 * (null on S3: versioning and lifecycle rules keep its history instead).
 */
export async function writeBackup(opts: { db: Db; filesDir: string | null; out: string }): Promise<Manifest> {
  const gzip = zlib.createGzip();
  const file = fs.createWriteStream(opts.out, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => file.on('finish', resolve).on('error', reject));
  gzip.pipe(file);
  const write = (line: Line) =>
    new Promise<void>((resolve) => (gzip.write(`${JSON.stringify(line)}\n`) ? resolve() : gzip.once('drain', resolve)));
  const manifest: Manifest = {
    format: 'pawtrait-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    tables: {},
    files: { skipped: 'S3: see README, Backups' },
  };
  await write({ header: { format: manifest.format, version: manifest.version } });
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
  await write({ manifest });
  gzip.end();
  await done;
  return manifest;
}

async function* readLines(archive: string): AsyncGenerator<Line> {
  const lines = readline.createInterface({
    input: fs.createReadStream(archive).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line) yield JSON.parse(line) as Line;
}

/**
 * Restores an archive into a migrated database that holds no customers or orders yet (its seeded
 * templates are replaced by the archive's), and the files into an empty `filesDir`. Every table's
 * rows and every file are checked against the manifest's checksums.
 */
export async function restoreBackup(opts: { db: Db; filesDir: string | null; archive: string }): Promise<Manifest> {
  const [people] = await q<{ n: number }>(
    opts.db,
    sql`select (select count(*) from "user") + (select count(*) from orders) as n`,
  );
  if (Number(people?.n ?? 0) > 0)
    throw new Error('The target database already has customers or orders: restore only into an empty one.');
  let manifest: Manifest | undefined;
  const tables: { table: string; rows: unknown[] }[] = [];
  const files: string[] = [];
  const fileSums = createHash('sha256');
  for await (const line of readLines(opts.archive)) {
    if ('header' in line && line.header.format !== 'pawtrait-backup') throw new Error('Not a Pawtrait Studio backup.');
    if ('table' in line) tables.push(line);
    if ('manifest' in line) manifest = line.manifest;
    if ('file' in line && opts.filesDir) {
      const target = path.join(opts.filesDir, line.file);
      if (!target.startsWith(path.resolve(opts.filesDir) + path.sep))
        throw new Error(`Unsafe file name in the archive: ${line.file}`);
      const data = Buffer.from(line.data, 'base64');
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, data);
      fileSums.update(`${line.file}\0${sha256(data)}\n`);
      files.push(line.file);
    }
  }
  if (!manifest) throw new Error('The archive has no manifest: it is incomplete.');
  for (const t of tables) {
    if (manifest.tables[t.table]?.sha256 !== sha256(JSON.stringify(t.rows)))
      throw new Error(`Table ${t.table} does not match its checksum.`);
  }
  if (opts.filesDir && 'count' in manifest.files && fileSums.digest('hex') !== manifest.files.sha256)
    throw new Error('The files do not match their checksum.');
  await opts.db.transaction(async (tx) => {
    for (const t of [...tables].reverse()) await tx.execute(sql`delete from ${sql.identifier(t.table)}`);
    for (const t of tables) {
      if (t.rows.length === 0) continue;
      const name = sql.identifier(t.table);
      await tx.execute(
        sql`insert into ${name} overriding system value
            select * from json_populate_recordset(null::${name}, ${JSON.stringify(t.rows)}::json)`,
      );
      const identity = await q<{ column: string }>(
        tx,
        sql`select column_name as column from information_schema.columns
            where table_schema = 'public' and table_name = ${t.table} and is_identity = 'YES'`,
      );
      for (const { column } of identity) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${t.table}"`}, ${column}), (select max(${sql.identifier(column)}) from ${name}))`,
        );
      }
    }
  });
  return manifest;
}
