import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../common/contracts/recipe.js';
import { editRecipe, newRecipe, paintPortraitDetailed, recipeRequest } from '../../painter/index.js';
import { composePetPair } from './pet-pair.service.js';

/**
 * An edit of a portrait with a recipe paints the recipe again with the change (DESIGN.md §11): for each
 * class of edit, the pet's pixels of the edited portrait equal those of the recipe painted without it.
 */
const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name));
const shepherd = read('pets/dog-shepherd-fullbody.jpg');
const rabbit = read('pets/rabbit.png');
const cat = read('cat-chelsea.png');
const W = 400,
  H = 500;
/**
 * Pixels this far inside the pet's solid cut-out are the pet's own: what lies outside the pet (a new
 * scene, the ground's colour in its soft edge) reaches no further in than the style's brush does (a
 * stroke sampled near the edge is at most half its length, about 6 px here, plus the 2 px Kuwahara
 * window and the blur its direction is read from); measured, 12 px still saw a few 4-level differences.
 */
const MARGIN = 16;

type Painted = Awaited<ReturnType<typeof paintPortraitDetailed>>;
const paint = (recipe: Recipe, photo: Buffer, subjectMask?: Buffer) =>
  paintPortraitDetailed({ ...recipeRequest(recipe), photo, width: W, height: H, subjectMask });
const recipeOf = (prompt: string, styleHint?: string) => newRecipe({ prompt, styleHint, sources: [{ key: 'photo' }] });

/** 1 where a mask (W x H) has its whole (2r+1)^2 neighbourhood set: an erosion by a square (summed-area table). */
function erode(mask: Uint8Array, r: number): Uint8Array {
  const sum = new Int32Array((W + 1) * (H + 1));
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      sum[(y + 1) * (W + 1) + x + 1] =
        mask[y * W + x]! + sum[y * (W + 1) + x + 1]! + sum[(y + 1) * (W + 1) + x]! - sum[y * (W + 1) + x]!;
  const out = new Uint8Array(W * H);
  const full = (2 * r + 1) ** 2;
  for (let y = r; y < H - r; y++)
    for (let x = r; x < W - r; x++) {
      const [x0, y0, x1, y1] = [x - r, y - r, x + r + 1, y + r + 1];
      const n = sum[y1 * (W + 1) + x1]! - sum[y0 * (W + 1) + x1]! - sum[y1 * (W + 1) + x0]! + sum[y0 * (W + 1) + x0]!;
      if (n === full) out[y * W + x] = 1;
    }
  return out;
}

/**
 * The pet's own pixels: 1 where, in both paintings, the pet's cut-out is whole (255: a model's mask is soft
 * inside too, and there the ground's colour is mixed in) and its layer solid, MARGIN px in from the cut-out's
 * edge, and no costume or style overlay is drawn over it (1 px of antialiasing spared).
 */
async function petInterior(a: Painted, b: Painted): Promise<{ inner: Uint8Array; area: number }> {
  expect(b.pet!.box).toEqual(a.pet!.box);
  const { box } = a.pet!;
  const solid = new Uint8Array(W * H).fill(1);
  let area = 0;
  for (const p of [a.pet!, b.pet!]) {
    const cut = await sharp(p.subject.data, { raw: { width: p.subject.width, height: p.subject.height, channels: 1 } })
      .resize(box.w, box.h, { fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const seen = new Uint8Array(W * H);
    for (let y = 0; y < box.h; y++)
      for (let x = 0; x < box.w; x++) {
        const [cx, cy, j] = [box.x + x, box.y + y, y * box.w + x];
        if (cx >= W || cy >= H) continue;
        if (cut[j] === 255 && p.rgba[j * 4 + 3]! >= 250) seen[cy * W + cx] = 1;
      }
    for (let j = 0; j < W * H; j++) solid[j]! &= seen[j]!;
  }
  for (const v of solid) area += v;
  const drawn = new Uint8Array(W * H);
  for (const svg of [...a.pet!.over, ...b.pet!.over]) {
    const alpha = await sharp(svg).ensureAlpha().extractChannel(3).raw().toBuffer();
    for (let j = 0; j < W * H; j++) if (alpha[j]! > 0) drawn[j] = 1;
  }
  const clear = erode(
    drawn.map((v) => 1 - v),
    1,
  );
  const inner = erode(solid, MARGIN).map((v, j) => v & clear[j]!);
  return { inner, area };
}

/** The pet's pixels compared: their share of the pet, and the largest difference of any channel. */
async function comparePet(before: Painted, after: Painted) {
  const { inner, area } = await petInterior(before, after);
  const [a, b] = await Promise.all([before.png, after.png].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let n = 0,
    worst = 0;
  for (let j = 0; j < W * H; j++) {
    if (!inner[j]) continue;
    n++;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(a![j * 3 + c]! - b![j * 3 + c]!));
  }
  return { n, worst, share: n / Math.max(1, area) };
}

/** Mean colour of a drawn piece's region. */
async function meanIn(png: Buffer, r: { x: number; y: number; w: number; h: number }) {
  const region = { left: Math.floor(r.x), top: Math.floor(r.y), width: Math.ceil(r.w), height: Math.ceil(r.h) };
  const px = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  const sum = [0, 0, 0];
  for (let i = 0; i < px.length; i++) sum[i % 3]! += px[i]!;
  return sum.map((v) => v / (px.length / 3)) as [number, number, number];
}

/**
 * The pet must be the same pixels: a tolerance of 0 — the painting of the pet (crop, treatment, its soft
 * edge, texture and vignette) depends only on the photo, the cut-out, the style, the seed and the framing,
 * all kept by the recipe; a costume change only paints over it, within the pieces' regions.
 */
function expectSamePet(c: Awaited<ReturnType<typeof comparePet>>) {
  expect(c.share).toBeGreaterThan(0.2);
  expect(c.worst).toBe(0);
}

describe('edits of a portrait with a recipe keep the pet exactly', () => {
  it('add a piece: a wizard hat on a plain oil portrait (the framing stays; the pet is not made smaller)', async () => {
    const base = recipeOf('an oil painting');
    const edit = editRecipe(base, 'add a wizard hat');
    expect(edit.changes).toEqual([{ action: 'add', label: 'wizard hat' }]);
    const [before, after] = await Promise.all([paint(base, rabbit), paint(edit.recipe, rabbit)]);
    expect(after.placed.map((p) => p.id)).toContain('wizard');
    expectSamePet(await comparePet(before, after));
  });

  it('recolour: the Royal Pet crown made blue, and a blue bow tie added (not a red one)', async () => {
    const base = recipeOf('A royal portrait', 'royal');
    const edit = editRecipe(base, 'make the crown blue and add a blue bow tie');
    expect(edit.changes).toEqual([
      { action: 'change', label: 'crown (blue)' },
      { action: 'add', label: 'bow tie (blue)' },
    ]);
    const [before, after] = await Promise.all([paint(base, shepherd), paint(edit.recipe, shepherd)]);
    expectSamePet(await comparePet(before, after));
    // Where each piece is drawn, the picture turned bluer (and the gold or the fur less red).
    for (const id of ['crown', 'bowtie']) {
      const region = after.placed.find((p) => p.id === id)!.region;
      const [[r0, , b0], [r1, , b1]] = await Promise.all([meanIn(before.png, region), meanIn(after.png, region)]);
      expect(b1 - b0, id).toBeGreaterThan(8);
      expect(r1, id).toBeLessThan(r0);
    }
  });

  it('remove: "no crown" takes the crown away', async () => {
    const base = recipeOf('A royal portrait', 'royal');
    const edit = editRecipe(base, 'no crown');
    expect(edit.recipe.elements).toEqual([]);
    const [before, after] = await Promise.all([paint(base, cat), paint(edit.recipe, cat)]);
    expect(after.placed.some((p) => p.id === 'crown')).toBe(false);
    expectSamePet(await comparePet(before, after));
  });

  it('change the scene: a sweater in a garden moved to the beach', async () => {
    const base = recipeOf('a cozy knitted sweater in a sunny garden');
    const edit = editRecipe(base, 'on the beach');
    expect(edit.changes).toEqual([{ action: 'add', label: 'beach scene' }]);
    const [before, after] = await Promise.all([paint(base, shepherd), paint(edit.recipe, shepherd)]);
    expectSamePet(await comparePet(before, after));
  });

  it('two pets: a tiny pirate hat and a scene for both, each pet kept', async () => {
    const pair = await composePetPair({ photo: shepherd }, { photo: cat });
    const base = { ...recipeOf('A royal portrait', 'royal'), sources: [{ key: 'a' }, { key: 'b' }] } as Recipe;
    const edit = editRecipe(base, 'tiny pirate hat + treasure map in a garden');
    expect(edit.notUnderstood).toEqual(['treasure map']);
    const [before, after] = await Promise.all([
      paint(base, pair.photo, pair.mask),
      paint(edit.recipe, pair.photo, pair.mask),
    ]);
    expect(after.placed.filter((p) => p.id === 'pirate')).toHaveLength(2);
    expectSamePet(await comparePet(before, after));
  });
});
