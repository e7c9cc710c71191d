/**
 * Static assets: server CPU per download of the SPA's main script, precompressed at build (dist/, .br and .gz beside
 * each asset, served by @fastify/static with preCompressed) against the same app on a copy of dist/ without those
 * files (what every download cost before: @fastify/compress compressing it again per request). Interleaved.
 * Env: BENCH_DATABASE_URL (PostgreSQL admin URL), BENCH_CONNECTIONS (10), BENCH_DURATION s (5), BENCH_WARMUP s (1), BENCH_ROUNDS (2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rawGet, repoRoot } from './proc.js';
import {
  ensureBuilt,
  loadSettings,
  measurePairs,
  printTable,
  startServer,
  stopServer,
  type Server,
  type Target,
} from './load.js';
import { scratchPostgres, seedShoppers, tempDir } from './seed-data.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const LOAD = loadSettings({ connections: 10, duration: 5, warmup: 1, rounds: 2 });

async function main() {
  if (!ADMIN_URL) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  ensureBuilt();
  const dist = path.join(repoRoot, 'dist');
  const script = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: fs.statSync(path.join(dist, 'assets', f)).size }))
    .sort((a, b) => b.size - a.size)[0]!;
  const plain = tempDir('dist-plain');
  fs.cpSync(dist, plain, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  const secret = randomBytes(32).toString('base64url');
  const db = await scratchPostgres(ADMIN_URL);
  const dataDirs = [tempDir('assets-a'), tempDir('assets-b')];
  const servers: Server[] = [];
  try {
    for (const d of dataDirs) await seedShoppers({ databaseUrl: db.url, dataDir: d }, secret, 0);
    const env = (dataDir: string, distDir: string): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: '1',
      AUTH_SECRET: secret,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
    });
    const after = await startServer('precompressed', ['dist-server/main.js'], env(dataDirs[0]!, dist));
    const before = await startServer('per-request', ['dist-server/main.js'], env(dataDirs[1]!, plain));
    servers.push(after, before);
    const url = `/assets/${script.f}`;
    const pairs: Target[][] = [];
    for (const enc of ['br', 'gzip']) {
      const pair: Target[] = [];
      for (const [name, server] of [
        ['after: precompressed at build', after],
        ['before: compressed per request', before],
      ] as const) {
        const r = await rawGet(server.port, url, { 'accept-encoding': enc });
        if (r.status !== 200 || r.headers['content-encoding'] !== enc)
          throw new Error(`${name}: ${r.status} ${r.headers['content-encoding']}`);
        pair.push({
          name: `${name} (${enc}, ${r.body.length} B)`,
          server,
          path: url,
          headers: { 'accept-encoding': enc },
        });
      }
      pairs.push(pair);
    }
    console.log(
      `\nGET ${url} (${script.size} B raw), ${LOAD.connections} connections, ` +
        `${LOAD.duration} s (+${LOAD.warmup} s warm-up), ${LOAD.rounds} rounds`,
    );
    const { means } = await measurePairs(pairs, LOAD);
    printTable(
      ['asset download (mean of rounds)', 'downloads/s', 'p50 ms', 'p99 ms', 'server CPU us/download', 'downloads'],
      means.map((r) => [
        r.target,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.cpuUsPerReq.toFixed(0),
        String(r.requests),
      ]),
    );
    console.log(
      `\nCPU per download, before / after: ` +
        `br ${(means[1]!.cpuUsPerReq / means[0]!.cpuUsPerReq).toFixed(1)}x, ` +
        `gzip ${(means[3]!.cpuUsPerReq / means[2]!.cpuUsPerReq).toFixed(1)}x`,
    );
  } finally {
    for (const s of servers) await stopServer(s);
    await db.drop();
    for (const d of [...dataDirs, plain]) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
