/**
 * How long the photo check takes after an upload, per fixture photo, in one image thread (the way
 * the shop runs it), beside the upload's own cleaning (validate, rotate, strip, re-encode) of the
 * same photo in the same run as the baseline. Wall-clock milliseconds, median of --runs after one
 * warm-up per photo. The check must stay well under 1 s.
 *
 *   npx tsx bench/photo-check.ts [--runs=5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './proc.js';
import { createImagePool } from '../server/jobs/image-pool.js';
import { cleanUploadedImage } from '../server/features/uploads/image-validation.js';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const dir = path.join(repoRoot, 'tests/fixtures');
const photos = [
  ...fs
    .readdirSync(path.join(dir, 'pets'))
    .filter((f) => /\.(png|jpe?g)$/.test(f))
    .map((f) => `pets/${f}`),
  'cat-chelsea.png',
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const pool = createImagePool(1);
console.log(
  `photo check bench · ${runs} runs per photo · load: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.availableParallelism()} cores`,
);
console.log(
  `${'photo'.padEnd(30)} ${'size'.padStart(10)} ${'upload cleaning ms'.padStart(19)} ${'photo check ms'.padStart(15)}`,
);
const all: number[] = [];
for (const name of photos) {
  const bytes = fs.readFileSync(path.join(dir, name));
  const clean = await cleanUploadedImage(bytes);
  await pool.checkPhoto(clean.body);
  const cleaning: number[] = [];
  const checking: number[] = [];
  for (let i = 0; i < runs; i++) {
    cleaning.push(await timed(() => cleanUploadedImage(bytes)));
    checking.push(await timed(() => pool.checkPhoto(clean.body)));
  }
  all.push(...checking);
  console.log(
    `${name.padEnd(30)} ${`${clean.width}x${clean.height}`.padStart(10)} ` +
      `${median(cleaning).toFixed(0).padStart(19)} ${median(checking).toFixed(0).padStart(15)}`,
  );
}
console.log(
  `photo check: median ${median(all).toFixed(0)} ms, worst ${Math.max(...all).toFixed(0)} ms over ${all.length} checks`,
);
await pool.close();
