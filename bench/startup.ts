/**
 * Benchmark: start to healthy, and idle memory, of the compiled server (dist-server/main.js, `npm run start:prod`)
 * beside the run-time compiled one (`node --import tsx server/main.ts`), on PostgreSQL and on PGlite.
 * Each database is prepared once (migrated and seeded by bench/seed-data.ts, then one untimed start); then the two ways
 * of starting alternate, BENCH_STARTS (5) times each. Idle RSS is read from /proc after BENCH_IDLE (5) s
 * of quiet following the first /api/health answer.
 * Env: BENCH_DATABASE_URL (a PostgreSQL admin URL; a scratch database is created and dropped), BENCH_STARTS, BENCH_IDLE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { HOST, cpuSeconds, freePort, rawGet, repoRoot, stopChild } from './proc.js';
import { seedShoppers } from './seed-data.js';
import { ensureBuilt } from './load.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const IDLE = Number(process.env.BENCH_IDLE ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SECRET = randomBytes(32).toString('base64url');

type Way = 'compiled' | 'tsx';
const ARGS: Record<Way, string[]> = { compiled: ['dist-server/main.js'], tsx: ['--import', 'tsx', 'server/main.ts'] };

/** Spawns the server, returns ms until /api/health said ok, and the idle RSS after IDLE s. */
async function startOnce(way: Way, env: NodeJS.ProcessEnv, opts: { measureRss: boolean; timeoutMs?: number }) {
  const port = await freePort();
  const t0 = process.hrtime.bigint();
  const child: ChildProcess = spawn(process.execPath, ARGS[way], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way} exited: ${stderr}`);
      const ok = await rawGet(port, '/api/health', {})
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${way} not healthy in time: ${stderr}`);
      await sleep(10);
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const cpuS = cpuSeconds(child.pid) ?? NaN;
    let rssMb = NaN;
    if (opts.measureRss) {
      await sleep(IDLE * 1000);
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    }
    return { ms, rssMb, cpuS };
  } finally {
    await stopChild(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  ensureBuilt();
  const dataDirs: string[] = [];
  const targets: { db: string; env: NodeJS.ProcessEnv; drop?: () => Promise<void> }[] = [];
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    AUTH_SECRET: SECRET,
    HOST,
    LOG_LEVEL: 'warn',
  };
  delete base.DATABASE_URL;
  if (ADMIN_URL) {
    const name = `bench_startup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-startup-pg-'));
    dataDirs.push(dir);
    targets.push({
      db: 'PostgreSQL',
      env: { ...base, DATABASE_URL: url.toString(), DATA_DIR: dir },
      drop: async () => {
        const c = new pg.Client({ connectionString: ADMIN_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    });
  } else console.log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-startup-pglite-'));
  dataDirs.push(dir);
  targets.push({ db: 'PGlite', env: { ...base, DATA_DIR: dir } });

  const rows: string[][] = [];
  try {
    for (const t of targets) {
      // Migrated and seeded here (templates unpainted: painting them is a one-time minute, not a start).
      await seedShoppers({ databaseUrl: t.env.DATABASE_URL, dataDir: t.env.DATA_DIR! }, SECRET, 1);
      process.stdout.write(`${t.db}: first start (reference pets; not timed)... `);
      const first = await startOnce('compiled', t.env, { measureRss: false, timeoutMs: 600_000 });
      console.log(`${(first.ms / 1000).toFixed(1)} s`);
      const res: Record<Way, { ms: number[]; rss: number[]; cpu: number[] }> = {
        compiled: { ms: [], rss: [], cpu: [] },
        tsx: { ms: [], rss: [], cpu: [] },
      };
      for (let i = 0; i < STARTS; i++) {
        for (const way of (i % 2 ? ['tsx', 'compiled'] : ['compiled', 'tsx']) as Way[]) {
          const r = await startOnce(way, t.env, { measureRss: i === 0 });
          res[way].ms.push(r.ms);
          res[way].cpu.push(r.cpuS);
          if (!Number.isNaN(r.rssMb)) res[way].rss.push(r.rssMb);
        }
      }
      for (const way of ['compiled', 'tsx'] as Way[]) {
        const ms = res[way].ms;
        rows.push([
          t.db,
          way === 'compiled' ? 'compiled (npm run start:prod)' : 'tsx (run-time compile)',
          (median(ms) / 1000).toFixed(2),
          (Math.min(...ms) / 1000).toFixed(2),
          (Math.max(...ms) / 1000).toFixed(2),
          median(res[way].cpu).toFixed(2),
          res[way].rss.map((x) => x.toFixed(0)).join('/'),
        ]);
      }
    }
  } finally {
    for (const t of targets) await t.drop?.();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  }
  const head = [
    'database',
    'start',
    'median s to healthy',
    'min s',
    'max s',
    'median CPU s to healthy',
    `idle RSS MB (after ${IDLE} s)`,
  ];
  const cells = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  console.log(
    `\n${STARTS} starts each, alternating, NODE_ENV=production, node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [i, c] of cells.entries()) {
    console.log(c.map((v, j) => (j < 2 ? v.padEnd(widths[j]!) : v.padStart(widths[j]!))).join(' | '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
