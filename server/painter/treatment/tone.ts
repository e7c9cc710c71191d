/** Shared tools of the treatments: colour grading, split-toning, ink lines, halftone, the face guard. */
import type { Recipe } from '../recipes.js';
import type { Head } from '../photo/fit.js';
import { applyInk, inkFromEdges, sobel } from '../canvas/raster.js';
import { blurImg, clamp, hexRgb, luminance, op, smoothstep, type Img } from '../canvas/util.js';

/** What a treatment knows: the recipe, and u = one "reference pixel" (a 500 px wide canvas) in work px. */
export type TreatCtx = { recipe: Recipe; u: number; subject: Img; /** The head, in work px. */ head?: Head };

/** 0-255: high over the face (eyes, nose), fading out by about a head's width, so strokes spare it. */
export function faceGuard(w: number, h: number, head: Head | undefined): Img | undefined {
  if (!head) return undefined;
  const out = Buffer.alloc(w * h);
  const r = Math.max(4, head.r);
  // Zero beyond 1.25 r: only the head's box is visited.
  const x0 = Math.max(0, Math.floor(head.cx - 1.375 * r) - 1),
    x1 = Math.min(w - 1, Math.ceil(head.cx + 1.375 * r) + 1);
  for (
    let y = Math.max(0, Math.floor(head.cy - 1.25 * r) - 1), y1 = Math.min(h - 1, Math.ceil(head.cy + 1.25 * r) + 1);
    y <= y1;
    y++
  )
    for (let x = x0; x <= x1; x++) {
      // Math.sqrt, not Math.hypot: this loop can cover the whole picture, and hypot is several times slower.
      const ex = (x - head.cx) / 1.1,
        ey = y - head.cy;
      const d = Math.sqrt(ex * ex + ey * ey) / r;
      out[y * w + x] = Math.round(255 * (1 - smoothstep(0.55, 1.25, d)));
    }
  return { data: out, width: w, height: h, channels: 1 };
}

type Grade = { sat?: number; bright?: number; linear?: [number, number]; recomb?: number[][]; normalise?: boolean };

/** Colour grading in separate passes (sharp applies one pipeline's operations in its own order). */
export async function grade(img: Img, g: Grade): Promise<Img> {
  let out = img;
  if (g.normalise) out = await op(out, (s) => s.normalise({ lower: 1, upper: 99 }));
  if (g.linear) out = await op(out, (s) => s.linear(g.linear![0], g.linear![1]));
  if (g.recomb)
    out = await op(out, (s) =>
      s.recomb(g.recomb as [[number, number, number], [number, number, number], [number, number, number]]),
    );
  if (g.sat !== undefined || g.bright !== undefined) out = saturate(out, g.sat ?? 1, g.bright ?? 1);
  return out;
}

/** Saturation (mix away from luminance) and brightness, in one cheap pass. */
export function saturate(img: Img, sat: number, bright: number): Img {
  const out = Buffer.alloc(img.data.length);
  const d = img.data;
  for (let i = 0; i < d.length; i += img.channels) {
    const l = (d[i]! * 77 + d[i + 1]! * 150 + d[i + 2]! * 29) / 256;
    for (let c = 0; c < 3; c++) out[i + c] = clamp((l + (d[i + c]! - l) * sat) * bright);
    if (img.channels === 4) out[i + 3] = d[i + 3]!;
  }
  return { ...img, data: out };
}

/** Split-tones: shadows toward one colour, highlights toward another (screen/multiply-ish mix). */
export function splitTone(img: Img, shadow: string, highlight: string, amount: number): Img {
  const s = hexRgb(shadow);
  const hl = hexRgb(highlight);
  const out = Buffer.from(img.data);
  for (let i = 0; i < out.length; i += img.channels) {
    const l = (out[i]! * 77 + out[i + 1]! * 150 + out[i + 2]! * 29) / 65280;
    const ws = (1 - l) * (1 - l) * amount;
    const wh = l * l * amount;
    for (let c = 0; c < 3; c++) out[i + c] = clamp(out[i + c]! * (1 - ws - wh) + s[c]! * ws + hl[c]! * wh);
  }
  return { ...img, data: out };
}

/** Ink lines from the image's edges, darkening toward colour. */
export async function ink(
  img: Img,
  base: Img,
  u: number,
  colour: string,
  lo: number,
  hi: number,
  strength: number,
  blur = 1.2,
): Promise<Img> {
  const lum = await blurImg(luminance(base), blur * u);
  const lines = inkFromEdges(sobel(lum).mag, lo, hi);
  return applyInk(img, lines, colour, strength);
}

/** Halftone: dots on a 45° grid whose radius grows with darkness, inside a band of luminance. */
export function halftone(img: Img, lum: Img, cell: number, colour: string, from: number, to: number, maxR = 0.55): Img {
  const [r, g, b] = hexRgb(colour);
  const out = Buffer.from(img.data);
  const { width: w, height: h } = img;
  const c = Math.SQRT1_2;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const L = lum.data[y * w + x]!;
      if (L < from || L > to) continue;
      const dark = 1 - (L - from) / (to - from);
      const u = (x * c + y * c) / cell;
      const v = (-x * c + y * c) / cell;
      const du = u - Math.round(u),
        dv = v - Math.round(v);
      const d = Math.sqrt(du * du + dv * dv);
      const rad = maxR * Math.sqrt(dark);
      const a = clamp((rad - d) * cell * 0.9 + 0.5, 0, 1);
      if (a <= 0) continue;
      const k = (y * w + x) * img.channels;
      out[k] = out[k]! + (r - out[k]!) * a;
      out[k + 1] = out[k + 1]! + (g - out[k + 1]!) * a;
      out[k + 2] = out[k + 2]! + (b - out[k + 2]!) * a;
    }
  return { ...img, data: out };
}
