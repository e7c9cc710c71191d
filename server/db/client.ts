import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** A way to hear notifications on one channel; used by the live-events fan-out. */
export type Listener = (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listener;
  close: () => Promise<void>;
};

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when no data dir). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen: Listener = async (channel, onMessage) => {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      await client.query(`LISTEN ${channel}`);
      return async () => {
        await client.end().catch(() => {});
      };
    };
    return { db, kind: 'postgres', listen, close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  const listen: Listener = async (channel, onMessage) => pglite.listen(channel, onMessage);
  return { db, kind: 'pglite', listen, close: () => pglite.close() };
}

export async function migrateDatabase(database: Database) {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') await migratePg(database.db as never, config);
  else await migratePglite(database.db, config);
}
