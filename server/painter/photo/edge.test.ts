import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanEdge, cropSource, loadSource, subjectCrop } from './photo.js';
import { paintPortrait } from '../painter.js';

const photo = fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/pets/cat-fullbody-yarn.jpg'));
const redness = (d: Buffer, i: number) => d[i]! - (d[i + 1]! + d[i + 2]!) / 2;

describe('the cut-out edge keeps no colour of its ground (a white cat on a red carpet)', () => {
  it('the soft edge band is about as red as the cat, not as the carpet', async () => {
    const src = await loadSource(photo);
    const { rgb, subject } = await cropSource(src, subjectCrop(src, 0.8), 640, 800, 4);
    const before = Buffer.from(subject.data);
    await cleanEdge(rgb, subject, 28);
    // The band: where the mask was soft; weighted by what is left of the pet there.
    let band = 0,
      nb = 0,
      inner = 0,
      ni = 0;
    for (let j = 0; j < before.length; j++) {
      const a = before[j]!;
      if (a > 20 && a < 235) {
        band += redness(rgb.data, j * 3) * (subject.data[j]! / 255);
        nb += subject.data[j]! / 255;
      } else if (a >= 250) {
        inner += redness(rgb.data, j * 3);
        ni++;
      }
    }
    // Before: the band was ~45 redder than the cat's interior.
    expect(band / nb - inner / ni).toBeLessThan(25);
  });

  it.each([
    ['royal', 0.03],
    ['starry', 0.002],
  ] as const)('%s shows no red rim around the cat', async (style, most) => {
    const png = await paintPortrait({ photo, style, width: 320, height: 400 });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let n = 0,
      t = 0;
    // The middle of the canvas (Royal's red curtains lie outside it): carpet-red pixels (red 2.2 to
    // 4.5 times green; the crimson robe the lying cat now wears there has hardly any green).
    for (let y = Math.round(info.height * 0.12); y < info.height * 0.62; y++)
      for (let x = Math.round(info.width * 0.12); x < info.width * 0.88; x++) {
        const i = (y * info.width + x) * 3;
        t++;
        if (
          data[i]! > 90 &&
          data[i]! > 2.2 * data[i + 1]! &&
          data[i]! > 1.3 * data[i + 2]! &&
          data[i]! < 4.5 * data[i + 1]!
        )
          n++;
      }
    // Before: 5.5% (royal) and 0.5% (starry) of that area.
    expect(n / t).toBeLessThan(most);
  });
});
