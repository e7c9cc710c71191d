import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectMask } from '../segmentation.js';
import { cropSource, loadSource, subjectCrop } from './photo.js';

const pets = path.join(import.meta.dirname, '../../../../tests/fixtures/pets');
const read = (f: string) => fs.readFileSync(path.join(pets, f));

/** Share of the mask that is subject, and the subject's share inside a box of fractions. */
function coverage(m: { mask: Buffer; width: number; height: number }, box?: [number, number, number, number]) {
  let n = 0,
    total = 0;
  const [x0, y0, x1, y1] = box ?? [0, 0, 1, 1];
  for (let y = Math.floor(y0 * m.height); y < y1 * m.height; y++)
    for (let x = Math.floor(x0 * m.width); x < x1 * m.width; x++) {
      total++;
      if (m.mask[y * m.width + x]! >= 128) n++;
    }
  return n / total;
}

describe('the subject of a photo', () => {
  it('finds a dog standing on grass, not the grass (colours the border lacks)', async () => {
    const m = await subjectMask(read('dog-shepherd-fullbody.jpg'));
    expect(m.plain).toBeFalsy();
    expect(coverage(m)).toBeLessThan(0.5);
    // The black-and-tan back, a little left of the middle, is dog; the grass along the bottom is not.
    expect(coverage(m, [0.35, 0.3, 0.55, 0.45])).toBeGreaterThan(0.8);
    expect(coverage(m, [0, 0.9, 1, 1])).toBeLessThan(0.15);
  });

  it('takes a cut-out as a plain ground, even a white rabbit touching its edges', async () => {
    const m = await subjectMask(read('rabbit.png'));
    expect(m.plain).toBe(true);
    expect(coverage(m)).toBeGreaterThan(0.4);
  });

  it('hands the painter a one-channel soft mask the size of the crop (a 3-band mask striped the pet)', async () => {
    const src = await loadSource(read('dog-husky-fullbody.png'));
    expect(src.plain).toBe(true);
    const { rgb, subject } = await cropSource(src, subjectCrop(src, 0.8), 200, 250, 2);
    expect([subject.width, subject.height, subject.channels, subject.data.length]).toEqual([200, 250, 1, 200 * 250]);
    expect(rgb.data.length).toBe(200 * 250 * 3);
    // Rows are whole: the middle of the dog is subject on consecutive rows, not every other one.
    const mid = [0, 1, 2, 3].map((k) => subject.data[(125 + k) * 200 + 100]!);
    expect(Math.min(...mid)).toBeGreaterThan(200);
  });
});
