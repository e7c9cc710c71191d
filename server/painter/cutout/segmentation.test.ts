import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { subjectMask } from './segmentation.js';
import { heuristicMask } from './heuristic-mask.js';
import { cutoutModelStatus, useModelFile } from './neural-mask.js';
import { cutOutOnWhite } from './cutout.js';
import { containSource, loadSource } from '../photo/photo.js';
import { countPets } from './animal-prior.js';
import { twoPetsPhoto } from '../../../tests/fixtures/pets/two-pets.js';

const pets = path.join(import.meta.dirname, '../../../tests/fixtures/pets');
const read = (f: string) => fs.readFileSync(path.join(pets, f));
const MODEL = path.join(import.meta.dirname, 'models/u2netp.onnx');

/** Share of the mask at or above half, inside a box of fractions. */
function coverage(m: { mask: Buffer; width: number; height: number }, [x0, y0, x1, y1] = [0, 0, 1, 1]) {
  let n = 0,
    total = 0;
  for (let y = Math.floor(y0 * m.height); y < y1 * m.height; y++)
    for (let x = Math.floor(x0 * m.width); x < x1 * m.width; x++, total++) if (m.mask[y * m.width + x]! >= 128) n++;
  return n / total;
}

afterEach(() => useModelFile(MODEL));

describe('the cut-out model', () => {
  it('is shipped and loads', async () => {
    expect(await cutoutModelStatus()).toEqual({ ok: true });
  });

  it('keeps the garden kitten without the grass behind it, soft at the edge', async () => {
    const m = await subjectMask(read('cat-kitten-garden.jpg'));
    // The grass above and left of the kitten (the heuristic kept a band of it) is ground.
    expect(coverage(m, [0, 0.35, 0.3, 0.6])).toBeLessThan(0.05);
    expect(coverage(m, [0.42, 0.3, 0.58, 0.5])).toBeGreaterThan(0.9);
    // Fur is soft: part of the mask lies between ground and subject.
    expect([...m.mask].filter((v) => v > 20 && v < 235).length).toBeGreaterThan(m.width * m.height * 0.005);
  });

  it('keeps a white rabbit on white whole', async () => {
    const m = await subjectMask(read('rabbit.png'));
    expect(m.plain).toBe(true);
    expect(coverage(m, [0.3, 0.3, 0.7, 0.7])).toBeGreaterThan(0.97);
  });

  it('when the model cannot load, says so and the heuristic answers', async () => {
    useModelFile(path.join(import.meta.dirname, 'models/missing.onnx'));
    const status = await cutoutModelStatus();
    expect(status.ok).toBe(false);
    const photo = read('dog-shepherd-fullbody.jpg');
    const [got, heuristic] = await Promise.all([subjectMask(photo), heuristicMask(photo)]);
    expect(got.width).toBe(heuristic.width);
    expect(got.mask.equals(heuristic.mask)).toBe(true);
  });
});

describe('two pets in one photo', () => {
  it("keeps both in the mask, and the portrait's crop frames both with room above", async () => {
    const { photo, boxes } = await twoPetsPhoto();
    const m = await subjectMask(photo);
    // The middle of each pet's box is subject; the gap between them is not.
    for (const [x0, y0, x1, y1] of boxes) {
      const [cx, cy, dx, dy] = [(x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 6, (y1 - y0) / 6];
      expect(coverage(m, [cx - dx, cy - dy, cx + dx, cy + dy])).toBeGreaterThan(0.9);
    }
    expect(coverage(m, [boxes[0]![2] + 0.03, 0.3, boxes[1]![0] - 0.03, 0.9])).toBeLessThan(0.02);
    // The portrait frames the pair (a crop as wide as both) with room above their heads.
    const src = await loadSource(photo);
    expect(src.pets).toBe(2);
    const { subject } = await containSource(src, 0.8, 2.2, 400, 500, 2);
    expect(countPets(subject.data, subject.width, subject.height)).toBe(2);
    let top = subject.height;
    for (let i = 0; i < subject.data.length; i++)
      if (subject.data[i]! >= 128) top = Math.min(top, Math.floor(i / subject.width));
    expect(top).toBeGreaterThan(subject.height * 0.05);
  });
});

describe('a corrected mask', () => {
  it('replaces the computed one: the cut-out keeps only what the customer kept', async () => {
    const photo = read('dog-shepherd-fullbody.jpg');
    const meta = await sharp(photo).metadata();
    // Keep the left half only, at a size of its own.
    const half = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#fff' } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const out = await sharp(await cutOutOnWhite(photo, { subjectMask: half }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([meta.width, meta.height]);
    const w = out.info.width;
    let rightNotWhite = 0;
    for (let y = 0; y < out.info.height; y++)
      for (let x = Math.round(w * 0.6); x < w; x++) if (out.data[(y * w + x) * 3]! < 240) rightNotWhite++;
    expect(rightNotWhite).toBe(0);
  });
});
