import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import {
  FORMAT,
  KEY_HINT,
  VERSION,
  hmac,
  keyIdOf,
  q,
  sha256,
  tablesInOrder,
  type Line,
  type Manifest,
  type Signature,
} from './backup.js';

/**
 * Restoring an archive of backup.ts: read it whole, check its signature and every table and file
 * (the files staged beside the store), and only then write (decision 039).
 */

/** The archive's lines, each with its own text (the signature covers the manifest line as written). */
async function* readLines(archive: string): AsyncGenerator<{ line: Line; text: string }> {
  const lines = readline.createInterface({
    input: fs.createReadStream(archive).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const text of lines) {
    if (!text) continue;
    const line = JSON.parse(text) as Line | null;
    if (typeof line !== 'object' || line === null) throw new Error('Not a Pawtrait Studio backup.');
    yield { line, text };
  }
}

/** Refuses an archive whose manifest this shop's key did not sign. */
function checkSignature(manifestLine: string | undefined, signature: Signature | undefined, key: string) {
  if (!manifestLine) throw new Error('The archive has no manifest: it is incomplete.');
  if (!signature?.value)
    throw new Error('The archive is not signed (made before archives were signed, or altered): refused.');
  if (signature.keyId !== keyIdOf(key))
    throw new Error(
      `The archive is signed with another backup key (key ${signature.keyId}; this shop's is ${keyIdOf(key)}). ` +
        `If it comes from another shop, ${KEY_HINT}.`,
    );
  const expected = Buffer.from(hmac(key, manifestLine));
  const given = Buffer.from(String(signature.value));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Error("The archive's signature does not match its contents: it was altered after it was made.");
}

type Staged = { manifest: Manifest; tables: { table: string; rows: unknown[] }[]; stagedFiles: string | null };

/**
 * Reads the whole archive: its tables into memory, its files into `staging` (never into the file
 * store), then checks the signature and every table and file against the signed manifest.
 */
async function readAndCheck(archive: string, key: string, staging: string | null): Promise<Staged> {
  let manifestLine: string | undefined;
  let signature: Signature | undefined;
  let header = false;
  const tables: Staged['tables'] = [];
  const files = new Set<string>();
  const fileSums = createHash('sha256');
  if (staging) await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
  for await (const { line, text } of readLines(archive)) {
    if ('header' in line) {
      if (line.header.format !== FORMAT) throw new Error('Not a Pawtrait Studio backup.');
      if (line.header.version !== VERSION)
        throw new Error(`Backup format version ${line.header.version} is not signed: this shop restores version 2.`);
      header = true;
    } else if (!header) throw new Error('Not a Pawtrait Studio backup.');
    else if ('table' in line) tables.push(line);
    else if ('manifest' in line) manifestLine = text;
    else if ('signature' in line) signature = line.signature;
    else if ('file' in line) {
      const name = String(line.file);
      const base = path.resolve(staging ?? 'files');
      const target = path.resolve(base, name);
      if (!target.startsWith(base + path.sep) || name.includes('\0') || files.has(name))
        throw new Error(`Unsafe or repeated file name in the archive: ${name}`);
      files.add(name);
      const data = Buffer.from(String(line.data), 'base64');
      fileSums.update(`${name}\0${sha256(data)}\n`);
      if (!staging) continue;
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, data, { mode: 0o600 });
    }
  }
  checkSignature(manifestLine, signature, key);
  const { manifest } = JSON.parse(manifestLine!) as { manifest: Manifest };
  const names = tables.map((t) => t.table);
  const listed = Object.keys(manifest.tables);
  if (new Set(names).size !== names.length || names.length !== listed.length || !listed.every((n) => names.includes(n)))
    throw new Error('The tables in the archive are not the ones its manifest lists.');
  for (const t of tables) {
    const expected = manifest.tables[t.table]!;
    if (!Array.isArray(t.rows) || expected.rows !== t.rows.length || expected.sha256 !== sha256(JSON.stringify(t.rows)))
      throw new Error(`Table ${t.table} does not match its checksum.`);
  }
  const sums = 'count' in manifest.files ? manifest.files : null;
  if (sums ? sums.count !== files.size || sums.sha256 !== fileSums.digest('hex') : files.size > 0)
    throw new Error('The files do not match their checksum.');
  return { manifest, tables, stagedFiles: staging };
}

/** Puts the staged files in place of `filesDir`; the returned function puts the old ones back. */
async function swapInto(staged: string, filesDir: string) {
  const old = `${filesDir}.replaced-${randomBytes(4).toString('hex')}`;
  const hadOld = await fsp.rename(filesDir, old).then(
    () => true,
    (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? false : Promise.reject(err)),
  );
  await fsp.rename(staged, filesDir);
  return {
    undo: async () => {
      await fsp.rename(filesDir, staged);
      if (hadOld) await fsp.rename(old, filesDir);
    },
    done: () => fsp.rm(old, { recursive: true, force: true }),
  };
}

/**
 * Restores an archive signed with `key` into a migrated database that holds no customers or orders yet
 * (its seeded templates are replaced by the archive's), and its files in place of `filesDir`. Nothing is
 * written before every table and file has been checked: the files are staged beside `filesDir` and
 * moved into place with the database's transaction. The caller holds the shop lock (shop-lock.ts).
 */
export async function restoreBackup(opts: { db: Db; filesDir: string | null; archive: string; key: string }) {
  const [people] = await q<{ n: number }>(
    opts.db,
    sql`select (select count(*) from "user") + (select count(*) from orders) as n`,
  );
  if (Number(people?.n ?? 0) > 0)
    throw new Error('The target database already has customers or orders: restore only into an empty one.');
  const filesDir = opts.filesDir && path.resolve(opts.filesDir);
  const staging = filesDir && `${filesDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const { manifest, tables, stagedFiles } = await readAndCheck(opts.archive, opts.key, staging);
    const present = new Set(await tablesInOrder(opts.db));
    const unknown = tables.find((t) => !present.has(t.table));
    if (unknown) throw new Error(`The archive has a table this shop does not have: ${unknown.table}.`);
    let swap: Awaited<ReturnType<typeof swapInto>> | undefined;
    try {
      await opts.db.transaction(async (tx) => {
        await insertTables(tx, tables);
        if (stagedFiles && filesDir) swap = await swapInto(stagedFiles, filesDir);
      });
    } catch (err) {
      await swap?.undo();
      throw err;
    }
    await swap?.done();
    return manifest;
  } finally {
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function insertTables(tx: Pick<Db, 'execute'>, tables: Staged['tables']) {
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
}
