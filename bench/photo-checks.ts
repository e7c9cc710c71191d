/**
 * Benchmark: are free photo checks fair (decision 041)? Customer B's photo check alone (idle), beside
 * B's check fired just after customer A fires 8 at once (burst), in the same run, the order alternated
 * from round to round so the machine's noise hits both, every image thread warm before each measurement.
 * Each check is of a fresh upload, so every one runs the cut-out model (a kept cut-out would make it
 * cheap, decision 034).
 *
 * Two burst rows per round: "fair" is the service GET /api/uploads/{id}/check calls, with the
 * scheduler the route builds from the same settings (IMAGE_CONCURRENCY, PHOTO_CHECKS_PER_ACCOUNT,
 * PHOTO_CHECK_MAX_WAITING); "before" is the same service with the scheduler taken out (every check
 * straight to the image pool, as before decision 041). Real image pool (default size: the cores),
 * embedded database, local files. Target (issue 35): B's burst wait at most 2x its idle wait.
 *
 *   npx tsx bench/photo-checks.ts [--rounds=4] [--burst=8]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../server/config.js';
import { openDeps } from '../server/bootstrap.js';
import { buildApp } from '../server/app.js';
import type { AppDeps } from '../server/deps.js';
import { checkUpload } from '../server/features/uploads/photo-check.service.js';
import { checkLimitsFor, createCheckScheduler } from '../server/features/uploads/check-scheduler.js';
import { repoRoot } from './proc.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 4);
const BURST = arg('burst', 8);
const ORIGIN = 'http://127.0.0.1:4402';
const photo = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/pets/dog-shepherd-fullbody.jpg'));

type App = Awaited<ReturnType<typeof buildApp>>;
type Customer = { cookie: string; userId: string };

/** Each request from its own address: the per-address rate limits are not what this bench measures. */
const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

async function customer(app: App): Promise<Customer> {
  const res = await app.inject({
    remoteAddress: address(),
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: {
      email: `checks-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
      name: 'C',
    },
  });
  const cookie = [res.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  return { cookie, userId: res.json<{ user: { id: string } }>().user.id };
}

/** A fresh upload (no kept cut-out yet) of the customer's: its id. */
async function upload(app: App, c: Customer) {
  const boundary = `----checks${randomBytes(6).toString('hex')}`;
  const res = await app.inject({
    remoteAddress: address(),
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie: c.cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

type Checks = Parameters<typeof checkUpload>[0]['checks'];
const straightToThePool: Checks = { run: (_account, task) => task() };

async function timedCheck(deps: AppDeps, checks: Checks, c: Customer, uploadId: string) {
  const t0 = performance.now();
  await checkUpload({ db: deps.db, storage: deps.storage, pool: deps.jobs.pool, checks }, c.userId, uploadId);
  return performance.now() - t0;
}

type Uploads = { a: string[]; b: string };
const prepare = async (app: App, a: Customer, b: Customer, burst: number): Promise<Uploads> => ({
  a: await Promise.all(Array.from({ length: burst }, () => upload(app, a))),
  b: await upload(app, b),
});

/** B's check fired just after A's burst; A's checks are all settled (done or refused) before it returns. */
async function burstRound(deps: AppDeps, checks: Checks, a: Customer, b: Customer, uploads: Uploads) {
  let refused = 0;
  const burst = uploads.a.map((id) =>
    checkUpload({ db: deps.db, storage: deps.storage, pool: deps.jobs.pool, checks }, a.userId, id).catch(
      (err: { status?: number }) => {
        if (err.status !== 429) throw err;
        refused++;
      },
    ),
  );
  const ms = await timedCheck(deps, checks, b, uploads.b);
  await Promise.all(burst);
  return { ms, refused };
}

/**
 * One check per image thread at once, not measured: the pool lets a thread go after 30 s idle, and a new
 * one loads the model again (seconds), which would land on whichever check happens to start it.
 */
const warmEveryThread = (deps: AppDeps) =>
  Promise.all(Array.from({ length: deps.jobs.pool.size }, () => deps.jobs.pool.checkPhoto(photo)));

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-checks-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-02',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_STORE: 'memory',
    ...(process.env.IMAGE_CONCURRENCY ? { IMAGE_CONCURRENCY: process.env.IMAGE_CONCURRENCY } : {}),
  });
  const opened = await openDeps(config, { workers: false, paintSeeds: false });
  const app = await buildApp(opened.deps);
  await app.ready();
  const deps = opened.deps;
  const limits = checkLimitsFor(deps.jobs.pool.size, config.jobs);
  const fair = createCheckScheduler(limits);
  const startLoad = load();
  try {
    const a = await customer(app);
    const b = await customer(app);
    const rows: { idle: number; fair: number; before: number; refused: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // The round's uploads first (not measured), then each measurement on warm threads, in alternating order.
      const idleUpload = await upload(app, b);
      const fairUploads = await prepare(app, a, b, BURST);
      const beforeUploads = await prepare(app, a, b, BURST);
      const got = { idle: 0, fair: { ms: 0, refused: 0 }, before: { ms: 0, refused: 0 } };
      for (const mode of r % 2 === 0 ? (['idle', 'fair', 'before'] as const) : (['before', 'fair', 'idle'] as const)) {
        await warmEveryThread(deps);
        if (mode === 'idle') got.idle = await timedCheck(deps, fair, b, idleUpload);
        else if (mode === 'fair') got.fair = await burstRound(deps, fair, a, b, fairUploads);
        else got.before = await burstRound(deps, straightToThePool, a, b, beforeUploads);
      }
      rows.push({ idle: got.idle, fair: got.fair.ms, before: got.before.ms, refused: got.fair.refused });
      console.log(JSON.stringify({ round: r + 1, ...rows.at(-1), load: load() }));
    }
    const idle = median(rows.map((r) => r.idle));
    const fairMs = median(rows.map((r) => r.fair));
    const beforeMs = median(rows.map((r) => r.before));
    console.log(
      `\nPhoto checks: B alone beside B just after A fires ${BURST} at once; ${deps.jobs.pool.size} image threads, ` +
        `${limits.perAccount} per account, ${limits.maxWaiting} waiting; ${ROUNDS} rounds; load ${startLoad} → ${load()} ` +
        `(1/5/15 min) on ${os.availableParallelism()} cores`,
    );
    console.log('| round | B idle | B in burst, fair (A refused) | ratio | B in burst, before | ratio |');
    console.log('|---|---|---|---|---|---|');
    for (const [i, r] of rows.entries())
      console.log(
        `| ${i + 1} | ${r.idle.toFixed(0)} ms | ${r.fair.toFixed(0)} ms (${r.refused}) | ${(r.fair / r.idle).toFixed(2)}x ` +
          `| ${r.before.toFixed(0)} ms | ${(r.before / r.idle).toFixed(2)}x |`,
      );
    console.log(
      `| median | ${idle.toFixed(0)} ms | ${fairMs.toFixed(0)} ms | ${(fairMs / idle).toFixed(2)}x ` +
        `| ${beforeMs.toFixed(0)} ms | ${(beforeMs / idle).toFixed(2)}x |`,
    );
    const ratios = (key: 'fair' | 'before') => rows.map((r) => r[key] / r.idle);
    console.log(
      `ratio per round, median / worst: fair ${median(ratios('fair')).toFixed(2)}x / ${Math.max(...ratios('fair')).toFixed(2)}x ` +
        `(target ≤ 2x), before ${median(ratios('before')).toFixed(2)}x / ${Math.max(...ratios('before')).toFixed(2)}x`,
    );
  } finally {
    await app.close();
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
