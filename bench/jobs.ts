/**
 * Benchmark: GET /api/health latency on the real app (own child process, production settings, the
 * embedded database, in-process workers) while 4 generations run, side by side with the same figure
 * on the same server idle. The pixel work runs in worker threads, so the API's event loop stays free.
 * Env: BENCH_JOBS_SECONDS (8): how long each window samples; BENCH_JOBS_SIZE (large): print size painted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase } from '../server/db/client.js';
import { seedTemplates } from '../server/db/seed.js';
import { createLocalStorage } from '../server/adapters/storage/storage.port.js';
import { HOST, freePort, rawGet, repoRoot, startTsx, stopChild, waitUntil } from './proc.js';

const SECONDS = Number(process.env.BENCH_JOBS_SECONDS ?? 8);
const SIZE = process.env.BENCH_JOBS_SIZE ?? 'large';
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request after another on one kept-alive connection, for `seconds` (or until `stop()`). */
async function sampleHealth(port: number, seconds: number, stop: () => boolean = () => false) {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end && !stop()) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: HOST, port, path: '/api/health', agent }, (res) => res.resume().on('end', resolve))
        .on('error', reject);
    });
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times.sort((a, b) => a - b);
}

async function request(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: Buffer | string,
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: HOST, port, method, path: urlPath, headers: { origin: `http://${HOST}:${port}`, ...headers } },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-bench-jobs-'));
  let child: ChildProcess | undefined;
  try {
    // A migrated, seeded database without painted seed previews, so start-up paints nothing.
    const database = await openDatabase({ pglite: await PGlite.create({ dataDir: path.join(dataDir, 'db') }) });
    await migrateDatabase(database);
    await seedTemplates(database.db, createLocalStorage(path.join(dataDir, 'files')), { paint: false });
    await database.close();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: '1',
      REQUIRE_EMAIL_VERIFICATION: '0',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_SPA: '0',
      PUBLIC_URL: `http://${HOST}:${port}`,
    };
    delete env.DATABASE_URL;
    child = startTsx('server/main.ts', env, 'app');
    await waitUntil(child, 'app', 180_000, async () => (await rawGet(port, '/api/health', {})).status === 200);
    const concurrency = process.env.IMAGE_CONCURRENCY ?? String(os.availableParallelism());

    const signUp = await request(
      port,
      'POST',
      '/api/auth/sign-up/email',
      { 'content-type': 'application/json' },
      JSON.stringify({
        email: `bench-${randomBytes(4).toString('hex')}@example.com`,
        password: 'correct horse battery',
        name: 'Bench',
      }),
    );
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .filter(Boolean)
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const photo = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/cat-chelsea.png'));
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = JSON.parse(
      (
        await request(
          port,
          'POST',
          '/api/uploads',
          { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
          form,
        )
      ).body,
    ) as { url: string };

    await sampleHealth(port, 1); // warm-up
    const idle = await sampleHealth(port, SECONDS);

    const jobIds: string[] = [];
    const t0 = Date.now();
    for (const prompt of ['royal portrait', 'watercolor', 'pop art', 'starry night']) {
      const res = await request(
        port,
        'POST',
        '/api/edit-image',
        { cookie, prefer: 'respond-async', 'content-type': 'application/json' },
        JSON.stringify({ imageUrl: up.url, prompt, size: SIZE }),
      );
      if (res.status !== 202) throw new Error(`edit-image answered ${res.status} ${res.body}`);
      jobIds.push((JSON.parse(res.body) as { jobId: string }).jobId);
    }
    let finished = 0;
    const countFinished = async () => {
      const states = await Promise.all(
        jobIds.map(
          async (id) =>
            (JSON.parse((await request(port, 'GET', `/api/jobs/${id}`, { cookie })).body) as { state: string }).state,
        ),
      );
      finished = states.filter((s) => s === 'done' || s === 'failed').length;
    };
    const poll = setInterval(() => void countFinished(), 1000);
    const busy = await sampleHealth(port, SECONDS, () => finished === jobIds.length);
    while (finished < jobIds.length) await new Promise((r) => setTimeout(r, 500));
    clearInterval(poll);
    const allDone = ((Date.now() - t0) / 1000).toFixed(1);

    const rows = [
      ['idle server', idle],
      [`4 generations running (${SIZE}, IMAGE_CONCURRENCY=${concurrency})`, busy],
    ] as const;
    console.log(
      `\nGET /api/health, one connection, sequential (${os.availableParallelism()} cores; 4 generations finished in ${allDone} s)`,
    );
    console.log(`${'while'.padEnd(52)} | samples | p50 ms | p99 ms | max ms`);
    for (const [what, t] of rows)
      console.log(
        `${what.padEnd(52)} | ${String(t.length).padStart(7)} ` +
          `| ${pct(t, 50).toFixed(2).padStart(6)} | ${pct(t, 99).toFixed(2).padStart(6)} ` +
          `| ${t.at(-1)!.toFixed(1).padStart(6)}`,
      );
    const p99 = pct(busy, 99);
    console.log(`target p99 < 20 ms while painting: ${p99 < 20 ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms)`);
  } finally {
    agent.destroy();
    if (child) await stopChild(child);
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
