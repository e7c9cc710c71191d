import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, it, expect } from 'vitest';
import { paintPortraitDetailed } from '../painter.js';
import { editPortraitDetailed } from '../edit.js';
import { parsePrompt } from '../vocabulary.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import { composeNamedPortrait } from '../lettering/named-portrait.js';
import type { Region } from '../photo/fit.js';

const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures/pets');
const shepherd = fs.readFileSync(path.join(fixtures, 'dog-shepherd-fullbody.jpg'));
const W = 400,
  H = 500;

/** Share of the region's pixels that are the sweater's red (a black and tan dog has none). */
async function redShare(png: Buffer, r: Region): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0,
    n = 0;
  for (let y = Math.max(0, Math.round(r.y)); y < Math.min(info.height, r.y + r.h); y++)
    for (let x = Math.max(0, Math.round(r.x)); x < Math.min(info.width, r.x + r.w); x++) {
      const i = (y * info.width + x) * 3;
      const [R, G, B] = [data[i]!, data[i + 1]!, data[i + 2]!];
      n++;
      if (R > 110 && G < R * 0.55 && B < R * 0.55) red++;
    }
  return n ? red / n : 0;
}

describe('a side-on pet wears its garment on its body (coat.ts)', () => {
  it("paints a standing dog's sweater over its back and chest, not over its legs or the ground", async () => {
    const parsed = parsePrompt('Dress my pet in a cozy knitted sweater');
    const { png, placed } = await paintPortraitDetailed({
      photo: shepherd,
      style: 'oil',
      width: W,
      height: H,
      pieces: parsed.pieces,
    });
    const sweater = placed.find((p) => p.id === 'sweater')!;
    expect(sweater, 'the sweater is placed').toBeTruthy();
    // The body: wide and shallow, in the upper two thirds (the dog stands on grass below).
    expect(sweater.region.w).toBeGreaterThan(sweater.region.h);
    expect(sweater.region.y + sweater.region.h).toBeLessThan(H * 0.8);
    const core = {
      x: sweater.region.x + sweater.region.w * 0.25,
      y: sweater.region.y + sweater.region.h * 0.3,
      w: sweater.region.w * 0.5,
      h: sweater.region.h * 0.4,
    };
    expect(await redShare(png, core), 'the middle of the body is red cloth').toBeGreaterThan(0.5);
    const legs = {
      x: sweater.region.x,
      y: sweater.region.y + sweater.region.h + H * 0.04,
      w: sweater.region.w,
      h: H * 0.12,
    };
    expect(await redShare(png, legs), 'legs and grass below the hem stay bare').toBeLessThan(0.05);
    const plain = await paintPortraitDetailed({ photo: shepherd, style: 'oil', width: W, height: H });
    expect(await redShare(plain.png, core), 'the plain portrait has no red there').toBeLessThan(0.05);
  });

  it('adds the garment to a library image of a side-on pet without repainting it or its name', async () => {
    const ai = createLocalAi();
    const named = await composeNamedPortrait(await ai.removeBackground(shepherd), 'Rex', W, H);
    const { png, placed } = await editPortraitDetailed({
      photo: named,
      parsed: parsePrompt('Dress my pet in a cozy knitted sweater'),
      width: W,
      height: H,
    });
    const sweater = placed.find((p) => p.id === 'sweater')!;
    expect(sweater).toBeTruthy();
    const core = {
      x: sweater.region.x + sweater.region.w * 0.25,
      y: sweater.region.y + sweater.region.h * 0.3,
      w: sweater.region.w * 0.5,
      h: sweater.region.h * 0.4,
    };
    expect(await redShare(png, core)).toBeGreaterThan(0.5);
    // Everything outside the garment's region keeps its pixels (the name band among them).
    const [a, b] = await Promise.all([named, png].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
    let changed = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const inside =
          x >= sweater.region.x - 2 &&
          x < sweater.region.x + sweater.region.w + 2 &&
          y >= sweater.region.y - 2 &&
          y < sweater.region.y + sweater.region.h + 2;
        const i = (y * W + x) * 3;
        if (
          !inside &&
          Math.abs(a![i]! - b![i]!) + Math.abs(a![i + 1]! - b![i + 1]!) + Math.abs(a![i + 2]! - b![i + 2]!) > 6
        )
          changed++;
      }
    expect(changed / (W * H), 'share of pixels changed outside the garment').toBeLessThan(0.002);
  });
});

describe('a white pet on a white-background portrait (segmentation of plain grounds)', () => {
  it('keeps its white fur in the mask, so an edit finds its head and ties the bow under its chin', async () => {
    const ai = createLocalAi();
    const cat = fs.readFileSync(path.join(fixtures, 'cat-fullbody-yarn.jpg'));
    const named = await composeNamedPortrait(await ai.removeBackground(cat), 'Pixel', W, H);
    const { placed } = await editPortraitDetailed({
      photo: named,
      parsed: parsePrompt('Add a red bow tie'),
      width: W,
      height: H,
    });
    const bow = placed.find((p) => p.id === 'bowtie')!.region;
    // Measured on this portrait: the head at x 0.08-0.35, y 0.42-0.62, the chin at (0.3, 0.6), the
    // yarn ball at x 0.4-0.6. Before: the white fur was flooded as ground, the mask broke into
    // pieces and the bow tie went below the body, at (0.75, 0.76).
    expect((bow.x + bow.w / 2) / W).toBeLessThan(0.42);
    expect((bow.y + bow.h / 2) / H).toBeGreaterThan(0.45);
    expect((bow.y + bow.h / 2) / H).toBeLessThan(0.7);
  });
});
