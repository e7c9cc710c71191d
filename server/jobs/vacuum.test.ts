import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { rowsOf } from '../db/rows.js';
import { SCHEDULES } from '../workers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DB === 'postgres';
const stat = async (column: 'n_dead_tup' | 'vacuum_count') => {
  // Statistics are flushed lazily: a count read right after the vacuum could still get the updates' pending share.
  await t.deps.db.execute(sql`select pg_stat_force_next_flush()`);
  await t.deps.db.execute(sql`select 1`);
  return Number(
    rowsOf<{ n: number }>(
      await t.deps.db.execute(
        sql.raw(
          `select coalesce(sum(${column}), 0)::int as n from pg_stat_user_tables where relname = 'rate_limit_hits'`,
        ),
      ),
    )[0]!.n,
  );
};

describe('scheduled VACUUM (ANALYZE)', () => {
  it('is scheduled, and on the embedded database reclaims dead rows (PostgreSQL: left to autovacuum)', async () => {
    const vacuum = SCHEDULES.find((s) => s.name === 'vacuum')!;
    expect(vacuum.cron).toBe('*/15 * * * *');
    // 200 updates of one counter leave 200 dead row versions behind.
    await t.deps.db.execute(
      sql`insert into rate_limit_hits (key, hits, reset_at) values ('vacuum-test', 0, now() + interval '1 hour')`,
    );
    for (let i = 0; i < 200; i++)
      await t.deps.db.execute(sql`update rate_limit_hits set hits = hits + 1 where key = 'vacuum-test'`);
    const vacuumsBefore = await stat('vacuum_count');
    expect(await vacuum.run(t.deps)).toBe(onPostgres ? 0 : 1);
    if (!onPostgres) {
      expect(await stat('vacuum_count')).toBeGreaterThan(vacuumsBefore);
      expect(await stat('n_dead_tup')).toBe(0);
    }
  });
});
