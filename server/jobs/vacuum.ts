import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.js';

/**
 * PGlite has no autovacuum: dead rows (rate-limit counters, job rows, superseded checkouts) would grow
 * for as long as the embedded shop runs and slow every scan. A scheduled VACUUM (ANALYZE) reclaims
 * them and refreshes the planner's statistics. PostgreSQL's autovacuum does this itself: 0, nothing done.
 */
export async function vacuumEmbeddedDatabase(db: Db, env: NodeJS.ProcessEnv = process.env) {
  if (!((db as { $client?: unknown }).$client instanceof PGlite)) return 0;
  // Only for bench/vacuum.ts, which measures a shop without it beside one with it.
  if (env.PGLITE_VACUUM === 'off') return 0;
  await db.execute(sql`VACUUM (ANALYZE)`);
  return 1;
}
