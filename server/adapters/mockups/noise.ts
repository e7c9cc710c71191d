/** Deterministic randomness for textures: the same inputs always paint the same pixels. */

export { seededRandom } from '../../lib/seeded-random.js';

/** A stable hash of two integer lattice coordinates and a seed, in [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const fade = (t: number) => t * t * (3 - 2 * t);

/** Smooth value noise on a 2D lattice, in [0, 1). */
export function valueNoise2(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = fade(x - x0);
  const fy = fade(y - y0);
  const a = hash2(x0, y0, seed);
  const b = hash2(x0 + 1, y0, seed);
  const c = hash2(x0, y0 + 1, seed);
  const d = hash2(x0 + 1, y0 + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Smooth 1D value noise, in [0, 1). */
export function valueNoise1(x: number, seed: number): number {
  const x0 = Math.floor(x);
  const f = fade(x - x0);
  const a = hash2(x0, 0, seed);
  return a + (hash2(x0 + 1, 0, seed) - a) * f;
}

/** Fractal sum of 1D noise octaves, roughly in [0, 1). */
export function fbm1(x: number, seed: number, octaves = 3): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += valueNoise1(x, seed + i * 101) * amp;
    norm += amp;
    x *= 2.03;
    amp *= 0.5;
  }
  return sum / norm;
}

/** Error function (Abramowitz–Stegun 7.1.26), for analytic blurred-box shadows. */
export function erf(x: number): number {
  const s = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}

/** Coverage of a box [lo, hi] blurred by a Gaussian of sigma, sampled at x (0..1). */
export function blurredSpan(x: number, lo: number, hi: number, sigma: number): number {
  const k = 1 / (sigma * Math.SQRT2);
  return 0.5 * (erf((hi - x) * k) - erf((lo - x) * k));
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const smoothstep = (a: number, b: number, x: number) => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};
