import { sobel } from '../canvas/raster.js';
import { drawStrokes, type Stroke } from '../canvas/brush.js';
import { blurImg, hexRgb, luminance, mulberry32, type Img } from '../canvas/util.js';

export type StrokeOptions = {
  /** Grid step between strokes, px. */
  spacing: number;
  length: number;
  width: number;
  opacity: number;
  seed: number;
  /** Angle where the image has no clear direction; radians. */
  restAngle?: number;
  /** Colour push: saturation and brightness jitter. */
  jitter?: number;
  /** Skip strokes on strong detail (eyes, whiskers) so the base painting shows through. */
  keepDetail?: number;
  /** Bristle streak strength across each stroke. */
  bristle?: number;
  /** Impasto: how strongly one flank of each stroke is lit (0 = flat). */
  relief?: number;
  /** 0-255 per pixel: where high, strokes are rarer and shorter (a face keeps its drawing). */
  protect?: Img;
  /** Some strokes lean toward these colours (broken colour, as the impressionists did). */
  tints?: string[];
  tintAmount?: number;
};

/**
 * Painterly rendering: short curved strokes on a jittered grid, each the colour of the picture under
 * it and laid along the local edge direction (perpendicular to the luminance gradient), drawn as
 * anti-aliased capsules with bristle shading (brush.ts).
 */
export async function paintStrokes(img: Img, o: StrokeOptions): Promise<Img> {
  const { width: w, height: h } = img;
  const lum = await blurImg(luminance(img), Math.max(1, o.spacing * 0.6));
  const { gx, gy, mag } = sobel(lum);
  const strokes: Stroke[] = [];
  const rest = o.restAngle ?? -Math.PI / 4;
  const jitter = o.jitter ?? 10;
  const keep = o.keepDetail ?? 60;
  const step = o.spacing;
  const tints = (o.tints ?? []).map(hexRgb);
  for (let gy0 = -step / 2, row = 0; gy0 < h + step / 2; gy0 += step, row++) {
    for (let gx0 = -step / 2, col = 0; gx0 < w + step / 2; gx0 += step, col++) {
      // Each cell draws from its own sequence: its stroke depends on the picture under it alone, so a
      // change elsewhere (a new scene around the pet, decision 045) leaves the pet's strokes as they were.
      const rand = mulberry32(
        (Math.imul(o.seed, 0x9e3779b1) ^ Math.imul(row, 0x85ebca6b) ^ Math.imul(col, 0xc2b2ae35)) >>> 0,
      );
      const x = Math.round(gx0 + rand() * step);
      const y = Math.round(gy0 + rand() * step);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      const m = mag.data[i]!;
      if (m > keep && rand() < 0.85) continue;
      const guard = o.protect ? o.protect.data[i]! / 255 : 0;
      if (guard > 0 && rand() < guard * 0.6) continue;
      let a = m > 6 ? Math.atan2(gy[i]!, gx[i]!) + Math.PI / 2 : rest;
      a += (rand() - 0.5) * 0.5;
      const len = o.length * (0.6 + rand() * 0.7) * (m > keep * 0.5 ? 0.6 : 1) * (1 - guard * 0.5);
      const dx = (Math.cos(a) * len) / 2;
      const dy = (Math.sin(a) * len) / 2;
      const bend = (rand() - 0.5) * len * 0.3;
      const k = i * img.channels;
      const j = (rand() - 0.5) * jitter;
      let [r0, g0, b0] = [img.data[k]!, img.data[k + 1]!, img.data[k + 2]!];
      if (tints.length && rand() < 0.35) {
        const t = tints[Math.floor(rand() * tints.length)]!;
        const m = o.tintAmount ?? 0.3;
        r0 += (t[0] - r0) * m;
        g0 += (t[1] - g0) * m;
        b0 += (t[2] - b0) * m;
      }
      strokes.push({
        pts: [x - dx, y - dy, x - Math.sin(a) * bend, y + Math.cos(a) * bend, x + dx, y + dy],
        width: o.width * (0.75 + rand() * 0.5) * (1 - guard * 0.35),
        r: Math.max(0, Math.min(255, r0 + j)),
        g: Math.max(0, Math.min(255, g0 + j)),
        b: Math.max(0, Math.min(255, b0 + j)),
        alpha: o.opacity,
      });
    }
  }
  const out: Img = { data: Buffer.from(img.data), width: w, height: h, channels: img.channels };
  drawStrokes(out, strokes, o.bristle ?? 0.08, 0.12, o.relief ?? 0);
  return out;
}
