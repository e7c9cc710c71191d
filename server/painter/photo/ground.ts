import type { Img } from '../canvas/util.js';

/**
 * Drops the parts of a photo's subject mask that are coloured like its ground (in place): the
 * shadow a pet casts on a red carpet, patches of dry grass between a dog's legs. `rgb` is the photo
 * at the mask's size. The ground's colours are those outside the mask, the pet's those deep inside
 * it (the mask eroded, so neither a shadow at its edge nor a patch between the legs counts); a
 * colour (chromaticity and a coarse lightness) much commoner in the ground than in the pet is
 * dropped, then only the largest part of the subject and parts near its size are kept.
 */
export function dropGround(rgb: Img, mask: Img): void {
  const { width: w, height: h } = mask;
  const m = mask.data;
  const core = erode(m, w, h, Math.max(2, Math.round(Math.min(w, h) * 0.04)));
  const Q = 12,
    L = 4;
  const bin = (i: number) => {
    const r = rgb.data[i * 3]!,
      g = rgb.data[i * 3 + 1]!,
      b = rgb.data[i * 3 + 2]!,
      s = r + g + b + 1;
    return (
      Math.min(L - 1, Math.floor((s / 766) * L)) * Q * Q +
      Math.min(Q - 1, Math.floor(((r / s) * Q) / 0.75)) * Q +
      Math.min(Q - 1, Math.floor(((g / s) * Q) / 0.75))
    );
  };
  const ground = new Float64Array(Q * Q * L),
    pet = new Float64Array(Q * Q * L);
  let ng = 0,
    np = 0;
  for (let i = 0; i < w * h; i++) {
    const k = bin(i);
    if (m[i]! < 40) {
      ground[k] = ground[k]! + 1;
      ng++;
    } else if (core[i]) {
      pet[k] = pet[k]! + 1;
      np++;
    }
  }
  const grey = Math.floor(Q / 3 / 0.75);
  const saturated = (c: number) => Math.abs(Math.floor(c / Q) - grey) + Math.abs((c % Q) - grey) >= 2;
  if (ng < w * h * 0.05 || np < w * h * 0.02) return;
  const drop = new Uint8Array(w * h);
  let dropped = 0,
    inMask = 0;
  for (let i = 0; i < w * h; i++) {
    if (m[i]! < 128) continue;
    inMask++;
    const k = bin(i);
    // Or its chromaticity alone, when saturated, near the mask's edge: a carpet's shadow is darker carpet.
    const c = k % (Q * Q);
    let gc = 0,
      pc = 0;
    for (let l = 0; l < L; l++) {
      gc += ground[l * Q * Q + c]!;
      pc += pet[l * Q * Q + c]!;
    }
    if (
      ground[k]! / ng > 4 * (pet[k]! / np) + 0.0004 ||
      (!core[i] && saturated(c) && gc / ng > 4 * (pc / np) + 0.002)
    ) {
      drop[i] = 1;
      dropped++;
    }
  }
  // A subject mostly coloured like its ground (a close-up, a pet matching the sofa): leave it be.
  if (dropped > inMask * 0.3) return;
  for (let i = 0; i < w * h; i++) if (drop[i] && !core[i]) m[i] = Math.min(m[i]!, 60);
  keepLargest(m, w, h);
}

/** Pixels at least r pixels inside the mask (a box erosion: separable min over rows then columns). */
function erode(m: Buffer, w: number, h: number, r: number): Uint8Array {
  const row = new Uint8Array(w * h),
    out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let run = 0;
    for (let x = 0; x < w; x++) {
      run = m[y * w + x]! >= 128 ? run + 1 : 0;
      row[y * w + x] = run;
    }
    run = 0;
    for (let x = w - 1; x >= 0; x--) {
      run = m[y * w + x]! >= 128 ? run + 1 : 0;
      row[y * w + x] = Math.min(row[y * w + x]!, run) > r ? 1 : 0;
    }
  }
  for (let x = 0; x < w; x++) {
    let run = 0;
    const up = new Uint16Array(h);
    for (let y = 0; y < h; y++) up[y] = run = row[y * w + x] ? run + 1 : 0;
    run = 0;
    for (let y = h - 1; y >= 0; y--) {
      run = row[y * w + x] ? run + 1 : 0;
      out[y * w + x] = Math.min(up[y]!, run) > r ? 1 : 0;
    }
  }
  return out;
}

/** Keeps the largest connected part of the mask (>= 128) and any part at least a fifth its size. */
function keepLargest(m: Buffer, w: number, h: number): void {
  const label = new Int32Array(w * h);
  const sizes: number[] = [0];
  const stack: number[] = [];
  for (let s = 0; s < w * h; s++) {
    if (m[s]! < 128 || label[s]) continue;
    const id = sizes.length;
    let n = 0;
    label[s] = id;
    stack.push(s);
    while (stack.length) {
      const i = stack.pop()!;
      n++;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w])
        if (j >= 0 && j < w * h && !label[j] && m[j]! >= 128) {
          label[j] = id;
          stack.push(j);
        }
    }
    sizes.push(n);
  }
  const big = Math.max(...sizes);
  for (let i = 0; i < w * h; i++) if (label[i] && sizes[label[i]!]! < big * 0.2) m[i] = Math.min(m[i]!, 60);
}
