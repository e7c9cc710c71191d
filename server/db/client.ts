import fs from 'node:fs';
import { createHash } from 'node:crypto';
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

/** Raw SQL for engines that bring their own statements (pg-boss): text with $n values, rows back. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listener;
  executeSql: ExecuteSql;
  close: () => Promise<void>;
};

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

/** Connections per process to PostgreSQL (each API node or worker has its own pool). */
const POOL_MAX = 10;

type QueryConfig = { text: string; name?: string; values?: unknown[] };
const statementNames = new Map<string, string>();
/** Past this many distinct statements (IN lists of every length...), new ones run unnamed. */
const MAX_NAMED = 2_000;
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED)
    statementNames.set(text, (name = `s_${createHash('sha1').update(text).digest('base64url')}`));
  return name;
};

/**
 * Every parameterised statement becomes a named prepared statement (named by a hash of its text), so
 * PostgreSQL parses and plans each distinct statement once per connection instead of on every call
 * (bench/shoppers.ts: the database shares the cores with the app). Text without parameters (migrations,
 * pg-boss's multi-statement maintenance) stays a simple query.
 */
function preparedByText(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) => {
    const params = Array.isArray(values) ? values : (config as QueryConfig | null)?.values;
    if (!params?.length) return query(config, values, ...rest);
    const c = (typeof config === 'string' ? { text: config } : config) as QueryConfig;
    const name =
      typeof c?.text === 'string' && !c.name && typeof (c as { submit?: unknown }).submit !== 'function'
        ? statementName(c.text)
        : undefined;
    return query(name ? { ...c, name } : config, values, ...rest);
  };
}

const RELISTEN_MAX_MS = 5000;

/**
 * LISTEN on a connection of its own that comes back by itself when PostgreSQL restarts or the connection
 * drops: retried with a growing pause (0.25 s up to 5 s). Notifications sent during the gap are lost; the job
 * workers also poll their queues, so a wake-up missed then only costs a poll interval.
 */
async function listenReconnecting(url: string, channel: string, onMessage: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on('error', () => {});
    c.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    return c;
  };
  const reconnect = (attempt: number) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        connect().then(
          (c) => {
            if (stopped) return void c.end().catch(() => {});
            client = c;
            c.once('end', () => reconnect(1));
          },
          () => reconnect(attempt + 1),
        );
      },
      Math.min(RELISTEN_MAX_MS, 250 * 2 ** (attempt - 1)),
    );
    timer.unref();
  };
  client = await connect();
  client.once('end', () => reconnect(1));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when no data dir). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A connection that cannot be had within 5 s fails the query (503, server/http/errors.ts) instead of
    // queueing the request for as long as PostgreSQL is away; broken idle connections are dropped by the pool.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX, connectionTimeoutMillis: 5000 });
    pool.on('error', () => {});
    pool.on('connect', preparedByText);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen: Listener = (channel, onMessage) => listenReconnecting(opts.databaseUrl!, channel, onMessage);
    const executeSql: ExecuteSql = (text, values) => pool.query(text, values as unknown[]);
    return { db, kind: 'postgres', listen, executeSql, close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  const listen: Listener = async (channel, onMessage) => pglite.listen(channel, onMessage);
  // PGlite's query() takes one statement; parameterless multi-statement text (pg-boss's schema
  // install and locked maintenance blocks) goes to exec(), which answers one result per statement.
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return { db, kind: 'pglite', listen, executeSql, close: () => pglite.close() };
}

export async function migrateDatabase(database: Database) {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') await migratePg(database.db as never, config);
  else await migratePglite(database.db, config);
}
