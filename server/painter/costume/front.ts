import type { Head, Region } from '../photo/fit.js';
import { smoothstep, type Img } from '../canvas/util.js';

/** Where a garment lies on a body, per pixel of the mask's grid (coat.ts's torso has the same shape). */
export type BodyArea = { weight: Float32Array; hemGap: Float32Array; neckGap: Float32Array; box: Region };

/**
 * The body of a pet whose head sits on it (facing us, sitting, or a rabbit's round body): the mask
 * outside a collar round the head and below the jaw (or well beside the head, where a rabbit's back
 * is), down to a hem most of the way to the pet's lowest row, so the cloth follows the body's own
 * outline and the paws stay bare (issue 34: a facing pet's garment hung from its chin over the body).
 * Null when too little body shows (a close-up of the face), for the drawn garment instead.
 */
export function frontTorso(mask: Img, head: Head): BodyArea | null {
  const { data, width: w, height: h } = mask;
  const { cx, cy, r } = head;
  const soft = Math.max(1.5, r * 0.06);
  const collar = r * 1.15;
  const inCloth = (x: number, y: number) =>
    smoothstep(-soft, soft, Math.hypot(x - cx, y - cy) - collar) *
    Math.max(smoothstep(cy + r * 0.3 - soft, cy + r * 0.3 + soft, y), smoothstep(r * 1.5, r * 1.7, Math.abs(x - cx)));
  let top = h,
    bottom = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (data[y * w + x]! > 127 && inCloth(x, y) > 0.5) {
        top = Math.min(top, y);
        bottom = y;
        break;
      }
  if (bottom - top < r * 0.8) return null;
  const hem = top + (bottom - top) * 0.78;
  const weight = new Float32Array(w * h),
    hemGap = new Float32Array(w * h),
    neckGap = new Float32Array(w * h);
  let minX = w,
    maxX = 0,
    minY = h,
    maxY = 0,
    area = 0;
  for (let y = top; y < Math.min(h, hem + soft * 2); y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const m = data[j]! / 255;
      if (m <= 0) continue;
      const wgt = m * inCloth(x, y) * (1 - smoothstep(hem - soft, hem + soft, y));
      if (wgt <= 0.01) continue;
      weight[j] = wgt;
      hemGap[j] = hem - y;
      neckGap[j] = Math.hypot(x - cx, y - cy) - collar;
      if (wgt > 0.5) {
        area++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  if (area < r * r * 1.2) return null;
  return { weight, hemGap, neckGap, box: { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 } };
}
