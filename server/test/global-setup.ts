import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedTemplates } from '../db/seed.js';
import { createLocalStorage } from '../adapters/storage/storage.port.js';

/**
 * PGlite's cold start runs initdb (3-5 s). Do it once: migrate and seed one database, dump it,
 * and let every test file start from the dump (about a second).
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  if (process.env.TEST_DB === 'postgres') return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-snapshot-'));
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  await seedTemplates(database.db, createLocalStorage(path.join(dir, 'files')), { paint: false });
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.join(dir, 'snapshot.tar.gz');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
