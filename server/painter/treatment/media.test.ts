import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPES, type StyleId } from '../recipes.js';
import { blurImg, clamp, luminance, toImg, valueNoise, type Img } from '../canvas/util.js';
import { dodge, kuwahara, sobel } from '../canvas/raster.js';
import { findHead } from '../photo/fit.js';
import { coherence } from './flow.js';
import { treat } from './treatments.js';

/**
 * Each reworked medium paints the pet, measured against the photo and against a plain filter of
 * it (what these styles were before: a Kuwahara, a colour-dodge sketch, a blur):
 * oil and Starry Night lay strokes (the painted fur has a clear direction at the stroke's scale),
 * pencil spans the lead's dark to the paper's light, watercolour pools pigment at its washes' edges.
 */
const dir = path.join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'pets');
const U = 2;
let photo: Img, subject: Img;

beforeAll(async () => {
  // The husky (a cut-out with alpha) at twice its size (388x444), its fur mottled by blotches with no
  // direction of their own, on a ground of the same blotches; painted as for a print (u = 2).
  const src = sharp(fs.readFileSync(path.join(dir, 'dog-husky-fullbody.png'))).resize({ width: 388 });
  const rgba = await toImg(src.clone().ensureAlpha());
  const { width: w, height: h } = rgba;
  const noise = await valueNoise(w, h, 3, 7);
  const rgb = Buffer.alloc(w * h * 3);
  const mask = Buffer.alloc(w * h);
  for (let j = 0; j < w * h; j++) {
    const a = rgba.data[j * 4 + 3]! / 255;
    mask[j] = rgba.data[j * 4 + 3]!;
    const blotch = noise.data[j]! - 128;
    for (let c = 0; c < 3; c++)
      rgb[j * 3 + c] = clamp(rgba.data[j * 4 + c]! + blotch * 0.5) * a + (120 + blotch * 0.3) * (1 - a);
  }
  photo = { data: rgb, width: w, height: h, channels: 3 };
  subject = { data: mask, width: w, height: h, channels: 1 };
});

const paint = async (style: StyleId) =>
  treat(photo, { recipe: RECIPES[style], u: U, subject, head: findHead(subject, photo) });

/** The pet's core (mask well inside), as a 0-255 weight. */
const core = () => ({ ...subject, data: Buffer.from(subject.data.map((v) => (v > 250 ? 255 : 0))) });

function percentile(lum: Img, weight: Img, q: number): number {
  const v = [...lum.data].filter((_, j) => weight.data[j]! > 128).sort((a, b) => a - b);
  return v[Math.floor(q * (v.length - 1))]!;
}

describe('media paint the pet', () => {
  it('oil: strokes give the painted fur a direction at the stroke scale, and its values stay apart', async () => {
    const oil = await paint('oil');
    const painted = coherence(luminance(oil), 2 * U, core());
    const filtered = coherence(luminance(kuwahara(photo, 3 * U)), 2 * U, core());
    const original = coherence(luminance(photo), 2 * U, core());
    expect(painted).toBeGreaterThan(1.5 * Math.max(filtered, original));
    // Not muddy: the pet's value range (5th to 95th percentile) is kept (at least 95% of the photo's).
    const span = (img: Img) => percentile(luminance(img), core(), 0.95) - percentile(luminance(img), core(), 0.05);
    expect(span(oil)).toBeGreaterThan(0.95 * span(photo));
  });

  it('Starry Night: pet and sky are strokes along one flow, round the pet a painted sky', async () => {
    const starry = await paint('starry');
    const sky = { ...subject, data: Buffer.from(subject.data.map((v) => (v < 5 ? 255 : 0))) };
    const lum = luminance(starry);
    for (const where of [core(), sky])
      expect(coherence(lum, 2 * U, where)).toBeGreaterThan(1.3 * coherence(luminance(photo), 2 * U, where));
    // Round the pet is the painted night sky, not the photo's ground.
    let blue = 0,
      n = 0;
    sky.data.forEach((v, j) => {
      if (!v) return;
      blue += starry.data[j * 3 + 2]! - starry.data[j * 3]!;
      n++;
    });
    expect(blue / n).toBeGreaterThan(40);
  });

  it('pencil: the pet spans dark lead to light paper, in tone', async () => {
    const lum = luminance(await paint('sketch'));
    expect(percentile(lum, core(), 0.05)).toBeLessThan(95);
    expect(percentile(lum, core(), 0.95)).toBeGreaterThan(200);
    // Drawn in tone, not only outlined: half the pet is darker than a light grey.
    expect(percentile(lum, core(), 0.5)).toBeLessThan(190);
    // The colour-dodge sketch (the style before) is faint: its darks stay light grey.
    const grey = luminance(photo);
    const inv = { ...grey, data: Buffer.from(grey.data.map((v) => 255 - v)) };
    const faint = dodge(grey, await blurImg(inv, 7 * U));
    expect(percentile(faint, core(), 0.05)).toBeGreaterThan(95);
  });

  it('watercolour: pigment pools at the edges of its washes', async () => {
    // Along the photo's strongest edges (where washes meet), how much darker each pixel is than its
    // surroundings: a wash's rim dries dark, so the painting's rims are darker than the photo's own.
    const edges = sobel(await blurImg(luminance(photo), 2 * U)).mag;
    const cut = [...edges.data].filter((_, j) => subject.data[j]! > 250).sort((a, b) => a - b);
    const strong = cut[Math.floor(cut.length * 0.9)]!;
    const rim = async (img: Img) => {
      const lum = luminance(img);
      const wide = await blurImg(lum, 4 * U);
      let s = 0,
        n = 0;
      for (let j = 0; j < lum.data.length; j++)
        if (subject.data[j]! > 250 && edges.data[j]! >= strong) {
          s += lum.data[j]! - wide.data[j]!;
          n++;
        }
      return s / n;
    };
    const photoRim = await rim(photo);
    expect((await rim(await paint('watercolor'))) - photoRim).toBeLessThan(-6);
    expect((await rim(await blurImg(photo, 2 * U))) - photoRim).toBeGreaterThan(-4);
  });
});
