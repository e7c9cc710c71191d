/**
 * Benchmark: the fair image queue (decision 017). Customer A sends 50 paid generations at once,
 * then customer B sends one; B's wait (submit to done) is printed beside B's wait on an idle queue,
 * on the embedded database and on PostgreSQL, with one and with two workers, and with the default
 * cap per account (3 waiting) and with the cap raised to 50 (round-robin alone).
 *
 * The painter is replaced by a fixed sleep (BENCH_FAIR_JOB_MS, 1500 ms) returning a small picture, so
 * the numbers measure the queue, not the CPU the other engineers on this machine happen to leave.
 * Workers: the API process works the queue itself (IMAGE_CONCURRENCY=1); the second worker is a
 * separate process (`tsx bench/fair-queue.ts --worker`) on PostgreSQL, and a second job engine in the
 * same process on the embedded database (PGlite can be opened by one process only).
 * PostgreSQL: BENCH_DATABASE_URL (an empty database; skipped when unset).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config.js';
import { openDeps, type Opened } from '../server/bootstrap.js';
import { buildApp } from '../server/app.js';
import { openDatabase, type Database } from '../server/db/client.js';
import { imageJobs } from '../server/db/schema.js';
import { creditTokens } from '../server/features/tokens/tokens.service.js';
import type { AppDeps } from '../server/deps.js';
import { repoRoot, startTsx, stopChild } from './proc.js';

const JOB_MS = Number(process.env.BENCH_FAIR_JOB_MS ?? 1500);
const FLOOD = 50;
const ORIGIN = 'http://127.0.0.1:4401';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const photo = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/cat-chelsea.png'));
const small = sharp(photo).resize(64, 80).png().toBuffer();

function configFor(dataDir: string, databaseUrl: string | undefined, maxWaiting: number) {
  return loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'warn',
    IMAGE_CONCURRENCY: '1',
    JOB_SYNC_WAIT_MS: '0',
    RATE_LIMIT_STORE: 'memory',
    IMAGE_QUEUE_MAX_WAITING: String(maxWaiting),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** The painter of this bench: a fixed time, then a small picture. */
function useFixedPainter(deps: AppDeps) {
  deps.ai = { ...deps.ai, paint: async () => (await sleep(JOB_MS), small) };
}

/** `--worker`: a worker-only process on BENCH_DATABASE_URL with the fixed painter. */
async function workerProcess() {
  const dataDir = process.env.BENCH_FAIR_DATA_DIR!; // the API's files (uploads) are the worker's too
  const opened = await openDeps(configFor(dataDir, process.env.BENCH_DATABASE_URL, 3), {
    workers: false,
    paintSeeds: false,
  });
  useFixedPainter(opened.deps);
  const { startWorkers } = await import('../server/workers.js');
  await startWorkers(opened.deps);
  console.log('worker ready');
  process.on('SIGTERM', () => void opened.close().then(() => process.exit(0)));
}

type Customer = { cookie: string; userId: string; imageUrl: string };
type App = Awaited<ReturnType<typeof buildApp>>;

async function customer(app: App, deps: AppDeps, tokens: number): Promise<Customer> {
  const email = `fair-${randomBytes(4).toString('hex')}@example.com`;
  const res = await app.inject({
    remoteAddress: address(),
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email, password: 'correct horse battery', name: 'Fair' },
  });
  const cookie = [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const userId = res.json<{ user: { id: string } }>().user.id;
  await creditTokens(deps.db, { userId, delta: tokens, reason: 'admin', refId: `bench-${userId}` });
  const boundary = `----fair${randomBytes(6).toString('hex')}`;
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await app.inject({
    remoteAddress: address(),
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: form,
  });
  return { cookie, userId, imageUrl: up.json<{ url: string }>().url };
}

/** Each request from its own address: the per-address rate limits are not what this bench measures. */
const address = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

const submit = (app: App, c: Customer) =>
  app.inject({
    remoteAddress: address(),
    method: 'POST',
    url: '/api/edit-image',
    headers: { cookie: c.cookie, origin: ORIGIN, prefer: 'respond-async' },
    payload: { imageUrl: c.imageUrl, prompt: 'oil painting', size: 'digital' },
  });

const stateOf = async (deps: AppDeps, id: string) =>
  (await deps.db.select({ s: imageJobs.state }).from(imageJobs).where(eq(imageJobs.id, id)))[0]?.s;

/** Submit to done, in milliseconds, of one job of B's (followed by its live events, as the SPA does). */
async function timedJob(app: App, deps: AppDeps, c: Customer) {
  let done: (state: string) => void = () => {};
  const ended = new Promise<string>((resolve) => (done = resolve));
  let id = '';
  const off = deps.hub.subscribe(c.userId, (e) => {
    const view = e.data as { id?: string; state?: string } | undefined;
    if (e.topic === 'job' && view?.id === id && (view.state === 'done' || view.state === 'failed')) done(view.state);
  });
  try {
    const t0 = performance.now();
    const res = await submit(app, c);
    if (res.statusCode !== 202) throw new Error(`B's job answered ${res.statusCode} ${res.body}`);
    id = res.json<{ jobId: string }>().jobId;
    const poll = setInterval(
      () => void stateOf(deps, id).then((s) => (s === 'done' || s === 'failed') && done(s)),
      1000,
    );
    const state = await ended;
    clearInterval(poll);
    if (state !== 'done') throw new Error('B job failed');
    return performance.now() - t0;
  } finally {
    off();
  }
}

/** A's jobs still waiting are cancelled (not needed once B is measured), so the next scenario starts idle. */
async function cancelWaiting(deps: AppDeps, userId: string) {
  const rows = await deps.db
    .select({ id: imageJobs.id })
    .from(imageJobs)
    .where(and(eq(imageJobs.userId, userId), eq(imageJobs.state, 'queued')));
  if (!rows.length) return;
  await deps.jobs.engine.boss.cancel(
    'image',
    rows.map((r) => r.id),
  );
  await deps.db
    .update(imageJobs)
    .set({ state: 'failed', error: { code: 'BAD_REQUEST', message: 'cancelled by the bench' }, finishedAt: new Date() })
    .where(and(eq(imageJobs.userId, userId), eq(imageJobs.state, 'queued')));
}

async function unfinished(deps: AppDeps) {
  const rows = await deps.db.execute(
    sql`select count(*)::int as n from image_jobs where state in ('queued', 'painting', 'saving')`,
  );
  return Number(((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as { n: number }).n);
}

let seed = 26;
/** Uniform in [0, 1), seeded (mulberry32). */
const arrival = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One scenario: idle waits of B, then A floods, then B's waits while A's jobs are queued. */
async function scenario(app: App, deps: AppDeps) {
  const a = await customer(app, deps, FLOOD + 5);
  const b = await customer(app, deps, 10);
  await timedJob(app, deps, b); // warm-up
  const idle = [await timedJob(app, deps, b), await timedJob(app, deps, b), await timedJob(app, deps, b)];
  let accepted = 0;
  let refused = 0;
  let retryAfter = '';
  for (let i = 0; i < FLOOD; i++) {
    const res = await submit(app, a);
    if (res.statusCode === 202) accepted++;
    else if (res.statusCode === 429) {
      refused++;
      retryAfter = String(res.headers['retry-after']);
    } else throw new Error(`A's job answered ${res.statusCode} ${res.body}`);
  }
  const loaded: number[] = [];
  // B's jobs while A's are waiting (with the cap of 3, A's queue empties after the first samples).
  // B arrives at a random moment of A's running job (uniform over one job's time, a fixed seed: the
  // same moments every run), not always just after B's previous job ended, when the worker has just
  // taken A's next one (then B always waits a whole job of A's first).
  for (let i = 0; i < 3; i++) {
    await sleep(arrival() * median(idle));
    loaded.push(await timedJob(app, deps, b));
  }
  await cancelWaiting(deps, a.userId);
  while ((await unfinished(deps)) > 0) await sleep(100);
  return {
    accepted,
    refused,
    retryAfter,
    idle: median(idle),
    loaded: Math.max(...loaded),
    loadedMedian: median(loaded),
  };
}

async function openNode(
  dataDir: string,
  database: Database | undefined,
  databaseUrl: string | undefined,
  maxWaiting: number,
): Promise<{ opened: Opened; app: App }> {
  const opened = await openDeps(configFor(dataDir, databaseUrl, maxWaiting), {
    database,
    workers: false,
    paintSeeds: false,
  });
  useFixedPainter(opened.deps);
  const { startWorkers } = await import('../server/workers.js');
  await startWorkers(opened.deps);
  const app = await buildApp(opened.deps);
  await app.ready();
  return { opened, app };
}

type Row = { db: string; workers: number; cap: number; r: Awaited<ReturnType<typeof scenario>> };

async function runOn(kind: 'pglite' | 'postgres', workers: 1 | 2, cap: number): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-fair-'));
  const url = kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  const pglite =
    kind === 'pglite'
      ? await openDatabase({ pglite: await PGlite.create({ dataDir: path.join(dataDir, 'db') }) })
      : undefined;
  const node = await openNode(dataDir, pglite, url, cap);
  let second: Opened | undefined;
  let child: ChildProcess | undefined;
  try {
    if (workers === 2 && kind === 'pglite') {
      second = await openDeps(configFor(dataDir, undefined, cap), {
        database: pglite,
        workers: false,
        paintSeeds: false,
      });
      useFixedPainter(second.deps);
      const { startWorkers } = await import('../server/workers.js');
      await startWorkers(second.deps);
    }
    if (workers === 2 && kind === 'postgres') {
      child = startTsx(
        'bench/fair-queue.ts',
        { ...process.env, BENCH_FAIR_WORKER: '1', BENCH_FAIR_DATA_DIR: dataDir },
        'worker',
      );
      await new Promise<void>((resolve, reject) => {
        child!.stdout?.on('data', (d: Buffer) => d.toString().includes('worker ready') && resolve());
        child!.once('exit', () => reject(new Error('worker exited')));
      });
    }
    return {
      db: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      workers,
      cap,
      r: await scenario(node.app, node.opened.deps),
    };
  } finally {
    if (child) await stopChild(child);
    await node.app.close();
    if (second) await second.deps.jobs.engine.stop();
    await node.opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.env.BENCH_FAIR_WORKER === '1') return workerProcess();
  const rows: Row[] = [];
  const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!process.env.BENCH_DATABASE_URL) console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.');
  for (const kind of kinds)
    for (const workers of [1, 2] as const)
      for (const cap of [3, FLOOD]) {
        rows.push(await runOn(kind, workers, cap));
        console.log(JSON.stringify(rows.at(-1)));
      }
  console.log(
    `\nFair image queue: A sends ${FLOOD} generations, then B sends one (painter: fixed ${JOB_MS} ms; load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    '| database | workers | cap per account | A accepted / 429 (Retry-After s) | B idle wait ' +
      '(median of 3) | B wait behind A: median / max of 3 | ratio median / max |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { db, workers, cap, r } of rows) {
    console.log(
      `| ${db} | ${workers} | ${cap} | ${r.accepted} ` +
        `/ ${r.refused}${r.refused ? ` (${r.retryAfter})` : ''} | ${r.idle.toFixed(0)} ms ` +
        `| ${r.loadedMedian.toFixed(0)} / ${r.loaded.toFixed(0)} ms ` +
        `| ${(r.loadedMedian / r.idle).toFixed(2)}x / ${(r.loaded / r.idle).toFixed(2)}x |`,
    );
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
