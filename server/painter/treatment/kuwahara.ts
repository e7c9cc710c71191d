/**
 * Anisotropic Kuwahara filter (Kyprianidis, Kang & Döllner 2009): each pixel looks at an ellipse
 * stretched along the local flow, split into eight overlapping sectors, and takes the sectors' mean
 * colours weighted toward the least varied (1 / (1 + (var/255)^(q/2))). Regions flatten into patches
 * of paint that run along the fur and stop at edges, without the blocky corners of the square filter.
 *
 * The kernel (offsets, sector and weight of every sample) is built once per quantised orientation
 * and anisotropy, so the inner loop is loads and multiply-adds on typed arrays.
 */
import type { Img } from '../canvas/util.js';
import type { Flow } from './flow.js';

const SECTORS = 8;
const ANGLES = 16;
const LEVELS = [0, 0.35, 0.7, 1];

/**
 * Per sector, its samples in scan order: their offsets (in padded px ×4) and weights. A pixel's sums
 * are then taken sector by sector in registers (each sample is read once per sector it belongs to,
 * from cache), in the same order and float32 rounding as one accumulator per sector would give.
 */
type Kernel = { start: Int32Array; off: Int32Array; wt: Float32Array };

function buildKernel(radius: number, phi: number, a: number, stride: number): Kernel {
  // The ellipse keeps the disc's area: its long axis along the flow grows with the anisotropy.
  const ra = radius * (1 + a),
    rb = radius / (1 + a);
  const c = Math.cos(phi),
    s = Math.sin(phi);
  const reach = Math.ceil(ra);
  const off: number[][] = Array.from({ length: SECTORS }, () => []),
    wt: number[][] = Array.from({ length: SECTORS }, () => []);
  const spread = Math.PI / SECTORS;
  // A wide window is sampled on a checkerboard: half the samples, the same area and sectors.
  const sparse = radius >= 2;
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      if (sparse && (dx + dy) & 1) continue;
      const u = (c * dx + s * dy) / ra,
        v = (-s * dx + c * dy) / rb;
      const d2 = u * u + v * v;
      if (d2 > 1) continue;
      const radial = Math.exp(-2 * d2);
      const th = Math.atan2(v, u);
      for (let k = 0; k < SECTORS; k++) {
        let dth = Math.abs(th - (2 * Math.PI * k) / SECTORS);
        if (dth > Math.PI) dth = 2 * Math.PI - dth;
        // Sectors overlap smoothly; the centre belongs to every sector alike.
        const ang = d2 < 1e-9 ? 1 / SECTORS : dth < 1.2 * spread ? Math.exp(-((dth / spread) ** 2)) : 0;
        if (ang < 0.02) continue;
        off[k]!.push(4 * (dy * stride + dx));
        wt[k]!.push(radial * ang);
      }
    }
  const start = new Int32Array(SECTORS + 1);
  for (let k = 0; k < SECTORS; k++) start[k + 1] = start[k]! + off[k]!.length;
  return { start, off: Int32Array.from(off.flat()), wt: Float32Array.from(wt.flat()) };
}

/** Anisotropic Kuwahara of an RGB image along `flow` (same size). `radius` in px; q sharpens the choice of sector. */
export function anisoKuwahara(img: Img, flow: Flow, radius: number, q = 8): Img {
  const { width: w, height: h, data, channels: ch } = img;
  const pad = Math.ceil(radius * 2) + 1;
  const pw = w + 2 * pad,
    ph = h + 2 * pad;
  // One padded plane of L, R, G, B per pixel (edge pixels repeated): no sample needs a bounds check,
  // and a sample's four values share a cache line.
  const P = new Float32Array(pw * ph * 4);
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(h - 1, Math.max(0, y - pad));
    for (let x = 0; x < pw; x++) {
      const sx = Math.min(w - 1, Math.max(0, x - pad));
      const i = (sy * w + sx) * ch,
        p = (y * pw + x) * 4;
      P[p] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) / 256;
      P[p + 1] = data[i]!;
      P[p + 2] = data[i + 1]!;
      P[p + 3] = data[i + 2]!;
    }
  }
  const kernels: Kernel[] = [];
  for (let a = 0; a < ANGLES; a++)
    for (const lv of LEVELS) kernels.push(buildKernel(radius, (a * Math.PI) / ANGLES, lv, pw));
  const out = Buffer.allocUnsafe(w * h * 3);
  const half = q / 2;
  const f = Math.fround;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      // The kernel's long axis lies along the tangent; angles repeat every half turn.
      let phi = Math.atan2(flow.ty[j]!, flow.tx[j]!);
      if (phi < 0) phi += Math.PI;
      const ai = Math.round((phi / Math.PI) * ANGLES) % ANGLES;
      const an = flow.aniso[j]!;
      const li = an < 0.2 ? 0 : an < 0.5 ? 1 : an < 0.8 ? 2 : 3;
      const { start, off, wt } = kernels[ai * LEVELS.length + li]!;
      const base = ((y + pad) * pw + x + pad) * 4;
      let sw = 0,
        sr = 0,
        sg = 0,
        sb = 0;
      for (let k = 0; k < SECTORS; k++) {
        // Sums rounded to float32 at every step, as a Float32Array accumulator stores them.
        let n = 0,
          sl = 0,
          sll = 0,
          cr = 0,
          cg = 0,
          cb = 0;
        for (let e = start[k]!, end = start[k + 1]!; e < end; e++) {
          const p = base + off[e]!;
          const l = P[p]!,
            wv = wt[e]!;
          n = f(n + wv);
          sl = f(sl + wv * l);
          sll = f(sll + wv * (l * l));
          cr = f(cr + wv * P[p + 1]!);
          cg = f(cg + wv * P[p + 2]!);
          cb = f(cb + wv * P[p + 3]!);
        }
        if (n <= 0) continue;
        const m = sl / n;
        const v = Math.max(0, sll / n - m * m) / 255;
        const v2 = v * v;
        const alpha = 1 / (1 + (half === 4 ? v2 * v2 : v ** half));
        sw += alpha;
        sr += (alpha * cr) / n;
        sg += (alpha * cg) / n;
        sb += (alpha * cb) / n;
      }
      const o = j * 3;
      out[o] = sr / sw;
      out[o + 1] = sg / sw;
      out[o + 2] = sb / sw;
    }
  return { data: out, width: w, height: h, channels: 3 };
}
