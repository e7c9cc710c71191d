import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalAi } from '../adapters/ai/local-ai.js';
import { composeNamedPortrait } from './lettering/named-portrait.js';
import { paintPortrait } from './painter.js';

const fixtures = path.join(import.meta.dirname, '../../tests/fixtures');
const cat = fs.readFileSync(path.join(fixtures, 'cat-chelsea.png'));
const dog = fs.readFileSync(path.join(fixtures, 'pets/dog-husky-fullbody.png'));
const ai = createLocalAi();
const W = 360,
  H = 450;

const grey = async (png: Buffer) => sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });

describe('editing an existing portrait (PaintInput.editing)', () => {
  it('adds the bow tie and the winter scene onto the white-background portrait and keeps the name', async () => {
    const named = await composeNamedPortrait(await ai.removeBackground(cat), 'Chelsea', W, H);
    const edited = await ai.paint({
      photo: named,
      prompt: 'Add a red bow tie and a snowy winter background',
      width: W,
      height: H,
      editing: true,
    });
    expect(
      edited.equals(
        await ai.paint({
          photo: named,
          prompt: 'Add a red bow tie and a snowy winter background',
          width: W,
          height: H,
          editing: true,
        }),
      ),
    ).toBe(true);
    const [a, b] = [await grey(named), await grey(edited)];
    // The lettering (dark pixels of the name band) keeps its exact pixels.
    let ink = 0,
      moved = 0;
    for (let y = Math.round(H * 0.82); y < H; y++)
      for (let x = 0; x < W; x++) {
        const j = y * W + x;
        if (a.data[j]! > 110) continue;
        ink++;
        if (Math.abs(a.data[j]! - b.data[j]!) > 6) moved++;
      }
    expect(ink).toBeGreaterThan(200);
    expect(moved / ink).toBeLessThan(0.01);
    // The pet's face is not repainted: the middle of the picture is unchanged.
    let same = 0,
      n = 0;
    for (let y = Math.round(H * 0.3); y < H * 0.45; y++)
      for (let x = Math.round(W * 0.35); x < W * 0.65; x++, n++)
        if (Math.abs(a.data[y * W + x]! - b.data[y * W + x]!) <= 3) same++;
    expect(same / n).toBeGreaterThan(0.97);
    // The white ground became a winter scene (top band no longer white).
    let white = 0;
    for (let i = 0; i < W * Math.round(H * 0.08); i++) if (b.data[i]! > 245) white++;
    expect(white / (W * Math.round(H * 0.08))).toBeLessThan(0.3);
  }, 60_000);

  it('repaints a raw photo when editing is not set (the two paths differ)', async () => {
    const painted = await ai.paint({ photo: cat, prompt: 'Add a red bow tie', width: 160, height: 200 });
    const edited = await ai.paint({ photo: cat, prompt: 'Add a red bow tie', width: 160, height: 200, editing: true });
    expect(painted.equals(edited)).toBe(false);
  }, 60_000);
});

describe('whole-pet composition', () => {
  it('white-background portrait: no straight cut edges where the photo ends', async () => {
    for (const photo of [cat, dog]) {
      const png = await composeNamedPortrait(await ai.removeBackground(photo), 'Chelsea', W, H);
      const { data } = await grey(png);
      // A hard cut shows as one row (or column) where many neighbouring pixels jump together.
      let worstRow = 0,
        worstCol = 0;
      for (let y = 0; y < H * 0.8 - 1; y++) {
        let jumps = 0;
        for (let x = 0; x < W; x++) if (Math.abs(data[y * W + x]! - data[(y + 1) * W + x]!) > 50) jumps++;
        worstRow = Math.max(worstRow, jumps);
      }
      for (let x = 0; x < W - 1; x++) {
        let jumps = 0;
        for (let y = 0; y < H * 0.8; y++) if (Math.abs(data[y * W + x]! - data[y * W + x + 1]!) > 50) jumps++;
        worstCol = Math.max(worstCol, jumps);
      }
      expect(worstRow / W).toBeLessThan(0.12);
      expect(worstCol / H).toBeLessThan(0.12);
    }
  }, 60_000);

  it('a hat gets headroom: the pet is set lower so the hat is inside the picture', async () => {
    const { parsePrompt } = await import('./vocabulary.js');
    const { paintPortraitDetailed } = await import('./painter.js');
    const parsed = parsePrompt('Give my pet a tiny wizard hat and a glowing wand');
    const res = await paintPortraitDetailed({
      photo: cat,
      style: parsed.style,
      width: W,
      height: H,
      pieces: parsed.pieces,
    });
    const hat = res.placed.find((p) => p.slot === 'hat')!;
    expect(hat.region.y).toBeGreaterThan(0);
  }, 60_000);

  it('18x24 keeps the face at least as sharp as the digital size (Laplacian variance)', async () => {
    const sharpness = async (w: number, h: number) => {
      const png = await paintPortrait({ photo: cat, style: 'starry', width: w, height: h });
      // The face region (centre of the picture), as a fixed fraction of each canvas.
      const face = await sharp(png)
        .extract({
          left: Math.round(w * 0.3),
          top: Math.round(h * 0.35),
          width: Math.round(w * 0.4),
          height: Math.round(h * 0.3),
        })
        .greyscale()
        .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
        .raw()
        .toBuffer();
      let s = 0,
        s2 = 0;
      for (const v of face) {
        s += v - 128;
        s2 += (v - 128) ** 2;
      }
      return s2 / face.length - (s / face.length) ** 2;
    };
    const digital = await sharpness(2400, 3000);
    const large = await sharpness(2700, 3600);
    expect(large).toBeGreaterThanOrEqual(digital);
  }, 120_000);
});
