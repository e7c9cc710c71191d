/**
 * Memory of the image pool (the part of the server or worker process that cuts out and paints),
 * the base commit's beside the current one: RSS of a fresh process that opens a pool of 2 threads
 * (idle), the peak while it cuts out 4 photos and paints 2 portraits at once, and the RSS once the
 * threads are idle again (they keep the model loaded until the pool's idle timeout).
 *
 *   npx tsx bench/cutout-rss.ts [--base=main]
 *
 * The base tree is the one bench/painter.ts unpacks (tmp/painter-base-<base>).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './proc.js';

const base = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'main';
const baseDir = path.join(repoRoot, 'tmp', `painter-base-${base}`);
if (!fs.existsSync(path.join(baseDir, 'server'))) {
  fs.mkdirSync(baseDir, { recursive: true });
  execFileSync('tar', ['-x', '-C', baseDir], {
    input: execFileSync('git', ['archive', base, 'server'], { cwd: repoRoot, maxBuffer: 1 << 28 }),
  });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(baseDir, 'node_modules'));
}

/** Runs in the child: prints one JSON line of RSS readings in MB. */
const CHILD = `
import fs from 'node:fs';
const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const { createImagePool } = await import(process.env.POOL);
const photos = ['cat-fullbody-yarn.jpg', 'cat-kitten-garden.jpg', 'dog-shepherd-fullbody.jpg', 'dog-husky-fullbody.png']
  .map((f) => fs.readFileSync(process.env.PETS + '/' + f));
const pool = createImagePool(2);
await new Promise((r) => setTimeout(r, 1000));
const idle = rss();
let peak = idle;
const timer = setInterval(() => (peak = Math.max(peak, rss())), 25);
await Promise.all([
  ...photos.map((p) => pool.removeBackground(p)),
  ...photos.slice(0, 2).map((p) => pool.paint({ photo: p, prompt: 'A royal portrait', width: 1024, height: 1280 })),
]);
clearInterval(timer);
await new Promise((r) => setTimeout(r, 2000));
console.log(JSON.stringify({ idle, peak, after: rss() }));
await pool.close();
`;

// A file, not -e: the pool's threads inherit the process's flags, and --input-type would break them.
const childFile = path.join(repoRoot, 'tmp', 'cutout-rss-child.mjs');
fs.writeFileSync(childFile, CHILD);

function measure(tree: string): Promise<{ idle: number; peak: number; after: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childFile], {
      cwd: repoRoot,
      env: {
        ...process.env,
        POOL: path.join(tree, 'server/jobs/image-pool.ts'),
        PETS: path.join(repoRoot, 'tests/fixtures/pets'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as { idle: number; peak: number; after: number })
        : reject(new Error(`child exited ${code}`)),
    );
  });
}

console.log(`image pool RSS MB (2 threads; 4 cut-outs + 2 portraits at once), base ${base} vs now`);
console.log(`${'tree'.padEnd(6)} ${'idle'.padStart(6)} ${'peak'.padStart(6)} ${'after'.padStart(6)}`);
for (let round = 0; round < 2; round++)
  for (const [name, tree] of [
    ['base', baseDir],
    ['now', repoRoot],
  ] as const) {
    const r = await measure(tree);
    console.log(
      `${name.padEnd(6)} ${r.idle.toFixed(0).padStart(6)} ${r.peak.toFixed(0).padStart(6)} ${r.after.toFixed(0).padStart(6)}`,
    );
  }
