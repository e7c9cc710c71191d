import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Lifecycle } from '../../core/lifecycle.js';

export type ReadinessChecks = { database: boolean; migrations: boolean; jobs: boolean; files: boolean };
export type Readiness = { ready: boolean; phase: Lifecycle['phase']; checks: ReadinessChecks };

/**
 * A check that does not answer within 5 s counts as failed: a database that went away must not hang the probe, a busy
 * one must not flap it.
 */
const CHECK_MS = 5000;
const within = (ms: number, check: Promise<boolean>) =>
  Promise.race([
    check.catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

let shippedMigrations: number | undefined;
async function migrationsShipped() {
  if (shippedMigrations === undefined) {
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    shippedMigrations = journal.entries.length;
  }
  return shippedMigrations;
}

async function migrationsApplied(db: AppDeps['db']) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0) >= (await migrationsShipped());
}

/** The file store takes a write: a small probe file, written and removed, at most every 10 s. */
const FILE_PROBE_MS = 10_000;
function fileProbe(storage: AppDeps['storage']) {
  let last = { at: 0, ok: false };
  return async () => {
    if (Date.now() - last.at < FILE_PROBE_MS) return last.ok;
    const key = `health/probe-${process.pid}.txt`;
    let ok = false;
    try {
      await storage.put(key, Buffer.from(new Date().toISOString()), 'text/plain');
      await storage.delete(key);
      ok = true;
    } catch {
      ok = false;
    }
    last = { at: Date.now(), ok };
    return ok;
  };
}

const probes = new WeakMap<AppDeps['storage'], () => Promise<boolean>>();

/** Ready = serving (not starting, not draining), database reachable and migrated, queues started, files writable. */
export async function checkReadiness(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs' | 'config' | 'lifecycle'>,
): Promise<Readiness> {
  let probe = probes.get(deps.storage);
  if (!probe) probes.set(deps.storage, (probe = fileProbe(deps.storage)));
  const [database, migrations, files] = await Promise.all([
    within(
      CHECK_MS,
      deps.db.execute(sql`select 1`).then(() => true),
    ),
    within(CHECK_MS, migrationsApplied(deps.db)),
    within(CHECK_MS, probe()),
  ]);
  const jobs = deps.jobs.engine.isRunning() && (!deps.config.jobs.workers || deps.jobs.engine.hasWorkers());
  const checks = { database, migrations, jobs, files };
  const phase = deps.lifecycle.phase;
  return { ready: phase === 'ready' && Object.values(checks).every(Boolean), phase, checks };
}
