/**
 * npm test: every tier. Unit and service tests (vitest: server on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set; web on jsdom), then the Playwright journeys in Chromium.
 * Without a Chromium the e2e tier is skipped loudly, unless REQUIRE_E2E=1 (CI), where that fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './find-chromium.js';

const e2eOnly = process.argv.includes('--e2e-only');
fs.mkdirSync('tmp', { recursive: true });
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

if (!e2eOnly) {
  fs.rmSync('tmp/vitest.json', { force: true });
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=tmp/vitest.json',
  ]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>('tmp/vitest.json');
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (code !== 0) exitCode = code;
}

const chromium = await findChromium();
if (!chromium) {
  const banner = '='.repeat(78);
  console.error(
    `\n${banner}\n  E2E TIER SKIPPED: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, ` +
      `Playwright's own).\n  Install it with: apt-get install -y chromium\n${banner}\n`,
  );
  if (process.env.REQUIRE_E2E === '1') {
    console.error('REQUIRE_E2E=1: failing because the browser journeys could not run.');
    exitCode = 1;
    failed += 1;
  }
} else {
  // The journeys run a build that checks every API reply against its contract (src/lib/api-client.ts).
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn'], { VITE_CHECK_REPLIES: '1' });
  if (built !== 0) exitCode = built;
  fs.rmSync('tmp/playwright.json', { force: true });
  const code = built === 0 ? run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }) : 1;
  const report = readJson<{ stats?: { expected: number; unexpected: number; flaky?: number; skipped: number } }>(
    'tmp/playwright.json',
  );
  if (report?.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped;
  } else if (code !== 0) failed += 1;
  if (code !== 0) exitCode = code;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode !== 0 || failed > 0 ? 1 : 0);
