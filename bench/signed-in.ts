/**
 * Benchmark: a signed-in read and a public cached read, each beside its anchor, interleaved in one run on one PostgreSQL.
 *   GET /api/library with a session cookie: the compiled app vs an Express 5 server (bench/express-server.ts) that checks the
 *   same cookie HMAC and runs the same reads (session joined with user, then the library) on the same database and data.
 *   GET /api/templates (br): the app vs a bare node:http server replaying the app's exact bytes (bench/baseline-server.ts).
 * Env: BENCH_DATABASE_URL (PostgreSQL admin URL; a scratch database is created and dropped), BENCH_CONNECTIONS (50),
 * BENCH_DURATION s (8), BENCH_WARMUP s (2), BENCH_ROUNDS (2; the targets alternate order each round), BENCH_NODE_ARGS (flags for the app,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_ONLY (library | templates: measure that pair alone, e.g. to profile one route),
 * BENCH_BUILDS (comma-separated trees, each with its dist-server/ built, e.g. a `git worktree` of an older commit and one of HEAD:
 * each tree's app is measured beside the others and the anchor in the same rounds; default: this tree, built on demand).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { rawGet, repoRoot } from './proc.js';
import {
  ensureBuilt,
  loadSettings,
  measurePairs,
  meanRow,
  printTable,
  startServer,
  stopServer,
  type Row,
  type Server,
} from './load.js';
import { scratchPostgres, seedShoppers, tempDir } from './seed-data.js';
import type { BaselineMeta } from './baseline-server.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const LOAD = loadSettings({ connections: 50, duration: 8, warmup: 2, rounds: 2 });
const ONLY = process.env.BENCH_ONLY;
if (ONLY && ONLY !== 'library' && ONLY !== 'templates') throw new Error('BENCH_ONLY must be library or templates');
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const BUILDS = (process.env.BENCH_BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((dir) => path.resolve(dir));

/** 'app' for this tree alone; 'app <commit>' for each of several trees. */
const appLabel = (dir: string) =>
  BUILDS.length ? `app ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD']).toString().trim()}` : 'app';

async function main() {
  if (!ADMIN_URL) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL admin URL');
  if (BUILDS.length === 0) ensureBuilt();
  for (const dir of BUILDS)
    if (!fs.existsSync(path.join(dir, 'dist-server', 'main.js'))) throw new Error(`${dir}: no dist-server/main.js`);
  const secret = randomBytes(32).toString('base64url');
  const db = await scratchPostgres(ADMIN_URL);
  const dataDir = tempDir('signed-in');
  const servers: Server[] = [];
  try {
    const [shopper] = await seedShoppers({ databaseUrl: db.url, dataDir }, secret, 1, 20);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: '1',
      AUTH_SECRET: secret,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const trees = BUILDS.length ? BUILDS : [repoRoot];
    const startApp = (dir: string, label = appLabel(dir)) =>
      startServer(label, [path.join(dir, 'dist-server', 'main.js')], env, '/api/health', 120_000, nodeArgs);
    // The last build listed (list the newest last) migrates and seeds the shop in a start of its own (an older build
    // finds its migrations applied and reads the same data), so that no measured server carries the first start's work.
    await stopServer(await startApp(trees[trees.length - 1]!, 'first start'));
    const apps: Server[] = [];
    for (const dir of trees) apps.push(await startApp(dir));
    servers.push(...apps);
    // Which build starts first has moved results by up to 15 %: half the rounds run with the builds started in
    // the other order (each Server object is restarted in place, so the targets keep pointing at it).
    const restartAppsReversed = async () => {
      for (const app of apps) await stopServer(app);
      for (let i = trees.length - 1; i >= 0; i--) Object.assign(apps[i]!, await startApp(trees[i]!));
    };
    const express = await startServer('express', ['--import', 'tsx', 'bench/express-server.ts'], env, '/health');
    servers.push(express);

    const cookie = { cookie: shopper!.cookie };
    const theirs = JSON.parse((await rawGet(express.port, '/api/library', cookie)).body.toString()) as unknown;
    for (const app of apps) {
      const body = (await rawGet(app.port, '/api/library', cookie)).body.toString();
      const mine = JSON.parse(body) as { items?: unknown[] };
      if (mine.items?.length !== 20 || JSON.stringify(mine) !== JSON.stringify(theirs))
        throw new Error(`${app.label} and Express answer /api/library differently`);
    }

    const accept = { 'accept-encoding': 'br, gzip' };
    const ok = await rawGet(apps[0]!.port, '/api/templates', accept);
    const etag = String(ok.headers.etag);
    const notModified = await rawGet(apps[0]!.port, '/api/templates', { ...accept, 'if-none-match': etag });
    const record = (r: typeof ok) => ({
      status: r.status,
      headers: Array.from(
        { length: r.rawHeaders.length / 2 },
        (_, i) => [r.rawHeaders[2 * i]!, r.rawHeaders[2 * i + 1]!] as [string, string],
      ).filter(([k]) => !NOT_REPLAYED.has(k.toLowerCase())),
    });
    const meta: BaselineMeta = { etag, ok: record(ok), notModified: record(notModified) };
    fs.writeFileSync(path.join(dataDir, 'meta.json'), JSON.stringify(meta));
    fs.writeFileSync(path.join(dataDir, 'body.bin'), ok.body);
    const bare = await startServer(
      'node:http',
      ['--import', 'tsx', 'bench/baseline-server.ts'],
      { ...process.env, BASELINE_META: path.join(dataDir, 'meta.json'), BASELINE_BODY: path.join(dataDir, 'body.bin') },
      '/api/templates',
    );
    servers.push(bare);

    const library = (app: Server) => ({
      name: `${app.label} GET /api/library (cookie)`,
      server: app,
      path: '/api/library',
      headers: cookie,
    });
    const templates = (app: Server) => ({
      name: `${app.label} GET /api/templates (br)`,
      server: app,
      path: '/api/templates',
      headers: accept,
    });
    const expressTarget = {
      name: 'Express 5 GET /api/library (cookie)',
      server: express,
      path: '/api/library',
      headers: cookie,
    };
    const bareTarget = {
      name: 'node:http replay /api/templates',
      server: bare,
      path: '/api/templates',
      headers: accept,
    };
    const pairs = [
      [...apps.map(library), expressTarget],
      [...apps.map(templates), bareTarget],
    ].filter((pair) => !ONLY || pair[0]!.path === `/api/${ONLY}`);
    console.log(
      `
autocannon: ${LOAD.connections} connections, ${LOAD.duration} s measured (+${LOAD.warmup} s ` +
        `warm-up), ${LOAD.rounds} rounds, pairs alternate order; load ` +
        `average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    const firstHalf = Math.ceil(LOAD.rounds / 2);
    const { rows } = await measurePairs(pairs, { ...LOAD, rounds: firstHalf }, { logRounds: true });
    if (apps.length > 1 && LOAD.rounds > firstHalf) {
      console.log('builds restarted in the other order');
      await restartAppsReversed();
      const second = await measurePairs(pairs, { ...LOAD, rounds: LOAD.rounds - firstHalf }, { logRounds: true });
      for (const [name, more] of second.rows) rows.get(name)!.push(...more);
    }
    const means = pairs.flat().map((t) => meanRow(t.name, rows.get(t.name)!));
    printTable(
      ['target (mean of rounds)', 'req/s', 'p50 ms', 'p99 ms', 'server CPU us/req', 'requests', 'bad status', 'errors'],
      means.map((r) => [
        r.target,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        r.cpuUsPerReq.toFixed(0),
        String(r.requests),
        String(r.bad),
        String(r.errors),
      ]),
    );
    // One 5 s sample moves by up to 30 % on this 2-core VM (the same build, started twice, measured 1.63x and 1.90x
    // in one run), so the ratio of each round's two neighbouring samples is printed too, with its median.
    const byRound = (a: string, b: string) => {
      const [ra, rb] = [rows.get(a) ?? [], rows.get(b) ?? []];
      const each = ra.map((r, i) => r.reqPerSec / rb[i]!.reqPerSec).sort((x, y) => x - y);
      const median =
        each.length % 2 ? each[each.length >> 1]! : (each[each.length / 2 - 1]! + each[each.length / 2]!) / 2;
      return `; by round: median ${median.toFixed(2)}x (${each.map((x) => x.toFixed(2)).join(' ')})`;
    };
    const ratio = (a: Row, b: Row) =>
      `req/s ${(a.reqPerSec / b.reqPerSec).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x, ` +
      `CPU/req ${(a.cpuUsPerReq / b.cpuUsPerReq).toFixed(2)}x` +
      byRound(a.target, b.target);
    const mean = (name: string) => means.find((r) => r.target === name);
    const expressRow = mean(expressTarget.name);
    const bareRow = mean(bareTarget.name);
    console.log('');
    for (const app of apps) {
      const [libraryRow, templatesRow] = [mean(library(app).name), mean(templates(app).name)];
      if (libraryRow && expressRow)
        console.log(
          `signed-in read, ${app.label} / Express 5:     ${ratio(libraryRow, expressRow)}   (target: req/s >= 1.5x)`,
        );
      if (templatesRow && bareRow)
        console.log(
          `public cached read, ${app.label} / node:http: ${ratio(templatesRow, bareRow)}   (target: req/s >= 0.85x)`,
        );
    }
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    const outDir = path.join(repoRoot, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(
      path.join(outDir, `signed-in-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify({ node: process.version, rounds: Object.fromEntries(rows), means }, null, 2),
    );
    return means.some((r) => r.bad || r.errors) ? 1 : 0;
  } finally {
    for (const s of servers) await stopServer(s);
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
