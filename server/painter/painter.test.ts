import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, it, expect, beforeAll } from 'vitest';
import { paintPortrait } from './painter.js';
import { loadSource, subjectCrop } from './photo/photo.js';
import { STYLE_IDS, styleForPrompt, type StyleId } from './recipes.js';
import { SEED_TEMPLATES } from '../db/seed-templates.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const photo = fs.readFileSync(path.join(here, '..', 'assets', 'pets', 'cat-chelsea.png'));
const W = 120;
const H = 150;

async function pixels(png: Buffer, w = W, h = H): Promise<Buffer> {
  return sharp(png).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel, 0-255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('paintPortrait', () => {
  const rendered = new Map<StyleId, Buffer>();

  beforeAll(async () => {
    for (const style of STYLE_IDS) rendered.set(style, await paintPortrait({ photo, style, width: W, height: H }));
  }, 60_000);

  it.each(STYLE_IDS)('%s returns a PNG of exactly the requested size', async (style) => {
    const png = rendered.get(style)!;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([W, H]);
  });

  it('is deterministic: the same request gives identical bytes', async () => {
    for (const style of ['royal', 'starry', 'stainedglass', 'watercolor'] as const) {
      const again = await paintPortrait({ photo, style, width: W, height: H });
      expect(again.equals(rendered.get(style)!), style).toBe(true);
    }
    const a = await paintPortrait({ photo, style: 'lights', width: W, height: H, petName: 'Chelsea' });
    const b = await paintPortrait({ photo, style: 'lights', width: W, height: H, petName: 'Chelsea' });
    expect(a.equals(b)).toBe(true);
  });

  it('makes every style visibly different from every other', async () => {
    const px = await Promise.all(STYLE_IDS.map((s) => pixels(rendered.get(s)!)));
    for (let i = 0; i < STYLE_IDS.length; i++)
      for (let j = i + 1; j < STYLE_IDS.length; j++)
        expect(difference(px[i]!, px[j]!), `${STYLE_IDS[i]} vs ${STYLE_IDS[j]}`).toBeGreaterThan(12);
  });

  it('changes the photo in every style (it is not just a crop)', async () => {
    const plain = await sharp(photo).resize(W, H, { fit: 'cover' }).removeAlpha().raw().toBuffer();
    for (const style of STYLE_IDS)
      expect(difference(await pixels(rendered.get(style)!), plain), style).toBeGreaterThan(10);
  });

  it('keeps the pet recognisable: the painting follows the photo', async () => {
    // Correlation of the centre's (blurred) luminance with the same crop of the photo, over styles
    // whose pet sits (nearly) centred on the canvas; a treatment that loses the picture fails this.
    const rect = subjectCrop(await loadSource(photo), W / H);
    const grey = async (png: Buffer) =>
      sharp(png)
        .resize(W, H, { fit: 'fill' })
        .blur(2)
        .extract({ left: 30, top: 30, width: 60, height: 60 })
        .greyscale()
        .raw()
        .toBuffer();
    const ref = await grey(await sharp(photo).extract(rect).png().toBuffer());
    for (const style of ['popart', 'oil', 'watercolor', 'sketch', 'sepia', 'neon', 'ukiyoe', 'botanical'] as const) {
      const img = await grey(rendered.get(style)!);
      const n = ref.length;
      const ma = ref.reduce((s, v) => s + v, 0) / n,
        mb = img.reduce((s, v) => s + v, 0) / n;
      let cov = 0,
        va = 0,
        vb = 0;
      for (let i = 0; i < n; i++) {
        cov += (ref[i]! - ma) * (img[i]! - mb);
        va += (ref[i]! - ma) ** 2;
        vb += (img[i]! - mb) ** 2;
      }
      expect(cov / Math.sqrt(va * vb), style).toBeGreaterThan(0.45);
    }
  });

  it('letters the pet name when one is given', async () => {
    for (const style of ['lights', 'royal', 'botanical', 'neon'] as const) {
      const named = await paintPortrait({ photo, style, width: W, height: H, petName: 'Chelsea' });
      expect(named.equals(rendered.get(style)!), style).toBe(false);
      const other = await paintPortrait({ photo, style, width: W, height: H, petName: 'Biscuit' });
      expect(other.equals(named), style).toBe(false);
    }
  });

  it('honours any size and orientation, and odd names', async () => {
    for (const [width, height] of [
      [200, 120],
      [97, 61],
      [64, 64],
      [20, 30],
    ] as const) {
      const png = await paintPortrait({ photo, style: 'space', width, height, petName: '<Sir "Fluff" & Co>' });
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('rejects sizes it cannot honour', async () => {
    await expect(paintPortrait({ photo, style: 'oil', width: 0, height: 100 })).rejects.toThrow(RangeError);
    await expect(paintPortrait({ photo, style: 'oil', width: Number.NaN, height: 100 })).rejects.toThrow(RangeError);
  });

  it('accepts photos of any shape, including portrait and tiny ones', async () => {
    const tall = await sharp(photo).resize(150, 300, { fit: 'cover' }).jpeg().toBuffer();
    const tiny = await sharp(photo).resize(40, 27).png().toBuffer();
    for (const p of [tall, tiny]) {
      const png = await paintPortrait({ photo: p, style: 'oil', width: W, height: H });
      expect((await sharp(png).metadata()).width).toBe(W);
    }
  });
});

describe('styleForPrompt', () => {
  it('maps every seed template prompt to its own style', () => {
    for (const t of SEED_TEMPLATES) expect(styleForPrompt(t.prompt), t.id).toBe(t.style);
  });

  it('reads free-text words', () => {
    expect(styleForPrompt('my dog as an astronaut')).toBe('space');
    expect(styleForPrompt('Outer SPACE adventure')).toBe('space');
    expect(styleForPrompt('a king on his throne')).toBe('royal');
    expect(styleForPrompt('Queen of the house, renaissance')).toBe('royal');
    expect(styleForPrompt('soft watercolour')).toBe('watercolor');
    expect(styleForPrompt('watercolor painting')).toBe('watercolor');
    expect(styleForPrompt('cyberpunk alley')).toBe('neon');
    expect(styleForPrompt('neon lights')).toBe('neon');
    expect(styleForPrompt('Warhol pop art')).toBe('popart');
    expect(styleForPrompt('pencil drawing')).toBe('sketch');
    expect(styleForPrompt('cathedral stained-glass window')).toBe('stainedglass');
    expect(styleForPrompt('wreath of roses')).toBe('botanical');
    expect(styleForPrompt('Van Gogh starry night')).toBe('starry');
    expect(styleForPrompt('a Hokusai woodblock print')).toBe('ukiyoe');
    expect(styleForPrompt('vintage photo from the 1890s')).toBe('sepia');
    expect(styleForPrompt('superhero with a cape')).toBe('superhero');
    expect(styleForPrompt('my name in lights on Broadway')).toBe('lights');
  });

  it('falls back to oil', () => {
    expect(styleForPrompt('')).toBe('oil');
    expect(styleForPrompt('something nice for grandma')).toBe('oil');
  });
});
