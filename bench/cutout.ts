/**
 * The cut-out against the truth: IoU of the model's mask (subjectMask) and of the colour heuristic
 * per case of the labelled set (bench/cutout-set.ts), means per kind, and the warm CPU time of one
 * cut-out of a 1024 px photo on one thread.
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
console.log(`${'case'.padEnd(26)} ${'kind'.padEnd(7)} ${'model'.padStart(6)} ${'heuristic'.padStart(9)}`);
const rows: { kind: Kind; model: number; heur: number }[] = [];
if (save) fs.mkdirSync(save, { recursive: true });
for (const c of cases) {
  const model = await iou(await subjectMask(c.photo), c);
  const heur = await iou(await heuristicMask(c.photo), c);
  rows.push({ kind: c.kind, model: model.iou, heur: heur.iou });
  console.log(
    `${c.name.padEnd(26)} ${c.kind.padEnd(7)} ${model.iou.toFixed(3).padStart(6)} ${heur.iou.toFixed(3).padStart(9)}`,
  );
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
  const stat = (k: 'model' | 'heur') =>
    `mean ${(r.reduce((s, x) => s + x[k], 0) / r.length).toFixed(3)} worst ${Math.min(...r.map((x) => x[k])).toFixed(3)}`;
  console.log(`${kind.padEnd(7)} model ${stat('model')} | heuristic ${stat('heur')}`);
}

// Warm cut-out time: the same 1024 px photo with new bytes each time (no cache in subjectMask anyway).
const photo = await sharp(cases[0]!.photo).resize(1024).jpeg().toBuffer();
await subjectMask(photo);
const times: number[] = [];
const heurTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  times.push(await cpu(() => subjectMask(photo)));
  heurTimes.push(await cpu(() => heuristicMask(photo)));
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `warm cut-out of a 1024 px photo, CPU s (median of 5): model ${med(times).toFixed(3)}, heuristic ${med(heurTimes).toFixed(3)}`,
);
