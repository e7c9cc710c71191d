import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutOutOnWhite } from './cutout.js';

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/pets', file));

/** Share of the picture that is clearly red (the carpet), and pink (the carpet seen through a soft edge). */
async function carpetColours(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let red = 0,
    pink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const excess = data[i]! - (data[i + 1]! + data[i + 2]!) / 2;
    if (excess > 60) red++;
    else if (excess > 25 && data[i]! > 200) pink++;
  }
  const n = info.width * info.height;
  return { red: red / n, pink: pink / n, width: info.width, height: info.height };
}

describe('the pet cut out on white', () => {
  it('a white cat on a red carpet keeps no red rim or carpet patch (before: 1.5 % red, 3.7 % pink)', async () => {
    const found = await carpetColours(await cutOutOnWhite(read('cat-fullbody-yarn.jpg')));
    expect(found.red).toBeLessThan(0.004);
    expect(found.pink).toBeLessThan(0.004);
    expect([found.width, found.height]).toEqual([800, 600]);
  });
});
