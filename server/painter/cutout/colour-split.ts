import sharp from 'sharp';
import type { SmallRgb } from './neural-mask.js';

type Saliency = { mask: Buffer; width: number; height: number };
type Colour = [number, number, number];

/** Colour clusters per side, and how many times nearer the thing's colours a pixel must be to be dropped
 * (bench/cutout.ts: 2 took the badger's white from before the white-suited astronaut, 3 did not). */
const CLUSTERS = 4;
const CLEARLY = 3;

/**
 * Drops from the animal's saliency the pixels clearly of the thing's colours: the thing's colours are
 * those the model found salient outside the animal's boxes (`away`: the cup it was cut from), the
 * animal's those salient in the middle half of its boxes. A ball under a ferret's paws.
 */
export async function dropThingColours(
  rgb: SmallRgb,
  kept: Saliency,
  away: Saliency,
  boxes: [number, number, number, number][],
): Promise<Saliency> {
  const { width: w, height: h } = kept;
  const px = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  const at = (i: number): Colour => [px[i * 3]!, px[i * 3 + 1]!, px[i * 3 + 2]!];
  const thing: Colour[] = [],
    animal: Colour[] = [];
  const middle = (i: number) => {
    const x = (i % w) / w,
      y = Math.floor(i / w) / h;
    return boxes.some(([x0, y0, x1, y1]) => {
      const [mx, my] = [(x1 - x0) / 4, (y1 - y0) / 4];
      return x >= x0 + mx && x <= x1 - mx && y >= y0 + my && y <= y1 - my;
    });
  };
  for (let i = 0; i < w * h; i++) {
    if (away.mask[i]! >= 200 && kept.mask[i]! < 128) thing.push(at(i));
    else if (kept.mask[i]! >= 200 && middle(i)) animal.push(at(i));
  }
  if (thing.length < 50 || animal.length < 50) return kept;
  const tc = clusters(thing),
    ac = clusters(animal);
  const near = (c: Colour, cs: Colour[]) =>
    Math.min(...cs.map((k) => (c[0] - k[0]) ** 2 + (c[1] - k[1]) ** 2 + (c[2] - k[2]) ** 2));
  const mask = Buffer.from(kept.mask);
  for (let i = 0; i < w * h; i++) {
    if (mask[i]! < 128) continue;
    const c = at(i);
    if (near(c, tc) * CLEARLY ** 2 < near(c, ac)) mask[i] = 0;
  }
  return { ...kept, mask };
}

/** k-means on a sample of colours, a few rounds. */
function clusters(cs: Colour[]): Colour[] {
  const step = Math.max(1, Math.floor(cs.length / 2000));
  const sample = cs.filter((_, i) => i % step === 0);
  let centres = Array.from({ length: CLUSTERS }, (_, k) => sample[Math.floor(((k + 0.5) * sample.length) / CLUSTERS)]!);
  for (let round = 0; round < 6; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const c of sample) {
      let best = 0,
        bd = Infinity;
      centres.forEach((k, j) => {
        const d = (c[0] - k[0]) ** 2 + (c[1] - k[1]) ** 2 + (c[2] - k[2]) ** 2;
        if (d < bd) [bd, best] = [d, j];
      });
      const s = sums[best]!;
      s[0]! += c[0];
      s[1]! += c[1];
      s[2]! += c[2];
      s[3]! += 1;
    }
    centres = sums.map((s, j) => (s[3] ? [s[0]! / s[3], s[1]! / s[3], s[2]! / s[3]] : centres[j]!));
  }
  return centres;
}
