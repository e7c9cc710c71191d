import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANIMALS, detectObjects, useDetectorFile, type Detection } from './animal-detector.js';
import { animalBoxes } from './animal-focus.js';
import { dropThingColours } from './colour-split.js';
import { subjectMask } from './segmentation.js';

const pets = path.join(import.meta.dirname, '../../../tests/fixtures/pets');

/** A fixture photo decoded the way subjectMask decodes it (upright RGB, long side 640). */
async function rgb(file: string) {
  const { data, info } = await sharp(fs.readFileSync(path.join(pets, file)))
    .resize(640, 640, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of the mask at or above half inside a box of fractions. */
function share(m: { mask: Buffer; width: number; height: number }, [x0, y0, x1, y1]: number[]) {
  let n = 0,
    total = 0;
  for (let y = Math.floor(y0! * m.height); y < y1! * m.height; y++)
    for (let x = Math.floor(x0! * m.width); x < x1! * m.width; x++, total++) if (m.mask[y * m.width + x]! >= 128) n++;
  return n / total;
}

const inside = ([x0, y0, x1, y1]: Detection['box'], [x, y]: [number, number]) =>
  x0 <= x && x <= x1 && y0 <= y && y <= y1;

afterEach(() => {
  useDetectorFile();
  vi.restoreAllMocks();
});

describe('the animal detector', () => {
  it('finds the kitten in the garden as a cat, its box around the kitten', async () => {
    const dets = (await detectObjects(await rgb('cat-kitten-garden.jpg')))!;
    const best = dets.find((d) => ANIMALS.has(d.label))!;
    expect(best.label).toBe('cat');
    expect(best.score).toBeGreaterThan(0.3);
    // The kitten's head and paws, in the middle of the photo.
    expect(inside(best.box, [0.5, 0.4])).toBe(true);
    expect(animalBoxes(dets)).toContainEqual(best.box);
  });

  it('finds an animal in the whole-body cat and dog photos', async () => {
    for (const file of ['cat-fullbody-yarn.jpg', 'dog-shepherd-fullbody.jpg']) {
      const boxes = animalBoxes((await detectObjects(await rgb(file)))!);
      expect(boxes.length, file).toBeGreaterThan(0);
      expect(inside(boxes[0]!, [0.5, 0.45]), file).toBe(true);
    }
  });

  it('takes the plank the kitten lies on out of the cut-out (the model alone keeps it)', async () => {
    const photo = fs.readFileSync(path.join(pets, 'cat-kitten-garden.jpg'));
    const aimed = await subjectMask(photo);
    // The plank's right end, beside the kitten's paws; the kitten's face.
    expect(share(aimed, [0.72, 0.6, 0.95, 0.75])).toBeLessThan(0.05);
    expect(share(aimed, [0.42, 0.3, 0.58, 0.5])).toBeGreaterThan(0.9);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useDetectorFile(path.join(import.meta.dirname, 'models/missing.json'));
    expect(share(await subjectMask(photo), [0.72, 0.6, 0.95, 0.75])).toBeGreaterThan(0.5);
  });

  it('when its files are missing, says so once and the cut-out works as without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useDetectorFile(path.join(import.meta.dirname, 'models/missing.json'));
    expect(await detectObjects(await rgb('cat-kitten-garden.jpg'))).toBeNull();
    const m = await subjectMask(fs.readFileSync(path.join(pets, 'cat-kitten-garden.jpg')));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/animal detector failed to load/);
    // The kitten is still cut out: the middle of the photo is subject.
    const at = (x: number, y: number) => m.mask[Math.round(y * m.height) * m.width + Math.round(x * m.width)]!;
    expect(at(0.5, 0.4)).toBeGreaterThanOrEqual(128);
  });
});

describe("the animals' boxes", () => {
  const det = (label: string, score: number, box: Detection['box']): Detection => ({ label, score, box });

  it('are the sure animals, one box each, neither a speck nor a thing', () => {
    const cat: Detection['box'] = [0.21, 0.16, 0.68, 0.9];
    expect(
      animalBoxes([
        det('cat', 0.48, cat),
        det('bench', 0.34, [0.19, 0.59, 0.94, 0.96]),
        det('dog', 0.3, [0.22, 0.17, 0.67, 0.9]),
        det('bird', 0.3, [0.6, 0.41, 0.62, 0.44]),
        det('cat', 0.1, [0.1, 0.1, 0.5, 0.5]),
      ]),
    ).toEqual([cat]);
  });

  it('prefer a nearly as sure tighter box to one that also holds the thing beside the pet', () => {
    const rabbitAndTeapot: Detection['box'] = [0.17, 0.52, 0.91, 0.95];
    const rabbit: Detection['box'] = [0.4, 0.52, 0.89, 0.85];
    expect(animalBoxes([det('bird', 0.28, rabbitAndTeapot), det('bird', 0.25, rabbit)])).toEqual([rabbit]);
  });

  it('keep two pets side by side as two boxes', () => {
    const left: Detection['box'] = [0.13, 0.49, 0.49, 0.92];
    const right: Detection['box'] = [0.48, 0.43, 0.97, 0.93];
    expect(animalBoxes([det('cat', 0.51, left), det('sheep', 0.48, right)])).toEqual([left, right]);
  });

  it('are none when the detector sees no animal (the cut-out then keeps what the model keeps)', () => {
    expect(animalBoxes([det('cup', 0.6, [0.3, 0.5, 0.7, 0.98]), det('bird', 0.1, [0.3, 0.3, 0.6, 0.5])])).toEqual([]);
  });
});

describe('the colour split', () => {
  it("drops from the animal's mask what is clearly of the colours of the thing it was cut from", async () => {
    // A 40x20 photo: a grey animal on the left half, an orange ball on the right, both salient to the model.
    const w = 40,
      h = 20;
    const data = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) data.set(i % w < 20 ? [120, 120, 125] : [230, 120, 30], i * 3);
    const full = { mask: Buffer.alloc(w * h, 255), width: w, height: h };
    // The animal's box kept x < 26: the ball's left edge (x 20-25) is still in the mask.
    const kept = { ...full, mask: Buffer.from(full.mask.map((_, i) => (i % w < 26 ? 255 : 0))) };
    const out = await dropThingColours({ data, width: w, height: h }, kept, full, [[0, 0, 0.6, 1]]);
    const at = (x: number, y: number) => out.mask[y * w + x]!;
    expect(at(10, 10)).toBe(255);
    expect(at(22, 10)).toBe(0);
  });
});
