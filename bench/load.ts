/** Shared pieces of the interleaved benchmarks: start the compiled app, load one target, print a table. */
import path from 'node:path';
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { HOST, cpuSeconds, freePort, rawGet, repoRoot, spawnNode, stopChild, waitForQuiet, waitUntil } from './proc.js';

export type Server = { label: string; port: number; pid: number | undefined; child: ChildProcess };

export const intEnv = (name: string, dflt: number) => {
  const n = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

export function ensureBuilt() {
  if (
    fs.existsSync(path.join(repoRoot, 'dist-server', 'main.js')) &&
    fs.existsSync(path.join(repoRoot, 'dist', 'index.html'))
  )
    return;
  console.log('dist-server/main.js or dist/index.html missing, running npm run build...');
  if (spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
}

/** Starts `node <args>` (the compiled app, or a bench anchor through tsx) and waits for a 200 on healthPath. */
export async function startServer(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  healthPath = '/api/health',
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const child = spawnNode([...nodeArgs, ...args], { ...env, PORT: String(port), HOST }, label);
  await waitUntil(child, label, timeoutMs, async () => (await rawGet(port, healthPath, {})).status === 200);
  const waited = await waitForQuiet(child.pid);
  if (waited > 2) console.log(`  [${label}] idle ${waited.toFixed(0)} s after answering ${healthPath}`);
  return { label, port, pid: child.pid, child };
}

export const stopServer = (s: Server) => stopChild(s.child);

export type Row = {
  target: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  cpuUsPerReq: number;
  requests: number;
  bad: number;
  errors: number;
};
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export type LoadSettings = { connections: number; duration: number; warmup: number; rounds: number };

/** BENCH_CONNECTIONS, BENCH_DURATION (s), BENCH_WARMUP (s) and BENCH_ROUNDS, else this bench's defaults. */
export const loadSettings = (defaults: LoadSettings): LoadSettings => ({
  connections: intEnv('BENCH_CONNECTIONS', defaults.connections),
  duration: intEnv('BENCH_DURATION', defaults.duration),
  warmup: intEnv('BENCH_WARMUP', defaults.warmup),
  rounds: intEnv('BENCH_ROUNDS', defaults.rounds),
});

/** Warm-up, then a measured autocannon run against one server; CPU is the server process's own (from /proc). */
export async function measure(
  target: string,
  server: Server,
  opts: {
    path: string;
    headers?: Record<string, string>;
    connections: number;
    duration: number;
    warmup: number;
    expect: number;
  },
): Promise<Row> {
  const base = {
    url: `http://${HOST}:${server.port}${opts.path}`,
    connections: opts.connections,
    pipelining: 1,
    headers: opts.headers ?? {},
  };
  await autocannon({ ...base, duration: opts.warmup });
  const times: number[] = [];
  let bad = 0;
  const cpu0 = cpuSeconds(server.pid) ?? NaN;
  const run = autocannon({ ...base, duration: opts.duration }) as unknown as autocannon.Instance &
    PromiseLike<autocannon.Result>;
  run.on('response', (_c, status, _b, ms) => {
    times.push(ms);
    if (status !== opts.expect) bad++;
  });
  const result = await run;
  const cpu = (cpuSeconds(server.pid) ?? NaN) - cpu0;
  times.sort((a, b) => a - b);
  const row = {
    target,
    reqPerSec: result.requests.average,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    cpuUsPerReq: (cpu * 1e6) / Math.max(1, result.requests.total),
    requests: result.requests.total,
    bad,
    errors: result.errors,
  };
  console.log(
    `  ${target}: ${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99.toFixed(2)} ` +
      `ms, ${row.cpuUsPerReq.toFixed(0)} us CPU/req${bad ? `, ${bad} unexpected status` : ''}`,
  );
  return row;
}

export function printTable(head: string[], rows: string[][]) {
  const cells = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const c of rows) console.log(line(c));
}

/** Mean of a row's rounds (req/s and CPU averaged; percentiles averaged across rounds). */
export function meanRow(target: string, rows: Row[]): Row {
  const avg = (k: keyof Row) => rows.reduce((s, r) => s + (r[k] as number), 0) / rows.length;
  const sum = (k: keyof Row) => rows.reduce((s, r) => s + (r[k] as number), 0);
  return {
    target,
    reqPerSec: avg('reqPerSec'),
    p50: avg('p50'),
    p95: avg('p95'),
    p99: avg('p99'),
    cpuUsPerReq: avg('cpuUsPerReq'),
    requests: sum('requests'),
    bad: sum('bad'),
    errors: sum('errors'),
  };
}

export type Target = { name: string; server: Server; path: string; headers?: Record<string, string> };

/**
 * Each pair of targets measured side by side, round after round, the pair's order alternating so that
 * neither always runs second on a warmer machine. Returns each target's rows by name, and its mean of rounds in
 * the order given.
 */
export async function measurePairs(pairs: Target[][], load: LoadSettings, opts: { logRounds?: boolean } = {}) {
  const targets = pairs.flat();
  const rows = new Map<string, Row[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < load.rounds; round++) {
    if (opts.logRounds) console.log(`round ${round + 1}`);
    for (const pair of pairs) {
      for (const t of round % 2 ? [...pair].reverse() : pair) {
        const { connections, duration, warmup } = load;
        const row = await measure(t.name, t.server, {
          path: t.path,
          headers: t.headers,
          connections,
          duration,
          warmup,
          expect: 200,
        });
        rows.get(t.name)!.push(row);
      }
    }
  }
  return { rows, means: targets.map((t) => meanRow(t.name, rows.get(t.name)!)) };
}
