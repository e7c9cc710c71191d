import { defineConfig } from '@playwright/test';
import fs from 'node:fs';

/**
 * Journeys in Debian's Chromium against the real server (built SPA, embedded database). Each worker
 * runs its own server on E2E_PORT + its index, with its own data folder (tests/e2e/fixtures.ts);
 * E2E_WORKERS sets how many (docs/decisions/026-ci-in-minutes.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright.json' }]],
  use: {
    trace: 'off',
    // The customer asks for less motion: spinners and placeholders stand still (src/index.css). A spinning
    // spinner costs software-rendered Chromium ~8% of a core; the job journeys 23% less CPU (decision 037).
    reducedMotion: 'reduce',
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
});
