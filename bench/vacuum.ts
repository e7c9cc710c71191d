/**
 * PGlite housekeeping: two embedded shops side by side in the same run, one with the scheduled VACUUM (ANALYZE)
 * (the shop as shipped) and one without it (PGLITE_VACUUM=off), each loaded by the shopper journey of
 * bench/shoppers.ts at the same concurrency at the same time. Prints, minute by minute, each shop's req/s, p95 and
 * database size on disk (DATA_DIR/db). The vacuum job runs on its cron (every 15 minutes, UTC), so a quarter hour
 * must fall inside the run for it to show.
 * Env: BENCH_MINUTES (10), BENCH_CONNECTIONS (25 shoppers per shop).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensureBuilt, intEnv, pct, printTable } from './load.js';

process.env.BENCH_LEVELS ??= String(intEnv('BENCH_CONNECTIONS', 25));
const { prepare, runLevel } = await import('./shoppers.js');
const MINUTES = intEnv('BENCH_MINUTES', 10);
const SHOPPERS = intEnv('BENCH_CONNECTIONS', 25);

function duBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? duBytes(p) : fs.statSync(p).size;
  }
  return total;
}
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  ensureBuilt();
  const secret = randomBytes(32).toString('base64url');
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const withVacuum = await prepare('pglite', secret, cleanups, {}, 'vacuum');
    const without = await prepare('pglite', secret, cleanups, { PGLITE_VACUUM: 'off' }, 'no-vacuum');
    const shops = [
      { name: 'with VACUUM', t: withVacuum },
      { name: 'without', t: without },
    ];
    const size = (t: typeof withVacuum) => duBytes(path.join(t.dataDir, 'db'));
    const start = shops.map((s) => size(s.t));
    console.log(`\n${SHOPPERS} shoppers per shop, ${MINUTES} min, from ${new Date().toISOString()}, load ${load()}`);
    console.log(`start: database ${shops.map((s, i) => `${s.name} ${mb(start[i]!)} MB`).join(', ')}`);
    const rows: string[][] = [];
    for (let m = 1; m <= MINUTES; m++) {
      const results = await Promise.all(shops.map((s) => runLevel(s.t, SHOPPERS, 60)));
      const row = [String(m), new Date().toISOString().slice(11, 16)];
      results.forEach((r, i) => {
        const all = r.perRoute.flatMap((p) => p.times).sort((a, b) => a - b);
        const bad = r.perRoute.reduce((n, p) => n + Object.values(p.bad).reduce((a, b) => a + b, 0), 0);
        row.push((all.length / r.seconds).toFixed(0), pct(all, 95).toFixed(0), mb(size(shops[i]!.t)), String(bad));
        fs.rmSync(path.join(shops[i]!.t.dataDir, 'files', 'orders'), { recursive: true, force: true });
      });
      row.push(load());
      rows.push(row);
      console.log(`  minute ${row.join(' | ')}`);
    }
    printTable(
      [
        'minute',
        'UTC',
        'with: req/s',
        'p95 ms',
        'db MB',
        'non-2xx',
        'without: req/s',
        'p95 ms',
        'db MB',
        'non-2xx',
        'load',
      ],
      rows,
    );
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
