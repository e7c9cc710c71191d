/**
 * npm test: every tier. Each Vitest project (server on PGlite; with TEST_DATABASE_URL, server on
 * PostgreSQL and only the engine's own files on PGlite, decision 036; web on jsdom) runs as its own
 * process, and the Playwright journeys in Chromium against the journeys' build (one SPA build with reply checks).
 * Each run's output is shown whole when it ends, with its duration; the last line is the summary.
 * Without a Chromium the e2e tier is skipped loudly, unless REQUIRE_E2E=1 (CI), where that fails.
 * Workers: VITEST_WORKERS (per server project), E2E_WORKERS (docs/decisions/026-ci-in-minutes.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './find-chromium.js';

const e2eOnly = process.argv.includes('--e2e-only');
fs.mkdirSync('tmp', { recursive: true });
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

type Run = { name: string; code: number };
/** Runs a command with its output in tmp/<name>.log, then prints that log with the run's duration. */
function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const since = Date.now();
  const logFile = `tmp/${name.replace(/\W+/g, '-')}.log`;
  const log = fs.openSync(logFile, 'w');
  console.log(`test: ${name} started`);
  const child = spawn(cmd, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(log);
      const code = status ?? 1;
      process.stdout.write(`\n${'-'.repeat(30)} ${name} ${'-'.repeat(30)}\n${fs.readFileSync(logFile, 'utf8')}`);
      console.log(`test: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)}`);
      resolve({ name, code });
    });
  });
}
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
const durations: string[] = [];
/** The failed tests by name, listed again just before the summary (CI shows only the end of the output). */
const failures: string[] = [];
const noReport = (name: string, code: number) => {
  failed += 1;
  failures.push(`${name}: exit ${code} without a report`);
};
const finish = (r: Run, since: number) => {
  durations.push(`${r.name} ${seconds(since)}`);
  if (r.code !== 0) exitCode = r.code;
};

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; status: string; assertionResults?: { fullName: string; status: string }[] }[];
};
async function vitestProject(project: string, workers: string) {
  const since = Date.now();
  const report = `tmp/vitest-${project.replace(/\W+/g, '-')}.json`;
  fs.rmSync(report, { force: true });
  const args = ['vitest', 'run', '--project', project, `--maxWorkers=${workers}`, '--reporter=default'];
  const r = await run(`vitest ${project}`, 'npx', [...args, '--reporter=json', `--outputFile.json=${report}`]);
  const counts = readJson<VitestReport>(report);
  if (counts) {
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
    skipped += counts.numPendingTests + counts.numTodoTests;
    for (const file of counts.testResults ?? []) {
      const where = `${project}: ${file.name.replace(`${process.cwd()}/`, '')}`;
      const names = (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => t.fullName);
      if (file.status === 'failed' && names.length === 0) failures.push(`${where} (the file itself failed)`);
      for (const name of names) failures.push(`${where} › ${name}`);
    }
    // Vitest fails a run with no failed test when a test file leaves an unhandled error behind.
    if (r.code !== 0 && counts.numFailedTests === 0) {
      failed += 1;
      failures.push(`${project}: exit ${r.code} with every test passed (an unhandled error: see its output)`);
    }
  } else if (r.code !== 0) noReport(project, r.code);
  finish(r, since);
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
};
type PlaywrightReport = {
  stats?: { expected: number; unexpected: number; flaky?: number; skipped: number };
  suites?: PlaywrightSuite[];
};
const failedJourneys = (suites: PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected' || t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedJourneys(suite.suites ?? []),
  ]);

async function journeys() {
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
    return;
  }
  const since = Date.now();
  // The journeys run a build that checks every API reply against its contract (src/lib/reply-check.ts):
  // E2E_DIST names one made before (.ci/run builds it once); otherwise it is built here.
  let dist = process.env.E2E_DIST;
  if (!dist) {
    dist = 'tmp/dist-e2e';
    const built = await run('journeys build', 'npm', ['run', '--silent', 'build:journeys']);
    if (built.code !== 0) {
      failed += 1;
      return finish(built, since);
    }
  }
  fs.rmSync('tmp/playwright.json', { force: true });
  const r = await run('playwright', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, E2E_DIST: dist });
  const report = readJson<PlaywrightReport>('tmp/playwright.json');
  if (report?.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped;
    const names = failedJourneys(report.suites ?? []);
    for (const name of names) failures.push(`playwright: ${name}`);
    if (r.code !== 0 && names.length === 0) {
      failed += 1;
      failures.push(`playwright: exit ${r.code} with no failed journey (see its output)`);
    }
  } else if (r.code !== 0) noReport('playwright', r.code);
  finish(r, since);
}

const workers = process.env.VITEST_WORKERS ?? '2';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type Tier = () => Promise<void>;
const web: Tier = () => vitestProject('web', '1');
// Stages run one after another, the tiers of a stage side by side. On 2 cores the painting tests and the
// journeys starve each other past their timeouts (decision 026), except the engine's own files on PGlite
// on one worker beside the journeys, which leave about 0.6 of a core idle (decision 036).
// TEST_SIDE_BY_SIDE=1 runs every tier at once, on more cores.
const stages: Tier[][] = e2eOnly
  ? [[journeys]]
  : onPostgres
    ? [[() => vitestProject('server:postgres', workers)], [web], [journeys, () => vitestProject('server:pglite', '1')]]
    : [[() => vitestProject('server:pglite', workers)], [web], [journeys]];
for (const stage of process.env.TEST_SIDE_BY_SIDE === '1' ? [stages.flat()] : stages)
  await Promise.all(stage.map((tier) => tier()));

console.log(`\ntest: durations: ${durations.join(', ')}; all tiers ${seconds(started)}`);
// .ci/run's whole duration (it sets CI_STARTED_AT, epoch seconds), before the summary that ends the output.
if (process.env.CI_STARTED_AT)
  console.log(`ci: .ci/run took ${seconds(Number(process.env.CI_STARTED_AT) * 1000)} in all`);
if (failures.length) console.log(`\ntest: failed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode !== 0 || failed > 0 ? 1 : 0);
