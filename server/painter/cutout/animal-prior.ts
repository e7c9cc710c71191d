import { fillHoles } from './heuristic-mask.js';

/**
 * Narrows a salient-object map to the animal(s): the parts of the map the size of a pet (a second
 * pet beside the first is a part of its own, of comparable size) with their holes filled, specks
 * dropped, and the model's soft edge kept just around them.
 *
 * What this does not do: tell a pet from a cup or a toy it touches or sits beside. Texture (fur
 * against smooth ceramics) was tried and measured (bench/LOG.md, the cut-out entry of 2026-11-27; decision 021): it split smooth-
 * coated animals and dropped the second of two dogs, so it is not used. The animal detector does that
 * part before this runs (animal-focus.ts, decision 032); the customer's keep/remove brush (a corrected
 * mask on the AI port) covers what it misses.
 */
export function keepAnimals(saliency: Buffer, w: number, h: number): Buffer {
  const n = w * h;
  const solid = new Uint8Array(n);
  for (let i = 0; i < n; i++) solid[i] = saliency[i]! >= 128 ? 1 : 0;
  const parts = components(solid, w, h);
  if (parts.length === 0) return Buffer.from(saliency);
  const largest = Math.max(...parts.map((p) => p.length));
  const keep = new Uint8Array(n);
  for (const p of parts) if (p.length >= largest * SECOND_PET) for (const i of p) keep[i] = 1;
  fillHoles(keep, w, h);
  const near = dilate(keep, w, h, Math.max(2, Math.round(Math.max(w, h) / 80)));
  const out = Buffer.alloc(n);
  // The model is unsure in places inside the pet (an eye, a dark patch: 150-220 where the fur is
  // 255); the ramp makes the inside solid and keeps the soft band at the outline.
  const ramp = (v: number) => Math.round(255 * Math.min(1, Math.max(0, (v - SOFT_FROM) / (SOLID_FROM - SOFT_FROM))));
  for (let i = 0; i < n; i++)
    out[i] = keep[i] ? Math.max(ramp(saliency[i]!), 128) : near[i] ? Math.min(ramp(saliency[i]!), 127) : 0;
  return out;
}

/** A part at least this share of the largest one is kept (a second pet); smaller ones are specks. */
const SECOND_PET = 0.2;
/** The model's saliency from SOFT_FROM to SOLID_FROM becomes the soft edge; above it, the pet. */
const SOFT_FROM = 40,
  SOLID_FROM = 170;

/** How many pets a mask holds: its parts at least SECOND_PET of the largest one. */
export function countPets(mask: Buffer, w: number, h: number): number {
  const solid = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) solid[i] = mask[i]! >= 128 ? 1 : 0;
  const sizes = components(solid, w, h).map((p) => p.length);
  const largest = Math.max(0, ...sizes);
  return sizes.filter((s) => s >= largest * SECOND_PET).length;
}

/** 4-connected parts of a binary map, as lists of pixel indices. */
export function components(m: Uint8Array, w: number, h: number): number[][] {
  const seen = new Uint8Array(w * h);
  const out: number[][] = [];
  for (let start = 0; start < w * h; start++) {
    if (!m[start] || seen[start]) continue;
    const comp: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      comp.push(i);
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= w * h || seen[j] || !m[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    out.push(comp);
  }
  return out;
}

/** Square dilation by r pixels (two separable passes). */
function dilate(m: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const a = new Uint8Array(w * h),
    b = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (m[y * w + x]) for (let d = Math.max(0, x - r); d <= Math.min(w - 1, x + r); d++) a[y * w + d] = 1;
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      if (a[y * w + x]) for (let d = Math.max(0, y - r); d <= Math.min(h - 1, y + r); d++) b[d * w + x] = 1;
  return b;
}
