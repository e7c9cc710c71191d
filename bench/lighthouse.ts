/**
 * Lighthouse (mobile, simulated throttling) on the home page and a template page, 3 runs each,
 * median printed beside the targets. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * and the lighthouse CLI from the npm registry (`npx --yes lighthouse@12`, not a project dependency).
 *
 *   npm run build && npx tsx bench/lighthouse.ts            # starts its own server on a fresh data dir
 *   LH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts # or measures a running shop
 *
 * The machine must be otherwise idle: simulated throttling scales the CPU time it observes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { HOST, freePort, startTsx, stopChild, waitUntil } from './proc.js';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.05, tbtMs: 150 };
type Run = { performance: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number };

function lighthouse(url: string): Run {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    audits: Record<string, { numericValue: number }>;
    categories: { performance: { score: number } };
  };
  fs.rmSync(out, { force: true });
  const audit = (id: string) => report.audits[id]!.numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  let base = process.env.LH_URL;
  let server: ReturnType<typeof startTsx> | undefined;
  if (!base) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-lh-'));
    server = startTsx(
      'server/main.ts',
      { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
      'shop',
    );
    base = `http://localhost:${port}`;
    await waitUntil(server, 'the shop', 180_000, async () => (await fetch(`${base}/api/health`)).ok);
  }
  try {
    const pages = { home: '/', 'template page': '/template/royal-pet' };
    console.log(
      `Lighthouse ${RUNS}x per page, mobile, simulated throttling (median; targets: perf ` +
        `>= ${TARGETS.performance}, LCP < ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms)`,
    );
    for (const [name, route] of Object.entries(pages)) {
      lighthouse(`${base}${route}`); // warm-up: server caches, image variants
      const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${route}`));
      const m = (k: keyof Run) => median(runs.map((r) => r[k]));
      const ok =
        m('performance') >= TARGETS.performance &&
        m('lcpMs') < TARGETS.lcpMs &&
        m('cls') < TARGETS.cls &&
        m('tbtMs') < TARGETS.tbtMs;
      console.log(
        `  ${name.padEnd(14)} perf ${m('performance')}  FCP ${m('fcpMs')} ms  LCP ${m('lcpMs')} ms ` +
          ` CLS ${m('cls')}  TBT ${m('tbtMs')} ms  ${ok ? 'meets targets' : 'BELOW TARGET'}`,
      );
      console.log(
        `  ${''.padEnd(14)} runs: ${runs.map((r) => `${r.performance}/${r.lcpMs}/${r.tbtMs}`).join('  ')} (perf/LCP/TBT)`,
      );
    }
  } finally {
    if (server) await stopChild(server);
  }
}

await main();
