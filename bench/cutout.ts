/**
 * The cut-out against the truth: IoU of the model's mask (subjectMask, with the animal detector),
 * of the same without the detector (its files pointed away, as when they cannot load) and of the
 * colour heuristic per case of the labelled set (bench/cutout-set.ts), means per kind, and the warm
 * CPU time of one cut-out of a 1024 px photo on one thread: a pet beside a cup (the model runs twice),
 * a pet alone, the same without the detector, and the detector alone.
 *
 *   apt-get install tuxpaint-stamps-default python3-skimage
 *   npx tsx bench/cutout.ts [--save=tmp/cutout-set]   (--save writes each photo, truth and masks)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildCutoutSet, type Case, type Kind } from './cutout-set.js';
import { heuristicMask, subjectMask } from '../server/painter/index.js';
import { detectObjects, useDetectorFile } from '../server/painter/cutout/animal-detector.js';

type Mask = { mask: Buffer; width: number; height: number };
const save = process.argv.find((a) => a.startsWith('--save='))?.slice(7);

async function iou(m: Mask, c: Case) {
  const big = await sharp(m.mask, { raw: { width: m.width, height: m.height, channels: 1 } })
    .resize(c.width, c.height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  let inter = 0,
    union = 0;
  for (let i = 0; i < c.truth.length; i++) {
    const p = big[i]! >= 128 ? 1 : 0;
    if (p && c.truth[i]) inter++;
    if (p || c.truth[i]) union++;
  }
  return { iou: union ? inter / union : 1, big };
}

const cpu = async (f: () => Promise<unknown>) => {
  const t0 = process.cpuUsage();
  await f();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e6;
};

const cases = await buildCutoutSet();
console.log(
  `cut-out IoU, ${cases.length} cases; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
/** Runs f with the detector's files pointed away (as when they cannot load: one warning line), then restores them. */
async function withoutDetector<T>(f: () => Promise<T>) {
  useDetectorFile(path.join(os.tmpdir(), 'no-detector.json'));
  try {
    return await f();
  } finally {
    useDetectorFile();
  }
}
// The model without the detector first, all cases in a row (the detector then loads once).
const plainModel = await withoutDetector(async () => {
  const out: number[] = [];
  for (const c of cases) out.push((await iou(await subjectMask(c.photo), c)).iou);
  return out;
});
console.log(
  `${'case'.padEnd(26)} ${'kind'.padEnd(7)} ${'model'.padStart(6)} ${'no-det'.padStart(6)} ${'heuristic'.padStart(9)}`,
);
const rows: { kind: Kind; model: number; bare: number; heur: number }[] = [];
if (save) fs.mkdirSync(save, { recursive: true });
for (const [n, c] of cases.entries()) {
  const model = await iou(await subjectMask(c.photo), c);
  const heur = await iou(await heuristicMask(c.photo), c);
  rows.push({ kind: c.kind, model: model.iou, bare: plainModel[n]!, heur: heur.iou });
  const cols = [model.iou, plainModel[n]!].map((v) => v.toFixed(3).padStart(6)).join(' ');
  console.log(`${c.name.padEnd(26)} ${c.kind.padEnd(7)} ${cols} ${heur.iou.toFixed(3).padStart(9)}`);
  if (save) {
    const slug = c.name.replace(/\W+/g, '-');
    const grey = (b: Uint8Array | Buffer) =>
      sharp(Buffer.from(b), { raw: { width: c.width, height: c.height, channels: 1 } }).png();
    fs.writeFileSync(path.join(save, `${slug}.jpg`), c.photo);
    await grey(c.truth.map((v) => v * 255)).toFile(path.join(save, `${slug}-truth.png`));
    await grey(model.big).toFile(path.join(save, `${slug}-model.png`));
    await grey(heur.big).toFile(path.join(save, `${slug}-heuristic.png`));
  }
}
for (const kind of ['busy', 'plain', 'white', 'object', 'two'] as Kind[]) {
  const r = rows.filter((x) => x.kind === kind);
  if (!r.length) continue;
  const stat = (k: 'model' | 'bare' | 'heur') =>
    `mean ${(r.reduce((s, x) => s + x[k], 0) / r.length).toFixed(3)} worst ${Math.min(...r.map((x) => x[k])).toFixed(3)}`;
  console.log(`${kind.padEnd(7)} model ${stat('model')} | no-det ${stat('bare')} | heuristic ${stat('heur')}`);
}

// Warm cut-out time: 1024 px photos (no cache in subjectMask anyway), median of 5 each.
const big = async (c: Case | undefined) => sharp(c!.photo).resize(1024).jpeg().toBuffer();
const beside = await big(cases.find((c) => c.kind === 'object'));
const alone = await big(cases.find((c) => c.kind === 'busy'));
const { data, info } = await sharp(alone)
  .resize(640, 640, { fit: 'inside' })
  .raw()
  .toBuffer({ resolveWithObject: true });
const small = { data, width: info.width, height: info.height };
const timings: [string, () => Promise<unknown>][] = [
  ['model, a pet beside a cup', () => subjectMask(beside)],
  ['model, a pet alone', () => subjectMask(alone)],
  ['the detector alone', () => detectObjects(small)],
  ['heuristic', () => heuristicMask(alone)],
];
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = async (name: string, f: () => Promise<unknown>) => {
  await f();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await cpu(f));
  console.log(`  ${name.padEnd(42)} ${med(times).toFixed(3)}`);
};
console.log('warm cut-out of a 1024 px photo, CPU s (median of 5):');
for (const [name, f] of timings) await time(name, f);
await withoutDetector(() => time('model without the detector, a pet alone', () => subjectMask(alone)));
