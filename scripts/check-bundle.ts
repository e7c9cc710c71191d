/**
 * npm run size: the front end's size budget, checked on the built SPA (`npm run build` first).
 * - The home page's initial JavaScript (the entry script and every chunk index.html preloads),
 *   gzip -9, must stay within BUDGET_GZIP.
 * - Heavy parts must not be in that initial load: Stripe.js loader, the dropzone, the editor's
 *   prompt list, the admin desk (each found by a string only it contains, and required to exist in
 *   some lazy chunk, so a renamed marker fails loudly instead of passing silently).
 * Prints a table; exits 1 when the budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

// 130 kB until the storefront settings (decision 053): every page reads the live prices, claims and shop name from
// its first render, so their reader and defaults are part of the initial JavaScript (+0.9 kB at the merge).
export const BUDGET_GZIP = 132_000;
const dist = path.resolve(process.argv[2] ?? 'dist');
const LAZY_MARKERS: Record<string, string> = {
  'Stripe.js loader': 'js.stripe.com',
  dropzone: 'File is larger than',
  "editor's prompt list": 'Dress my pet as a pirate captain',
  'admin desk': 'Test Email',
};

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
  (m) => m[1]!,
);
if (initial.length === 0) throw new Error(`no entry script found in ${dist}/index.html`);
const assetsDir = path.join(dist, 'assets');
const allChunks = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
const read = (rel: string) => fs.readFileSync(path.join(dist, rel));

let failed = false;
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let totalGzip = 0;
console.log('Initial JavaScript of every page (what index.html loads):');
for (const file of initial) {
  const body = read(file);
  const gz = gzipSync(body, { level: 9 }).length;
  totalGzip += gz;
  console.log(
    `  ${file.padEnd(44)} ${kb(body.length).padStart(10)} raw ${kb(gz).padStart(10)} ` +
      `gzip ${kb(brotliCompressSync(body).length).padStart(10)} br`,
  );
}
const verdict = totalGzip <= BUDGET_GZIP ? 'ok' : 'OVER BUDGET';
if (totalGzip > BUDGET_GZIP) failed = true;
console.log(`  total ${kb(totalGzip)} gzip, budget ${kb(BUDGET_GZIP)}: ${verdict}`);
console.log(
  `Lazy chunks: ${allChunks.length - initial.length} ` +
    `(${kb(
      allChunks
        .filter((f) => !initial.includes(`assets/${f}`))
        .reduce((n, f) => n + gzipSync(read(`assets/${f}`), { level: 9 }).length, 0),
    )} ` +
    `gzip in all)`,
);

const initialText = initial.map((f) => read(f).toString('utf8')).join('\n');
for (const [part, marker] of Object.entries(LAZY_MARKERS)) {
  const inInitial = initialText.includes(marker);
  const somewhere = allChunks.some((f) => read(`assets/${f}`).toString('utf8').includes(marker));
  const state = !somewhere
    ? 'MARKER NOT FOUND (update scripts/check-bundle.ts)'
    : inInitial
      ? 'IN THE INITIAL LOAD'
      : 'lazy';
  if (!somewhere || inInitial) failed = true;
  console.log(`  ${part.padEnd(22)} ${state}`);
}
const fonts = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.woff2'));
console.log(`Fonts shipped: ${fonts.length} (${fonts.map((f) => f.replace(/-[\w]+\.woff2$/, '')).join(', ')})`);
if (failed) {
  console.error('size budget: FAILED');
  process.exit(1);
}
console.log('size budget: ok');
