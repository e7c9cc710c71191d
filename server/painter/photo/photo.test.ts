import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectMask } from '../cutout/segmentation.js';
import { containSource, cropSource, loadSource, subjectCrop } from './photo.js';

const pets = path.join(import.meta.dirname, '../../../tests/fixtures/pets');
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

describe('containSource (a wide subject set in a tall box)', () => {
  it("fills the bands above and below with the photo's colours, not a mirrored second face", async () => {
    const src = await loadSource(fs.readFileSync(path.join(pets, '../cat-chelsea.png')));
    const W = 400,
      H = 500;
    // The photo cuts Chelsea at its top and bottom, and such a close-up is not padded: her mask is
    // taken two rows in from those edges, as a wide subject that the photo holds whole.
    const mask = Buffer.from(src.mask.data);
    mask.fill(0, 0, 2 * src.mask.width).fill(0, mask.length - 2 * src.mask.width);
    const { rgb } = await containSource({ ...src, mask: { ...src.mask, data: mask } }, W / H, 1.1, W, H, 2);
    const inner = Math.round(W / 1.1),
      top = Math.round((H - inner) * 0.45);
    /** Mean absolute Laplacian of the luminance over rows [y0, y1): the fine detail there. */
    const detail = (y0: number, y1: number) => {
      const lum = (x: number, y: number) =>
        rgb.data[(y * W + x) * 3]! * 0.3 +
        rgb.data[(y * W + x) * 3 + 1]! * 0.59 +
        rgb.data[(y * W + x) * 3 + 2]! * 0.11;
      let sum = 0,
        n = 0;
      for (let y = Math.max(1, y0); y < Math.min(H - 1, y1); y++)
        for (let x = 1; x < W - 1; x++, n++)
          sum += Math.abs(4 * lum(x, y) - lum(x - 1, y) - lum(x + 1, y) - lum(x, y - 1) - lum(x, y + 1));
      return sum / n;
    };
    const photo = detail(top + inner * 0.3, top + inner * 0.7);
    // Measured: the face's middle 9.4, the bands below and above 0.7 and 0.6 (before, mirrored: 8.5 and 12.0, the nose and chin again).
    expect(detail(top + inner + 25, H)).toBeLessThan(photo * 0.3);
    expect(detail(0, top - 25)).toBeLessThan(photo * 0.3);
  });
});
