import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cropSource, loadSource, subjectCrop } from './photo.js';
import { paintPortraitDetailed } from '../painter.js';

const pets = path.join(import.meta.dirname, '../../../tests/fixtures/pets');
const read = (f: string) => fs.readFileSync(path.join(pets, f));

/** The subject mask of a 400x500 portrait crop and its photo. */
async function crop(file: string) {
  const src = await loadSource(read(file));
  return cropSource(src, subjectCrop(src, 0.8), 400, 500, 2);
}

describe('the subject mask drops what is coloured like the ground', () => {
  it("the shepherd's mask keeps no patch of dry grass between and below its legs", async () => {
    const { subject } = await crop('dog-shepherd-fullbody.jpg');
    // Measured in this crop: a patch of dry grass under the belly (x 40-170, y 312-338) and one
    // below the hind legs (x 10-150, y 398-430). Before: 86% of the first was "dog".
    for (const [x0, y0, x1, y1] of [
      [40, 312, 170, 338],
      [10, 398, 150, 430],
    ] as const) {
      let n = 0,
        t = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++, t++) if (subject.data[y * 400 + x]! >= 128) n++;
      expect(n / t, `masked share of the patch at ${x0},${y0}`).toBeLessThan(0.5);
    }
  });

  it("the lying cat's mask keeps little of the carpet's shadow under it and its yarn", async () => {
    const { rgb, subject } = await crop('cat-fullbody-yarn.jpg');
    let red = 0,
      all = 0;
    for (let j = 0; j < subject.data.length; j++) {
      if (subject.data[j]! < 128) continue;
      all++;
      const [r, g, b] = [rgb.data[j * 3]!, rgb.data[j * 3 + 1]!, rgb.data[j * 3 + 2]!];
      if (r > 70 && r > 2 * g && r > 1.5 * b) red++;
    }
    // Before: 8.4% of the masked pixels were carpet-red (the shadow under the cat and the yarn); now 2.6%.
    expect(red / all).toBeLessThan(0.04);
  });

  it.each([
    ['royal', 'cape', 'dog-shepherd-fullbody.jpg'],
    ['superhero', 'herocape', 'dog-husky-fullbody.png'],
    ['space', 'spacesuit', 'cat-fullbody-yarn.jpg'],
  ] as const)(
    "%s dresses a side-on pet's body in its own costume (%s), fitted, not a block at the canvas bottom",
    async (style, id, file) => {
      const { placed } = await paintPortraitDetailed({ photo: read(file), style, width: 320, height: 400 });
      // Before: the style's costume was a fixed band over the bottom fifth of the canvas, never placed.
      const wear = placed.find((p) => p.id === id);
      expect(wear, 'the costume was fitted').toBeTruthy();
      expect(wear!.region.y + wear!.region.h, 'above the bottom fifth').toBeLessThan(400 * 0.8);
    },
  );

  it("a kitten facing us (behind a board the mask takes in) keeps Royal Pet's robe across the canvas bottom", async () => {
    const { placed } = await paintPortraitDetailed({
      photo: read('cat-kitten-garden.jpg'),
      style: 'royal',
      width: 320,
      height: 400,
    });
    expect(placed.find((p) => p.id === 'cape')).toBeUndefined();
  });
});
