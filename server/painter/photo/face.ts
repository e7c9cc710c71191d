import type { Img } from '../canvas/util.js';

/** A point in the mask's own px, its detail, and the detail around any other point (same units). */
export type Spot = { x: number; y: number; detail: number; detailAt: (x: number, y: number) => number };

/** Sums of a w x h grid over boxes of radius r (clamped at the edges), via a summed-area table. */
function boxSums(v: Float64Array, w: number, h: number, r: number): Float64Array {
  const sat = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += v[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r),
        x1 = Math.min(w, x + r + 1),
        y0 = Math.max(0, y - r),
        y1 = Math.min(h, y + r + 1);
      out[y * w + x] =
        sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
    }
  return out;
}

/**
 * Where the face is, by its detail: eyes, nose and ear edges are small dark/light spots, so the
 * difference of a fine and a coarse blur of the luminance lights up there (as in photo.ts's
 * saliency). Only the subject's interior counts (the mask eroded, so its outline and holes between
 * legs do not), and a head is found at an end of the body and high up: the score grows with the
 * distance from the subject's centroid and with height. rgb may be larger than the mask (sampled).
 * Works on a grid of about 160 cells across.
 */
export function faceSpot(
  mask: Img,
  rgb: Img,
  box: { minX: number; minY: number; sw: number; sh: number },
): Spot | null {
  const kx = rgb.width / mask.width,
    ky = rgb.height / mask.height;
  const lumAt = (x: number, y: number) => {
    const i =
      (Math.min(rgb.height - 1, Math.floor(y * ky)) * rgb.width + Math.min(rgb.width - 1, Math.floor(x * kx))) * 3;
    return rgb.data[i]! * 0.3 + rgb.data[i + 1]! * 0.59 + rgb.data[i + 2]! * 0.11;
  };
  const { width: w, height: h } = mask;
  const step = Math.max(1, Math.round(Math.min(w, h) / 160));
  const gw = Math.floor(w / step),
    gh = Math.floor(h / step);
  if (gw < 16 || gh < 16) return null;
  const lum = new Float64Array(gw * gh),
    inside = new Uint8Array(gw * gh);
  let cx = 0,
    cy = 0,
    n = 0;
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let l = 0,
        m = 0;
      for (let dy = 0; dy < step; dy++)
        for (let dx = 0; dx < step; dx++) {
          m += mask.data[(gy * step + dy) * w + gx * step + dx]!;
          l += lumAt(gx * step + dx, gy * step + dy);
        }
      lum[gy * gw + gx] = l / (step * step);
      // Pure white inside the mask is a cut-out's ground seen between legs, not the animal.
      if (m / (step * step) >= 128 && l / (step * step) < 250) {
        inside[gy * gw + gx] = 1;
        cx += gx;
        cy += gy;
        n++;
      }
    }
  if (n < 64) return null;
  cx /= n;
  cy /= n;
  const sw = box.sw / step,
    sh = box.sh / step,
    top = box.minY / step;
  const fine = boxSums(lum, gw, gh, 1),
    coarse = boxSums(lum, gw, gh, 4);
  // Interior: every cell within e cells (four directions) is subject too.
  const e = Math.max(1, Math.round(Math.min(sw, sh) * 0.08));
  const sal = new Float64Array(gw * gh);
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (!inside[i] || x < e || y < e || x >= gw - e || y >= gh - e) continue;
      if (!inside[i - e] || !inside[i + e] || !inside[i - e * gw] || !inside[i + e * gw]) continue;
      const nf = (Math.min(gw, x + 2) - Math.max(0, x - 1)) * (Math.min(gh, y + 2) - Math.max(0, y - 1));
      const nc = (Math.min(gw, x + 5) - Math.max(0, x - 4)) * (Math.min(gh, y + 5) - Math.max(0, y - 4));
      const d = Math.min(255, Math.abs(fine[i]! / nf - coarse[i]! / nc) * 4);
      sal[i] = d * d;
    }
  const win = boxSums(sal, gw, gh, Math.max(2, Math.round(Math.min(sw, sh) * 0.1)));
  let best = 0,
    bx = -1,
    by = -1;
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      if (!inside[y * gw + x]) continue;
      const s = win[y * gw + x]! * (1 + Math.hypot((x - cx) / sw, (y - cy) / sh)) * (1 + 0.5 * (1 - (y - top) / sh));
      if (s > best) [best, bx, by] = [s, x, y];
    }
  if (bx < 0) return null;
  const detailAt = (x: number, y: number) =>
    win[
      Math.min(gh - 1, Math.max(0, Math.floor(y / step))) * gw + Math.min(gw - 1, Math.max(0, Math.floor(x / step)))
    ]!;
  return { x: (bx + 0.5) * step, y: (by + 0.5) * step, detail: win[by * gw + bx]!, detailAt };
}
