/**
 * Capacity: virtual shoppers walk the mixed journey (home page, template list, template detail, cart add,
 * checkout start) in a loop, one session each, at 5/25/50/100/200 concurrent shoppers, against the compiled
 * app on PGlite and on PostgreSQL (both running; levels interleaved, the order alternating). Prints req/s and
 * p50/p95/p99 per route and level, and the knee: the largest level whose p95 over all requests is under 250 ms.
 * The load generator runs on the same cores. Each journey comes from its own client address (X-Forwarded-For,
 * production trusts the proxy), as real shoppers do, so per-address rate limits do not turn the run into 429s.
 * Env: BENCH_DATABASE_URL (PostgreSQL admin URL; scratch database created and dropped), BENCH_DURATION s per level (6),
 * BENCH_WARMUP s (1), BENCH_LEVELS (5,25,50,100,200), BENCH_DBS (pglite,postgres), BENCH_NODE_ARGS (flags for the app).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { HOST, cpuSeconds, rawGet, repoRoot } from './proc.js';
import { ensureBuilt, intEnv, pct, printTable, startServer, stopServer, type Server } from './load.js';
import { scratchPostgres, seedShoppers, tempDir, type Shopper } from './seed-data.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DURATION = intEnv('BENCH_DURATION', 6);
const WARMUP = intEnv('BENCH_WARMUP', 1);
const LEVELS = (process.env.BENCH_LEVELS ?? '5,25,50,100,200').split(',').map(Number);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const KNEE_MS = 250;
/** Extra node flags for the app processes, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ROUTES = [
  'GET /',
  'GET /api/templates',
  'GET /api/templates/:id',
  'POST /api/cart/items',
  'POST /api/create-cart-payment-intent',
];
const CONTACT = {
  email: 'shopper@bench.test',
  firstName: 'Bench',
  lastName: 'Shopper',
  phone: '',
  subscribe: false,
  address: { country: 'US', address1: '1 Main St', address2: '', city: 'Springfield', region: 'IL', zip: '62701' },
};

export type Target = {
  db: string;
  server: Server;
  shoppers: Shopper[];
  templateId: string;
  dataDir: string;
  backendCpu: () => Promise<Map<number, number>>;
};
type Level = {
  db: string;
  level: number;
  seconds: number;
  cpuS: number;
  dbCpuS: number;
  loadGenCpuS: number;
  perRoute: { times: number[]; bad: Record<string, number> }[];
};

/** The i-th request of a shopper's journey. */
function step(t: Target, s: Shopper, i: number, ip: string) {
  const origin = `http://${HOST}:${t.server.port}`;
  const headers: Record<string, string> = {
    cookie: s.cookie,
    origin,
    'x-forwarded-for': ip,
    'accept-encoding': 'br, gzip',
  };
  const item = {
    id: `ci_${s.userId}`,
    artworkUrl: s.artworkUrl,
    size: 'small',
    color: 'black',
    templateName: 'Bench Portrait',
  };
  switch (i) {
    case 0:
      return { method: 'GET', path: '/', headers };
    case 1:
      return { method: 'GET', path: '/api/templates', headers };
    case 2:
      return { method: 'GET', path: `/api/templates/${t.templateId}`, headers };
    case 3:
      return {
        method: 'POST',
        path: '/api/cart/items',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [item] }),
      };
    default:
      return {
        method: 'POST',
        path: '/api/create-cart-payment-intent',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [item], contact: CONTACT }),
      };
  }
}

export async function runLevel(t: Target, level: number, duration: number): Promise<Level> {
  const perRoute = ROUTES.map((): { times: number[]; bad: Record<string, number> } => ({ times: [], bad: {} }));
  let next = 0;
  let journeys = 0;
  const ip = () => `10.${(journeys >> 16) & 255}.${(journeys >> 8) & 255}.${journeys & 255}`;
  const seq = new Map<unknown, number>();
  // One shopper (session) per connection; each connection loops over the five requests in order.
  const requests = ROUTES.map((_, i) => ({
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
      if (context.shopper === undefined) context.shopper = next++ % t.shoppers.length;
      if (i === 0) context.ip = (journeys++, ip());
      return { ...req, ...step(t, t.shoppers[context.shopper as number]!, i, context.ip as string) };
    },
  }));
  const cpu0 = cpuSeconds(t.server.pid) ?? NaN;
  const db0 = await t.backendCpu();
  // The load generator shares the cores: its own CPU (this process) is printed beside the app's.
  const gen0 = process.cpuUsage();
  const run = autocannon({
    url: `http://${HOST}:${t.server.port}`,
    connections: level,
    pipelining: 1,
    duration,
    requests: requests as never,
    timeout: 30,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on('response', (client, status, _bytes, ms) => {
    const n = seq.get(client) ?? 0;
    seq.set(client, n + 1);
    const r = perRoute[n % ROUTES.length]!;
    r.times.push(ms);
    if (status >= 300 && !(n % ROUTES.length === 0 && status === 304)) r.bad[status] = (r.bad[status] ?? 0) + 1;
  });
  await run;
  const gen = process.cpuUsage(gen0);
  const loadGenCpuS = (gen.user + gen.system) / 1e6;
  const cpuS = (cpuSeconds(t.server.pid) ?? NaN) - cpu0;
  let dbCpuS = 0;
  for (const [pid, s] of await t.backendCpu()) dbCpuS += s - (db0.get(pid) ?? 0);
  return { db: t.db, level, seconds: duration, cpuS, dbCpuS, loadGenCpuS, perRoute };
}

export async function prepare(
  db: string,
  secret: string,
  cleanups: (() => Promise<void>)[],
  extraEnv: NodeJS.ProcessEnv = {},
  label = db,
): Promise<Target> {
  const dataDir = tempDir(`shoppers-${label}`);
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  // CPU seconds of each PostgreSQL backend serving the scratch database (same machine, read from /proc).
  let backendCpu = async () => new Map<number, number>();
  if (db === 'postgres') {
    if (!ADMIN_URL) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    const scratch = await scratchPostgres(ADMIN_URL);
    cleanups.push(scratch.drop);
    databaseUrl = scratch.url;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    cleanups.push(() => admin.end());
    const name = new URL(scratch.url).pathname.slice(1);
    backendCpu = async () => {
      const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        name,
      ]);
      return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid) ?? 0]));
    };
  }
  const shoppers = await seedShoppers({ databaseUrl, dataDir }, secret, Math.max(...LEVELS));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = await startServer(label, ['dist-server/main.js'], env, '/api/health', 120_000, NODE_ARGS);
  cleanups.push(() => stopServer(server));
  const templates = JSON.parse((await rawGet(server.port, '/api/templates', {})).body.toString()) as {
    templates: { id: string }[];
  };
  return { db, server, shoppers, templateId: templates.templates[0]!.id, dataDir, backendCpu };
}

async function main() {
  ensureBuilt();
  const secret = randomBytes(32).toString('base64url');
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const targets: Target[] = [];
    for (const db of DBS) targets.push(await prepare(db, secret, cleanups));
    const results: Level[] = [];
    console.log(
      `\n${DURATION} s per level (+${WARMUP} s warm-up), levels ${LEVELS.join('/')}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    for (const [i, level] of LEVELS.entries()) {
      for (const t of i % 2 ? [...targets].reverse() : targets) {
        await runLevel(t, level, WARMUP);
        const r = await runLevel(t, level, DURATION);
        results.push(r);
        const all = r.perRoute.flatMap((p) => p.times).sort((a, b) => a - b);
        console.log(
          `  ${t.db} ${level} shoppers: ${(all.length / r.seconds).toFixed(0)} req/s, ` +
            `p95 ${pct(all, 95).toFixed(0)} ms, app ` +
            `CPU ${((r.cpuS * 1000) / Math.max(1, all.length)).toFixed(2)} ms/req ` +
            `(${((r.cpuS / r.seconds) * 100).toFixed(0)} % of a ` +
            `core)${t.db === 'postgres' ? `, PostgreSQL CPU ${((r.dbCpuS * 1000) / Math.max(1, all.length)).toFixed(2)} ms/req` : ''}, ` +
            `load generator ${((r.loadGenCpuS / r.seconds) * 100).toFixed(0)} % of a core, ` +
            `load ${os.loadavg()[0]!.toFixed(1)}`,
        );
        fs.rmSync(path.join(t.dataDir, 'files', 'orders'), { recursive: true, force: true }); // print copies of checkout start
      }
    }
    for (const t of targets) {
      const rows: string[][] = [];
      let knee: number | null = null;
      for (const r of results.filter((x) => x.db === t.db)) {
        const all = r.perRoute.flatMap((p) => p.times).sort((a, b) => a - b);
        if (pct(all, 95) < KNEE_MS) knee = r.level;
        const line = (name: string, times: number[], bad: Record<string, number>) => {
          const s = [...times].sort((a, b) => a - b);
          return [
            String(r.level),
            name,
            (s.length / r.seconds).toFixed(0),
            pct(s, 50).toFixed(1),
            pct(s, 95).toFixed(1),
            pct(s, 99).toFixed(1),
            Object.entries(bad)
              .map(([k, v]) => `${v}x${k}`)
              .join(' ') || '-',
          ];
        };
        r.perRoute.forEach((p, i) => rows.push(line(ROUTES[i]!, p.times, p.bad)));
        const bad: Record<string, number> = {};
        for (const p of r.perRoute) for (const [k, v] of Object.entries(p.bad)) bad[k] = (bad[k] ?? 0) + v;
        rows.push([
          ...line('all routes', all, bad).slice(0, 6),
          `${
            Object.entries(bad)
              .map(([k, v]) => `${v}x${k}`)
              .join(' ') || '-'
          }; ` +
            `server CPU ${((r.cpuS / r.seconds) * 100).toFixed(0)} ` +
            `%, ${((r.cpuS * 1000) / Math.max(1, all.length)).toFixed(2)} ` +
            `ms/req${t.db === 'postgres' ? `; PostgreSQL ${((r.dbCpuS * 1000) / Math.max(1, all.length)).toFixed(2)} ms/req` : ''}`,
        ]);
      }
      console.log(`\n${t.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
      printTable(['shoppers', 'route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'], rows);
      console.log(
        `knee (largest level with p95 < ${KNEE_MS} ms over all ` +
          `requests): ${knee ?? `none (p95 >= ${KNEE_MS} ms at ${LEVELS[0]})`} shoppers`,
      );
    }
    const outDir = path.join(repoRoot, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(
      path.join(outDir, `shoppers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify(
        results.map((r) => ({
          db: r.db,
          level: r.level,
          appCpuS: r.cpuS,
          dbCpuS: r.dbCpuS,
          loadGenCpuS: r.loadGenCpuS,
          routes: r.perRoute.map((p, i) => {
            const s = [...p.times].sort((a, b) => a - b);
            return { route: ROUTES[i], n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), bad: p.bad };
          }),
        })),
        null,
        2,
      ),
    );
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
