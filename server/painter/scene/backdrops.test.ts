import { describe, it, expect } from 'vitest';
import { sceneImage } from './backdrops.js';
import type { Img } from '../canvas/util.js';

/** A row's mean colour. */
function row(img: Img, y: number): [number, number, number] {
  const s = [0, 0, 0];
  for (let x = 0; x < img.width; x++) for (let c = 0; c < 3; c++) s[c]! += img.data[(y * img.width + x) * 3 + c]!;
  return s.map((v) => v / img.width) as [number, number, number];
}
const grassy = ([r, g, b]: [number, number, number]) => g > b && g > r;

describe('a scene with a ground under a whole pet (issue 34: pets floated above it)', () => {
  it("raises the meadow's ground line to just above the pet's feet", async () => {
    const W = 200,
      H = 250;
    const feet = 160; // the meadow's own ground line is at 0.75 H = 187
    const plain = await sceneImage('meadow', W, H, 7);
    const grounded = await sceneImage('meadow', W, H, 7, feet);
    expect(grassy(row(plain, feet - 4)), 'before: sky where the feet are').toBe(false);
    expect(grassy(row(grounded, feet - 4)), 'the feet stand on the grass').toBe(true);
    expect(grassy(row(grounded, feet - 30)), 'sky above the ground line').toBe(false);
  });

  it('keeps its own ground line when the feet are already on it, and never goes above 55 % of the height', async () => {
    const W = 200,
      H = 250;
    const low = await sceneImage('meadow', W, H, 7, 240);
    expect(low.data.equals((await sceneImage('meadow', W, H, 7)).data)).toBe(true);
    const high = await sceneImage('meadow', W, H, 7, 60);
    expect(grassy(row(high, Math.round(H * 0.5)))).toBe(false);
    expect(grassy(row(high, Math.round(H * 0.6)))).toBe(true);
  });

  it('puts a pet on the beach on the sand, with the sea behind it at the horizon', async () => {
    const W = 200,
      H = 250;
    const beach = await sceneImage('beach', W, H, 7, 170);
    const sandy = ([r, , b]: [number, number, number]) => r > b + 40;
    expect(sandy(row(beach, 172)), 'the feet stand on sand').toBe(true);
    expect(sandy(row(beach, 240)), 'sand to the bottom').toBe(true);
    const [r, , b] = row(beach, 158);
    expect(b > r + 60, 'the sea just above the shore line').toBe(true);
  });
});
