/**
 * Benchmark: GET /api/templates on the real app (own child process, production settings) against a bare
 * node:http server (bench/baseline-server.ts, also a child process) that replays the very same response bytes.
 * Both are loaded one after the other with autocannon, same settings; a second scenario sends If-None-Match (304).
 * Env: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (2),
 * BENCH_CPU_PROF=1 to write a V8 CPU profile of the app process (startup + all its runs) to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { BaselineMeta, Recorded } from './baseline-server.js';
import {
  HOST,
  cpuSeconds,
  freePort,
  rawGet,
  repoRoot,
  startTsx,
  stopChild,
  waitForQuiet,
  waitUntil,
  type RawResponse,
} from './proc.js';

const intEnv = (name: string, dflt: number) => {
  const n = Number(process.env[name] ?? dflt);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
};
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 50);
const DURATION = intEnv('BENCH_DURATION', 10);
const WARMUP = intEnv('BENCH_WARMUP', 2);
const ROUTE = '/api/templates';
const ACCEPT = { 'accept-encoding': 'br, gzip' };
// Hop-by-hop or per-response headers that node:http writes itself; everything else is replayed verbatim.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
async function cleanup() {
  await Promise.all(children.splice(0).map((c) => stopChild(c)));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().finally(() => process.exit(143)));

async function startApp() {
  if (!fs.existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    console.log('dist/index.html missing, running vite build...');
    const built = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-bench-'));
  tempDirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // always the fresh embedded database in DATA_DIR
  const prof =
    process.env.BENCH_CPU_PROF === '1'
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'bench', 'results')}`]
      : [];
  const child = startTsx('server/main.ts', env, 'app', prof);
  children.push(child);
  const t0 = Date.now();
  await waitUntil(child, 'app', 90_000, async () => {
    const r = await rawGet(port, '/api/health', {});
    return r.status === 200 && (JSON.parse(r.body.toString()) as { ok?: unknown }).ok === true;
  });
  console.log(`app ready on :${port} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`app idle ${(await waitForQuiet(child.pid)).toFixed(0)} s later (start-up work done)`);
  return { port, pid: child.pid };
}

const record = (r: RawResponse): Recorded => {
  const headers: [string, string][] = [];
  for (let i = 0; i < r.rawHeaders.length; i += 2) {
    const [name, value] = [r.rawHeaders[i]!, r.rawHeaders[i + 1]!];
    if (!NOT_REPLAYED.has(name.toLowerCase())) headers.push([name, value]);
  }
  return { status: r.status, headers };
};

async function startBaseline(ok: RawResponse, notModified: RawResponse, etag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-bench-baseline-'));
  tempDirs.push(dir);
  const meta: BaselineMeta = { etag, ok: record(ok), notModified: record(notModified) };
  fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
  fs.writeFileSync(path.join(dir, 'body.bin'), ok.body);
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    BASELINE_META: path.join(dir, 'meta.json'),
    BASELINE_BODY: path.join(dir, 'body.bin'),
  };
  const child = startTsx('bench/baseline-server.ts', env, 'baseline');
  children.push(child);
  await waitUntil(child, 'baseline', 15_000, async () => (await rawGet(port, ROUTE, ACCEPT)).status === 200);
  return { port, pid: child.pid };
}

type Row = {
  target: string;
  expectedStatus: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  mbPerSec: number;
  requests: number;
  cpuUsPerReq: number | null;
  wireBytes: string;
  unexpected: Record<string, number>;
  errors: number;
  timeouts: number;
  result: autocannon.Result;
};
type Server = { port: number; pid: number | undefined };
type Run = autocannon.Instance & PromiseLike<autocannon.Result>;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(
  target: string,
  { port, pid }: Server,
  headers: Record<string, string>,
  expectedStatus: number,
): Promise<Row> {
  const opts = { url: `http://${HOST}:${port}${ROUTE}`, connections: CONNECTIONS, pipelining: 1, headers };
  process.stdout.write(`${target}: warm-up ${WARMUP} s, measure ${DURATION} s... `);
  const warm = await autocannon({ ...opts, duration: WARMUP });
  // autocannon's histogram rounds latency to whole ms; keep the exact per-response times for sub-ms percentiles.
  const times: number[] = [];
  const sizes = new Set<number>();
  const cpu0 = cpuSeconds(pid);
  const run = autocannon({ ...opts, duration: DURATION }) as unknown as Run;
  run.on('response', (_client, _status, resBytes, responseTime) => {
    times.push(responseTime);
    sizes.add(resBytes);
  });
  const result = await run;
  const cpu = (cpuSeconds(pid) ?? NaN) - (cpu0 ?? NaN);
  times.sort((a, b) => a - b);
  const unexpected: Record<string, number> = {};
  for (const r of [warm, result]) {
    for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) {
      if (Number(code) !== expectedStatus) unexpected[code] = (unexpected[code] ?? 0) + (s.count ?? 0);
    }
  }
  const [minSize, maxSize] = [Math.min(...sizes), Math.max(...sizes)];
  const row: Row = {
    target,
    expectedStatus,
    reqPerSec: result.requests.average,
    p50: pct(times, 50),
    p99: pct(times, 99),
    mbPerSec: result.throughput.average / 1e6,
    requests: result.requests.total,
    cpuUsPerReq: Number.isFinite(cpu) ? (cpu * 1e6) / result.requests.total : null, // server process only, whole measured run
    wireBytes: minSize === maxSize ? `${minSize}` : `${minSize}-${maxSize}`, // headers + body, as autocannon counted them
    unexpected,
    errors: warm.errors + result.errors,
    timeouts: warm.timeouts + result.timeouts,
    result,
  };
  console.log(`${Math.round(row.reqPerSec)} req/s`);
  return row;
}

function printTable(rows: Row[]) {
  const head = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'MB/s',
    'B/response',
    'server CPU us/req',
    'requests',
    'bad status',
    'errors',
  ];
  const cells = [head].concat(
    rows.map((r) => [
      r.target,
      r.reqPerSec.toFixed(0),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      r.mbPerSec.toFixed(2),
      r.wireBytes,
      r.cpuUsPerReq?.toFixed(1) ?? 'n/a',
      String(r.requests),
      String(Object.values(r.unexpected).reduce((a, b) => a + b, 0)),
      String(r.errors),
    ]),
  );
  const widths = head.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const c of cells.slice(1)) console.log(line(c));
}

async function main(): Promise<number> {
  const app = await startApp();
  const ok = await rawGet(app.port, ROUTE, ACCEPT);
  const etag = String(ok.headers.etag ?? '');
  if (ok.status !== 200 || !etag)
    throw new Error(`unexpected ${ROUTE} response: ${ok.status}, etag ${etag || 'missing'}`);
  const notModified = await rawGet(app.port, ROUTE, { ...ACCEPT, 'if-none-match': etag });
  if (notModified.status !== 304) throw new Error(`If-None-Match gave ${notModified.status}, expected 304`);
  const identity = await rawGet(app.port, ROUTE, {});
  const h = ok.headers;
  console.log(
    `${ROUTE}: ${ok.status}, ${h['content-type']}, content-encoding ${h['content-encoding'] ?? 'none'}, ` +
      `${ok.body.length} B on the wire (${identity.body.length} B identity), ${ok.rawHeaders.length / 2} headers, ` +
      `etag ${etag}, vary ${h.vary}, cache-control ${h['cache-control']}`,
  );

  const baseline = await startBaseline(ok, notModified, etag);
  const replay = await rawGet(baseline.port, ROUTE, ACCEPT);
  if (!replay.body.equals(ok.body) || replay.headers.etag !== etag)
    throw new Error('baseline does not replay the app response');

  const loadBefore = os.loadavg()[0]!;
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, pipelining 1, ${DURATION} s (+${WARMUP} s warm-up), one target at a time`,
  );
  const inm = { ...ACCEPT, 'if-none-match': etag };
  const rows = [
    await load('app 200', app, ACCEPT, 200),
    await load('baseline 200', baseline, ACCEPT, 200),
    await load('app 304', app, inm, 304),
    await load('baseline 304', baseline, inm, 304),
  ];
  const after = await rawGet(app.port, ROUTE, ACCEPT);
  const stable = after.headers.etag === etag && after.body.equals(ok.body);

  printTable(rows);
  const load1 = [loadBefore, os.loadavg()[0]!].map((l) => l.toFixed(1));
  if (loadBefore > os.cpus().length) {
    // measured before any load, so not (much) ours
    console.log(
      `\nwarning: 1-min load average was ${load1[0]} on ${os.cpus().length} cores before the runs; other processes skew these numbers`,
    );
  }
  const ratio = (k: 'reqPerSec' | 'p99' | 'cpuUsPerReq', i: number) => (rows[i]![k] ?? NaN) / (rows[i + 1]![k] ?? NaN);
  const ratios = {
    reqPerSec200: ratio('reqPerSec', 0),
    reqPerSec304: ratio('reqPerSec', 2),
    p99_200: ratio('p99', 0),
    p99_304: ratio('p99', 2),
    cpuPerReq200: ratio('cpuUsPerReq', 0),
    cpuPerReq304: ratio('cpuUsPerReq', 2),
  };
  const both = (x: number, y: number) => `${x.toFixed(2)}  (304 path: ${y.toFixed(2)})`;
  console.log(`\napp/baseline req/s ratio: ${both(ratios.reqPerSec200, ratios.reqPerSec304)}`);
  console.log(`app/baseline p99 ratio: ${both(ratios.p99_200, ratios.p99_304)}`);
  console.log(`app/baseline server CPU per request ratio: ${both(ratios.cpuPerReq200, ratios.cpuPerReq304)}`);

  const problems = rows.flatMap((r) => [
    ...Object.entries(r.unexpected).map(
      ([code, n]) => `${r.target}: ${n} responses with status ${code} (expected ${r.expectedStatus})`,
    ),
    ...(r.errors ? [`${r.target}: ${r.errors} errors (${r.timeouts} timeouts)`] : []),
  ]);
  if (!stable) problems.push(`app ${ROUTE} changed during the run (etag ${etag} -> ${after.headers.etag})`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `api-${stamp}.json`);
  const summary = rows.map(({ result, ...rest }) => ({ ...rest, autocannon: result }));
  fs.writeFileSync(
    outFile,
    JSON.stringify(
      {
        benchmark: `GET ${ROUTE}`,
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAvg1m: load1,
        settings: {
          connections: CONNECTIONS,
          durationSec: DURATION,
          warmupSec: WARMUP,
          pipelining: 1,
          headers: ACCEPT,
        },
        response: {
          status: ok.status,
          contentEncoding: h['content-encoding'] ?? null,
          wireBytes: ok.body.length,
          identityBytes: identity.body.length,
          etag,
          headers: record(ok).headers,
        },
        ratios,
        problems,
        results: summary,
      },
      null,
      2,
    ),
  );
  console.log(`results written to ${path.relative(repoRoot, outFile)}`);

  if (problems.length) {
    console.error(`\nFAILED: ${problems.join('; ')}`);
    return 1;
  }
  console.log('all responses had the expected status, no errors');
  return 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
