import sharp from 'sharp';
import type { Sharp, KernelEnum } from 'sharp';
import { seededRandom } from '../../lib/seeded-random.js';

/** A raw interleaved 8-bit image (RGB unless said otherwise). */
export type Img = { data: Buffer; width: number; height: number; channels: number };

/** Small, fast, seeded PRNG: the painter must be deterministic. */
export const mulberry32 = seededRandom;

export const clamp = (v: number, lo = 0, hi = 255) => (v < lo ? lo : v > hi ? hi : v);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const smoothstep = (e0: number, e1: number, x: number) => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};

export function hexRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A number for SVG attributes: short and locale-free. */
export const svgNum = (n: number) => (Math.round(n * 10) / 10).toString();

export function svgDoc(width: number, height: number, body: string, defs = ''): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}"` +
      ` height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`,
  );
}

export function rawSharp(img: Img) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels as 1 | 2 | 3 | 4 } });
}

/** Runs a sharp operation on a raw image and keeps its channel count (libvips turns 1-band raw into sRGB). */
export async function op(img: Img, fn: (s: Sharp) => Sharp): Promise<Img> {
  const p = fn(rawSharp(img));
  return toImg(img.channels === 1 ? p.extractChannel(0) : p);
}

export async function toImg(pipeline: Sharp): Promise<Img> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Resizes a raw image (any channel count). */
export async function resizeImg(
  img: Img,
  width: number,
  height: number,
  kernel: keyof KernelEnum = 'lanczos3',
): Promise<Img> {
  if (img.width === width && img.height === height) return img;
  return op(img, (s) => s.resize(width, height, { fit: 'fill', kernel }));
}

export async function blurImg(img: Img, sigma: number): Promise<Img> {
  if (sigma < 0.3) return img;
  return op(img, (s) => s.blur(sigma));
}

/** Luminance plane (1 channel) of an RGB(A) image. */
export function luminance(img: Img): Img {
  const { data, width, height, channels } = img;
  const out = Buffer.alloc(width * height);
  for (let i = 0, j = 0; j < out.length; i += channels, j++)
    out[j] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
  return { data: out, width, height, channels: 1 };
}

/**
 * Smooth value noise, 1 channel, 0-255: random values on a coarse grid (cell px apart), upscaled
 * with a cubic kernel. Deterministic for a seed; cheap at any size.
 */
export async function valueNoise(width: number, height: number, cell: number, seed: number): Promise<Img> {
  const gw = Math.max(2, Math.ceil(width / cell) + 1);
  const gh = Math.max(2, Math.ceil(height / cell) + 1);
  const rand = mulberry32(seed);
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rand() * 256);
  if (cell <= 1) return { data: grid.subarray(0, width * height), width, height, channels: 1 };
  return toImg(
    sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0),
  );
}

/** Grey 1-channel image to RGB by a lookup of 256 colours. */
export function gradientLut(stops: [number, string][]): Uint8Array {
  const lut = new Uint8Array(256 * 3);
  const cols = stops.map(([p, c]) => [p, ...hexRgb(c)] as const);
  for (let v = 0; v < 256; v++) {
    const t = v / 255;
    let k = 0;
    while (k < cols.length - 2 && t > cols[k + 1]![0]) k++;
    const a = cols[k]!;
    const b = cols[k + 1]!;
    const u = clamp((t - a[0]) / (b[0] - a[0] || 1), 0, 1);
    for (let c = 0; c < 3; c++) lut[v * 3 + c] = Math.round(lerp(a[c + 1]!, b[c + 1]!, u));
  }
  return lut;
}

/** Hue (degrees), saturation and value (0-1) of an sRGB colour (0-255). */
export function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    d = max - min;
  let h = 0;
  if (d > 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, max ? d / max : 0, max / 255];
}

/** The sRGB colour (0-255) of a hue (degrees), saturation and value (0-1). */
export function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const c = v * s,
    x = c * (1 - Math.abs(((h / 60) % 2) - 1)),
    m = v - c;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}
