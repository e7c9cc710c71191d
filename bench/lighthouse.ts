/**
 * Lighthouse (mobile, simulated throttling) on every public page, side by side in one run: the home page, each
 * style's page (/template/{id}) and order page (/create/{id}), and the other pages a visitor can open. Prints, per
 * page, the median LCP, its ratio to the home page's median in the same run, and the element Lighthouse names as the
 * largest paint. Issue 36's bar: every page within 1.3x the home page's LCP. Uses Debian's Chromium (CHROME_PATH,
 * default /usr/bin/chromium) and the lighthouse CLI (the project's dev dependency; `npx --yes lighthouse@12` else).
 *
 *   npm run build && npx tsx bench/lighthouse.ts            # starts its own compiled-SPA server on a fresh data dir
 *   LH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts # or measures a running shop
 *   LH_RUNS=3 (runs per page, default 1) · LH_PAGES=create (only paths matching; the home page always runs)
 *
 * The machine must be otherwise idle: simulated throttling scales the CPU time it observes. Pages are measured in
 * rounds (every page once, then again), so a change of load falls on all of them alike.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { HOST, freePort, startTsx, stopChild, waitUntil } from './proc.js';

const RUNS = Number(process.env.LH_RUNS ?? 1);
const ONLY = process.env.LH_PAGES ? new RegExp(process.env.LH_PAGES) : null;
/** Issue 36: every public page's LCP within this multiple of the home page's. */
const MAX_RATIO = 1.3;
const OTHER_PAGES = ['/tokens', '/cart', '/login', '/signup', '/forgot-password', '/terms', '/privacy', '/welcome'];

type Run = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; lcpElement: string };
type Report = {
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  categories: { performance: { score: number } };
};

/** The first `node` Lighthouse names in an audit's details: the largest paint's element. */
type LhNode = { type?: unknown; snippet?: string; selector?: string };
function firstNode(details: unknown): LhNode | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as LhNode & Record<string, unknown>;
  if (d.type === 'node') return d;
  for (const value of Object.values(d)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return null;
}

/** One Lighthouse run; a run Lighthouse itself gives up on (it sometimes records no trace: NO_NAVSTART) is tried again. */
function lighthouse(url: string, tries = 3): Run {
  try {
    return lighthouseOnce(url);
  } catch (err) {
    if (tries <= 1) throw err;
    return lighthouse(url, tries - 1);
  }
}

function lighthouseOnce(url: string): Run {
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
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(out, { force: true });
  const audit = (id: string) => report.audits[id]!.numericValue ?? NaN;
  const node = firstNode(report.audits['largest-contentful-paint-element']?.details);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    lcpElement: (node?.snippet ?? node?.selector ?? '?').replace(/\s+/g, ' ').slice(0, 90),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The public pages of the shop at `base`: home first, then every listed style's two pages, then the rest. */
async function publicPages(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/templates`);
  const { templates } = (await res.json()) as { templates: { id: string; hidden?: boolean }[] };
  const ids = templates.filter((t) => !t.hidden).map((t) => encodeURIComponent(t.id));
  const pages = [...ids.map((id) => `/template/${id}`), ...ids.map((id) => `/create/${id}`), ...OTHER_PAGES];
  return ['/', ...pages.filter((p) => !ONLY || ONLY.test(p))];
}

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
    // A fresh data dir paints the seed styles first: minutes on a busy machine (over 10 at a load average of 25).
    await waitUntil(server, 'the shop', 1_200_000, async () => (await fetch(`${base}/api/health`)).ok);
  }
  try {
    const pages = await publicPages(base);
    // Each page once before measuring: the server renders and caches it (and its pictures' variants) on first ask.
    for (const page of pages) await (await fetch(`${base}${page}`)).arrayBuffer();
    console.log(
      `Lighthouse 12, mobile, simulated throttling: ${pages.length} public pages, ${RUNS} round(s), median per page; ` +
        `bar: LCP within ${MAX_RATIO}x the home page's.`,
    );
    const runs = new Map<string, Run[]>(pages.map((p) => [p, []]));
    for (let round = 0; round < RUNS; round++)
      for (const page of pages) {
        const run = lighthouse(`${base}${page}`);
        runs.get(page)!.push(run);
        console.log(`  round ${round + 1}: ${page} LCP ${run.lcpMs} ms (${run.lcpElement})`);
      }
    const homeLcp = median(runs.get('/')!.map((r) => r.lcpMs));
    const rows = pages.map((page) => {
      const rs = runs.get(page)!;
      const m = (k: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls') => median(rs.map((r) => r[k]));
      const ratio = m('lcpMs') / homeLcp;
      const element = rs.find((r) => r.lcpMs === m('lcpMs'))?.lcpElement ?? '?';
      return { page, perf: m('performance'), fcp: m('fcpMs'), lcp: m('lcpMs'), ratio, tbt: m('tbtMs'), element };
    });
    console.log(
      `\n| page | perf | FCP ms | LCP ms | LCP / home | TBT ms | largest paint |\n| --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.perf} | ${r.fcp} | ${r.lcp} | ${r.ratio.toFixed(2)}x${r.ratio > MAX_RATIO ? ' **over**' : ''} ` +
          `| ${r.tbt} | \`${r.element.replace(/\|/g, '\\|')}\` |`,
      );
    const over = rows.filter((r) => r.ratio > MAX_RATIO);
    console.log(
      over.length === 0
        ? `\nEvery page's LCP is within ${MAX_RATIO}x the home page's (${homeLcp} ms).`
        : `\n${over.length} page(s) over ${MAX_RATIO}x the home page's ${homeLcp} ms: ${over.map((r) => r.page).join(', ')}`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    if (server) await stopChild(server);
  }
}

await main();
