import { clamp, type Img } from '../canvas/util.js';
import { components } from '../cutout/animal-prior.js';

/** A point in the mask's own px. */
export type Pt = { x: number; y: number };
/**
 * Where a side-on pet's head meets its body: the narrowest cross-section of the subject between
 * the head and the chest. x, y: its middle; w: its length; (ux, uy): the unit direction from the
 * head towards the body (the cross-section is perpendicular to it); throat and nape: its lower and
 * upper ends. hidden: no narrowing to see (a rabbit's head sits on its body), so the cut is only
 * where the head's circle ends, and a neck piece goes under the chin instead.
 */
export type Neck = Pt & { w: number; ux: number; uy: number; throat: Pt; nape: Pt; hidden?: boolean };
/** A circle round the whole head (ears, muzzle, chin): what a space helmet encloses. */
export type Bubble = { cx: number; cy: number; r: number };
/**
 * A side-on pet's body, column by column from the neck (x0) towards the rump (direction s): the
 * back line (the outline's top) and the belly line (the body's underside, bridged over the legs),
 * its usual depth, and its box and centre of mass (px of the mask's grid).
 */
export type Body = {
  x0: number;
  s: 1 | -1;
  back: Float32Array;
  belly: Float32Array;
  depth: number;
  box: { x: number; y: number; w: number; h: number };
  mass: Pt;
};

type HeadLike = { cx: number; cy: number; r: number; chest?: { x: number; y: number } };

const on = (mask: Img, x: number, y: number) => {
  const xi = Math.round(x),
    yi = Math.round(y);
  return xi >= 0 && yi >= 0 && xi < mask.width && yi < mask.height && mask.data[yi * mask.width + xi]! >= 128;
};

/**
 * The neck of a pet whose body lies beside its head (head.chest): cross-sections of the mask
 * perpendicular to the line from the head's centre to the chest, each the run of subject through
 * that line; the narrowest (smoothed) one between one head radius out and the chest is the neck.
 */
export function findNeck(mask: Img, head: HeadLike): Neck | null {
  const c = head.chest;
  if (!c) return null;
  const { cx, cy, r } = head;
  const d = Math.hypot(c.x - cx, c.y - cy);
  if (d < r) return null;
  const ux = (c.x - cx) / d,
    uy = (c.y - cy) / d;
  const vx = -uy,
    vy = ux;
  const t0 = Math.round(r * 0.7),
    t1 = Math.round(Math.max(d, r * 1.3));
  const runs: { t: number; a: number; b: number }[] = [];
  for (let t = t0; t <= t1; t++) {
    const px = cx + ux * t,
      py = cy + uy * t;
    if (!on(mask, px, py)) continue;
    let a = 0,
      b = 0;
    while (a < r * 3 && on(mask, px - vx * (a + 1), py - vy * (a + 1))) a++;
    while (b < r * 3 && on(mask, px + vx * (b + 1), py + vy * (b + 1))) b++;
    runs.push({ t, a, b });
  }
  if (runs.length < 3) return null;
  const win = Math.max(1, Math.round(r * 0.12));
  let best = Infinity,
    at = runs[0]!;
  for (let i = 0; i < runs.length; i++) {
    let sum = 0,
      n = 0;
    for (let k = Math.max(0, i - win); k <= Math.min(runs.length - 1, i + win); k++) {
      sum += runs[k]!.a + runs[k]!.b;
      n++;
    }
    // Ties go to the cut nearer the head (a neck as wide as the shoulders is still the neck).
    const w = sum / n + (runs[i]!.t - t0) * 0.02;
    if (w < best) [best, at] = [w, runs[i]!];
  }
  // No narrowing to see (a rabbit's head sits on its body): the cut is where the head's circle ends.
  const widths = runs.map((c) => c.a + c.b).sort((p, q) => p - q);
  const hidden = at.a + at.b > widths[Math.floor(widths.length / 2)]! * 0.85;
  if (hidden) at = runs.reduce((near, c) => (Math.abs(c.t - r) < Math.abs(near.t - r) ? c : near));
  const px = cx + ux * at.t,
    py = cy + uy * at.t;
  const e1 = { x: px - vx * at.a, y: py - vy * at.a },
    e2 = { x: px + vx * at.b, y: py + vy * at.b };
  const [throat, nape] = e1.y > e2.y ? [e1, e2] : [e2, e1];
  // A neck has a body behind it: the subject goes on past the cut by more than 1.8 head radii
  // (a close-up's cheek is no neck, though a ragged cut-out can make a face look side-on).
  const { data, width: w, height: h } = mask;
  const step = Math.max(1, Math.round(r / 8));
  let reach = 0;
  for (let y = 0; y < h; y += step)
    for (let x = 0; x < w; x += step)
      if (data[y * w + x]! >= 128) reach = Math.max(reach, (x - px) * ux + (y - py) * uy);
  if (reach < r * 1.8) return null;
  return {
    x: (e1.x + e2.x) / 2,
    y: (e1.y + e2.y) / 2,
    w: at.a + at.b + 1,
    ux,
    uy,
    throat,
    nape,
    ...(hidden ? { hidden } : {}),
  };
}

/**
 * The circle round the head: the subject on the head's side of the neck (and within reach of the
 * head), its centre of mass, and the distance that takes in nearly all of it (a stray hair or a
 * whisker of the cut-out aside).
 */
export function headBubble(mask: Img, head: HeadLike, neck: Neck): Bubble {
  const { width: w, height: h, data } = mask;
  const { cx, cy, r } = head;
  const reach = r * 2.6;
  const step = Math.max(1, Math.round(r / 16));
  const pts: number[] = [];
  let sx = 0,
    sy = 0;
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(h, cy + reach); y += step)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(w, cx + reach); x += step) {
      if (data[y * w + x]! < 128 || Math.hypot(x - cx, y - cy) > reach) continue;
      if ((x - neck.x) * neck.ux + (y - neck.y) * neck.uy > 0) continue;
      pts.push(x, y);
      sx += x;
      sy += y;
    }
  const n = pts.length / 2;
  if (n < 8) return { cx, cy, r: r * 1.45 };
  const mx = sx / n,
    my = sy / n;
  const dist: number[] = [];
  for (let i = 0; i < pts.length; i += 2) dist.push(Math.hypot(pts[i]! - mx, pts[i + 1]! - my));
  dist.sort((a, b) => a - b);
  const far = dist[Math.floor(dist.length * 0.997)]! * 1.08;
  // A head with no neck to set it off (a rabbit's) would take in the body: the circle is kept to
  // the head's own size, its centre drawn back towards the head's.
  const cap = r * 1.75;
  if (far <= cap) return { cx: mx, cy: my, r: Math.max(far, r * 1.2) };
  const k = cap / far;
  return { cx: cx + (mx - cx) * k, cy: cy + (my - cy) * k, r: cap };
}

/**
 * The body of a side-on pet behind its neck: per column, the outline's top (the back) and the end
 * of the subject's first run below it. Where that run is about the body's depth it ends at the
 * belly; where it runs on (a leg down to the ground) the belly is bridged from the columns beside
 * it. Columns run to the rearmost column holding any of the pet. Null when there is no body.
 */
export function findBody(mask: Img, head: HeadLike, neck: Neck): Body | null {
  const { data, width: w, height: h } = mask;
  const s: 1 | -1 = neck.ux >= 0 ? 1 : -1;
  if (Math.abs(neck.ux) < 0.15) return null;
  // The neck's end nearer the head: columns from there on can hold the body.
  const x0 = Math.round(
    clamp(s > 0 ? Math.min(neck.throat.x, neck.nape.x) : Math.max(neck.throat.x, neck.nape.x), 0, w - 1),
  );
  let xEnd = x0;
  for (let x = x0; x >= 0 && x < w; x += s) {
    let any = false;
    for (let y = 0; y < h && !any; y += 2) any = data[y * w + x]! >= 128;
    if (any) xEnd = x;
  }
  const cols = Math.abs(xEnd - x0) + 1;
  if (cols < head.r) return null;
  const back = new Float32Array(cols),
    run = new Float32Array(cols);
  for (let i = 0; i < cols; i++) {
    const x = x0 + s * i;
    let y = 0;
    // The top below the neck's cut: near the neck, the head's side of it is not the body.
    while (y < h && (data[y * w + x]! < 128 || (x - neck.x) * neck.ux + (y - neck.y) * neck.uy < 0)) y++;
    back[i] = y;
    if (y >= h) continue;
    let e = y;
    while (e < h && data[e * w + x]! >= 128) e++;
    run[i] = e - y;
  }
  // The body's depth: a low percentile of the runs (columns through a leg run to the ground).
  const depth = [...run].filter((v) => v > 2).sort((a, b) => a - b)[Math.floor(cols * 0.3)] ?? 0;
  if (depth < head.r * 0.5) return null;
  const belly = new Float32Array(cols).fill(-1);
  for (let i = 0; i < cols; i++) if (run[i]! > depth * 0.5 && run[i]! < depth * 1.3) belly[i] = back[i]! + run[i]!;
  bridge(belly, back, depth);
  smooth(belly, Math.max(1, Math.round(head.r * 0.3)));
  let minX = w,
    maxX = 0,
    minY = h,
    maxY = 0,
    sx = 0,
    sy = 0,
    n = 0;
  for (let i = 0; i < cols; i++) {
    const x = x0 + s * i;
    for (let y = Math.max(0, Math.floor(back[i]!)); y < Math.min(h, belly[i]!); y++)
      if (data[y * w + x]! >= 128) {
        sx += x;
        sy += y;
        n++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  }
  if (!n) return null;
  return {
    x0,
    s,
    back,
    belly,
    depth,
    box: { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 },
    mass: { x: sx / n, y: sy / n },
  };
}

/**
 * Fills the unknown (-1) belly values: between two known ones, a straight line; before the first
 * (the chest over the front legs) and after the last (the rump over the hind legs), the nearest
 * known value, but at least the back plus the body's depth. No known value: back plus depth.
 */
function bridge(belly: Float32Array, back: Float32Array, depth: number): void {
  let prev = -1;
  for (let i = 0; i <= belly.length; i++) {
    if (i < belly.length && belly[i]! < 0) continue;
    for (let k = prev + 1; k < i; k++) {
      const floor = back[k]! + depth;
      if (prev < 0 && i >= belly.length) belly[k] = floor;
      else if (prev < 0) belly[k] = Math.max(belly[i]!, floor);
      else if (i >= belly.length) belly[k] = Math.max(belly[prev]!, floor);
      else belly[k] = belly[prev]! + ((belly[i]! - belly[prev]!) * (k - prev)) / (i - prev);
    }
    prev = i;
  }
}

function smooth(v: Float32Array, win: number): void {
  const src = Float32Array.from(v);
  for (let i = 0; i < v.length; i++) {
    let t = 0,
      n = 0;
    for (let k = Math.max(0, i - win); k <= Math.min(v.length - 1, i + win); k++) {
      t += src[k]!;
      n++;
    }
    v[i] = t / n;
  }
}

/**
 * Each pet of a mask holding several (photo.ts's `pets`): its own mask, the other pets' parts
 * cleared. The parts are the mask's solid connected parts at least a fifth the largest's size (as
 * animal-prior.ts counts them), largest first; a soft edge pixel goes with the nearest part's box.
 */
export function petMasks(mask: Img, most = 2): Img[] {
  const { data, width: w, height: h } = mask;
  const solid = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) solid[i] = data[i]! >= 128 ? 1 : 0;
  const parts = components(solid, w, h).sort((a, b) => b.length - a.length);
  const keep = parts.filter((p) => p.length >= (parts[0]?.length ?? 0) * 0.2).slice(0, most);
  if (keep.length < 2) return [mask];
  const owner = new Int8Array(w * h).fill(-1);
  keep.forEach((p, k) => {
    for (const i of p) owner[i] = k;
  });
  // Soft pixels (the feathered edge): to the part whose pixels are nearest along the row.
  for (let y = 0; y < h; y++) {
    let last = -1;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (owner[i]! >= 0) last = owner[i]!;
      else if (data[i]! > 0 && last >= 0) owner[i] = last;
    }
    last = -1;
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (solid[i]) last = owner[i]!;
      else if (data[i]! > 0 && owner[i]! < 0 && last >= 0) owner[i] = last;
    }
  }
  return keep.map((_, k) => {
    const out = Buffer.alloc(w * h);
    for (let i = 0; i < w * h; i++) if (owner[i] === k) out[i] = data[i]!;
    return { data: out, width: w, height: h, channels: 1 };
  });
}
