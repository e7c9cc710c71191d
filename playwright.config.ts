import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pawtrait-e2e-${process.pid}`);

/** Journeys in Debian's Chromium against the real server (built SPA, embedded database, fresh data dir). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright.json' }]],
  use: {
    baseURL: E2E_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath:
        process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The local lab ships and delivers an approved order 3 s apart (order-life.spec.ts); only an approved proof starts it.
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx server/main.ts`,
    url: `${E2E_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@e2e.test',
      LOCAL_LAB_STEP_SECONDS: '3',
    },
  },
});
