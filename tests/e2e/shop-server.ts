import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The real shop server for the journeys: one per Playwright worker (own port, own DATA_DIR, own
 * embedded database), started from a data folder seeded once per run (global-setup.ts), so a
 * worker's server is ready in seconds instead of painting the seed previews again.
 * Ports: E2E_PORT + the worker's parallel index (docs/decisions/026-ci-in-minutes.md).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The port of this worker's server (Playwright sets TEST_PARALLEL_INDEX in each worker process). */
export const workerPort = () => E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The origin the journeys' auth calls name (better-auth checks it): this worker's server. */
export const workerOrigin = () => `http://localhost:${workerPort()}`;

/** Where global-setup.ts leaves the seeded data folder each worker copies. */
export const seededDataDir = () =>
  process.env.E2E_SEEDED_DATA_DIR ?? path.join(os.tmpdir(), `pawtrait-e2e-seeded-${E2E_BASE_PORT}`);

/** The journeys' admin, made and proved once per run in the seeded data folder (global-setup.ts). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';
export const E2E_ADMIN_PASSWORD = 'purring-loudly-42';

export const serverEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  // The local lab ships and delivers an approved order 3 s apart (order-life.spec.ts); only an approved proof starts it.
  LOCAL_LAB_STEP_SECONDS: '3',
  // Several servers and browsers share the cores: a synchronous paint may take longer than the
  // default 25 s before it answers 202, which journeys that read processedUrl do not follow.
  JOB_SYNC_WAIT_MS: '60000',
});

export type ShopServer = { url: string; port: number; dataDir: string; stop: () => Promise<void> };

/** Starts `server/main.ts` on `port` with `dataDir` and waits for /api/health. */
export async function startShopServer(port: number, dataDir: string, timeoutMs = 180_000): Promise<ShopServer> {
  const logFile = path.join('tmp', `e2e-server-${port}.log`);
  fs.mkdirSync('tmp', { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: serverEnv(port, dataDir),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop server on ${port} did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, dataDir, stop: () => stop(child) };
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
