import { clamp01 } from './noise.js';
import type { Material } from './wood-grain.js';

/** Light on the moulding and the mat bevel, precomputed per view; and the mitre helper. */
export const PROFILE_BINS = 1024;
/** Pieces: 0 top, 1 right, 2 bottom, 3 left — and the direction pointing into the frame from each. */
const INWARD: [number, number][] = [
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 0],
];

/** Height of the moulding's cross-section, 0 = outer edge, 1 = the lip that meets the mat. */
function profileHeight(t: number): number {
  if (t < 0.1) return 0.5 + 0.5 * Math.sqrt(Math.max(0, 1 - (1 - t / 0.1) ** 2));
  if (t < 0.6) return 1 + 0.05 * Math.sin((Math.PI * (t - 0.1)) / 0.5);
  if (t < 0.84) return 1 - 0.42 * (1 - Math.cos((Math.PI * (t - 0.6)) / 0.24)) * 0.5;
  if (t < 0.94) return 0.58 + 0.03 * Math.sin((Math.PI * (t - 0.84)) / 0.1);
  return 0.58 - 0.4 * ((t - 0.94) / 0.06);
}

const norm3 = (v: [number, number, number]): [number, number, number] => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};

/** Diffuse and specular light per piece across the moulding's width, computed once per view. */
export function shadeTables(light: [number, number, number], { specular, shininess, contrast }: Material) {
  const L = norm3(light);
  const Hv = norm3([L[0], L[1], L[2] + 1]);
  const ambient = 0.36;
  const kd = (1 - ambient) / L[2];
  const diffuse = INWARD.map(() => new Float32Array(PROFILE_BINS));
  const spec = INWARD.map(() => new Float32Array(PROFILE_BINS));
  const e = 0.5 / PROFILE_BINS;
  for (let i = 0; i < PROFILE_BINS; i++) {
    const t = (i + 0.5) / PROFILE_BINS;
    const slope = ((profileHeight(t + e) - profileHeight(t - e)) / (2 * e)) * 0.42;
    const ao = (1 - 0.55 * clamp01((t - 0.95) / 0.05)) * (1 - 0.25 * clamp01(1 - t / 0.025));
    INWARD.forEach(([ix, iy], p) => {
      const n = norm3([-slope * ix, -slope * iy, 1]);
      const nl = Math.max(0, n[0] * L[0] + n[1] * L[1] + n[2] * L[2]);
      const nh = Math.max(0, n[0] * Hv[0] + n[1] * Hv[1] + n[2] * Hv[2]);
      diffuse[p]![i] = (1 + (ambient + kd * nl - 1) * contrast) * ao;
      spec[p]![i] = specular * Math.pow(nh, shininess) * 255 * ao;
    });
  }
  /** The mat's bevelled cut slopes 45° down to the print; its white core stays bright in any light. */
  const bevel = INWARD.map(([ix, iy]) => {
    const n = norm3([ix, iy, 1]);
    const nl = n[0] * L[0] + n[1] * L[1] + n[2] * L[2];
    return Math.min(1.07, Math.max(0.82, 1 + 0.45 * (nl - L[2])));
  });
  return { diffuse, spec, bevel };
}

/** nearest()'s answer: [edge index, its distance, the runner-up's distance] (no allocation per pixel). */
export const near = new Float64Array(3);

/** The nearest of four edge distances (top, right, bottom, left), written into `near`. */
export function nearest(a: number, b: number, c: number, d: number) {
  let p = 0;
  let m = a;
  let second = Infinity;
  if (b < m) {
    second = m;
    m = b;
    p = 1;
  } else second = b;
  if (c < m) {
    second = m;
    m = c;
    p = 2;
  } else if (c < second) second = c;
  if (d < m) {
    second = m;
    m = d;
    p = 3;
  } else if (d < second) second = d;
  near[0] = p;
  near[1] = m;
  near[2] = second;
}
