import type { Img } from '../canvas/util.js';
import { clamp } from '../canvas/util.js';
import { faceSpot } from './face.js';
import { findNeck, headBubble, type Bubble, type Neck } from './anatomy.js';

/** The pet's head in canvas px: centre, radius (half the head's width) and the top of the ears. */
export type Head = {
  cx: number;
  cy: number;
  r: number;
  top: number;
  /** The head is at one end of a pet seen side-on (not on top of its body). */
  side?: boolean;
  /** Of a side-on pet: the middle of the body next to the head (shoulders and chest), and its size. */
  chest?: { x: number; y: number; r: number };
  /** A head rolled sideways (a cat lying on its side): its up axis, in radians clockwise from straight up. */
  tilt?: number;
  /** Of an upright side-on head: how far below its top (in head radii) it is as wide as a hat (below pricked ears). */
  seat?: number;
  /** Of a side-on pet: where its head meets its body (anatomy.ts). */
  neck?: Neck;
  /** Of a side-on pet: a circle round its whole head, ears and muzzle included. */
  bubble?: Bubble;
  /** A face that fills the picture: wider than a head may be measured (its radius is the cap), its chin at or past the bottom. */
  closeUp?: boolean;
};
/** A rectangle in canvas px. */
export type Region = { x: number; y: number; w: number; h: number };
/** What costume and scene drawers know: the canvas, the head, the pet's box and a size unit. */
export type Geo = {
  W: number;
  H: number;
  head: Head;
  pet: Region;
  u: number;
  /** The pet's outline from above, per canvas column (stage.ts's topsOnCanvas): where a hat rests. */
  tops?: Float32Array;
};

/**
 * Finds the head in a subject mask (1 channel, 0-255) and its photo (RGB, same size): the detail
 * (eyes, nose, whiskers) inside the upper part of the subject gives the head's centre line; the
 * mask's highest point near that line gives the top of the ears; the subject's width a little
 * below the ears gives the head's size. A pet seen side-on (a standing dog, a ferret, a cat lying
 * down) has its head at one end, not on top: when the face's detail (faceSpot) lies beside that
 * head, the head is taken there instead, its top where the subject ends above the face. Returns px
 * of the mask's own grid.
 */
export function findHead(mask: Img, rgb: Img | null): Head {
  const { data, width: w, height: h } = mask;
  let minX = w,
    maxX = -1,
    minY = h,
    maxY = -1;
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      if (data[y * w + x]! >= 128) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  if (maxX < 0 || (maxX - minX) * (maxY - minY) < w * h * 0.02)
    return { cx: w / 2, cy: h * 0.42, r: Math.min(w, h) * 0.28, top: h * 0.12 };
  const sw = maxX - minX + 1,
    sh = maxY - minY + 1;
  // Detail-weighted centre of the upper part of the subject (the face is the busiest area).
  const upper = minY + sh * 0.55;
  let sx = 0,
    sum = 0;
  const step = Math.max(1, Math.round(Math.min(w, h) / 160));
  for (let y = minY; y < upper; y += step)
    for (let x = minX; x <= maxX; x += step) {
      const m = data[y * w + x]!;
      if (m < 128) continue;
      let e = 1;
      if (rgb && x + step < w && y + step < h) {
        const i = (y * w + x) * 3,
          ir = i + step * 3,
          id = i + step * w * 3;
        const lum = (k: number) => rgb.data[k]! * 0.3 + rgb.data[k + 1]! * 0.59 + rgb.data[k + 2]! * 0.11;
        e = 1 + Math.abs(lum(i) - lum(ir)) + Math.abs(lum(i) - lum(id));
      }
      e *= e;
      sx += x * e;
      sum += e;
    }
  const cxDetail = sum > 0 ? sx / sum : (minX + maxX) / 2;
  // The outline's top edge, smoothed over a window: the head is a wide high bump (ears), a tail or
  // a paw is a thin one and averages away. Near the face's detail wins ties (a flat top).
  const tops = new Float32Array(w).fill(h);
  for (let x = minX; x <= maxX; x++)
    for (let y = minY; y <= maxY; y++)
      if (data[y * w + x]! >= 128) {
        tops[x] = y;
        break;
      }
  const win = Math.max(1, Math.round(sw * 0.1));
  const smooth = new Float32Array(w).fill(h);
  for (let x = minX; x <= maxX; x++) {
    let t = 0,
      n = 0;
    for (let k = Math.max(minX, x - win); k <= Math.min(maxX, x + win); k++) {
      t += tops[k]!;
      n++;
    }
    smooth[x] = t / n;
  }
  let best = Infinity,
    cx0 = Math.round(cxDetail);
  for (let x = minX; x <= maxX; x++) {
    const score = smooth[x]! + (0.2 * Math.abs(x - cxDetail) * sh) / sw;
    if (score < best) [best, cx0] = [score, x];
  }
  const limit = smooth[cx0]! + sh * 0.12;
  let l = cx0,
    rr = cx0;
  while (l > minX && smooth[l - 1]! < limit) l--;
  while (rr < maxX && smooth[rr + 1]! < limit) rr++;
  const closeUp = (rr - l + 1) / 2 >= Math.min(w, h) * 0.42;
  const r = clamp((rr - l + 1) / 2, Math.min(w, h) * 0.08, Math.min(w, h) * 0.42);
  const cx = clamp((l + rr) / 2, r * 0.6, w - r * 0.6);
  const top = topNear(mask, cx, r, minY);
  const cy = Math.min(maxY - r * 0.3, top + r * 1.1);
  const face = rgb ? faceSpot(mask, rgb, { minX, minY, sw, sh }) : null;
  // The face is elsewhere when it lies beside the top's head (past its radius: a rabbit's round back,
  // taken for a head, reaches up to its face) and that head is plain (a back, not a
  // face), or off its centre and as high on a wide subject (a pet lying down: its top is a wide
  // flat back, so that head is as wide as the pet).
  const dx = face ? Math.abs(face.x - cx) : 0;
  if (
    face &&
    ((dx > r && face.detailAt(cx, cy) < face.detail * 0.2) || (sw > sh * 1.3 && dx > r * 0.4 && face.y - top < r))
  )
    return withNeck(mask, withSeat(mask, rolled(mask, withChest(mask, sideHead(mask, face.x, face.y, sw)), face)));
  // A head much narrower than the body: a standing or lying pet, whose garments cover the chest only.
  return sw > r * 4.5
    ? withNeck(mask, withSeat(mask, rolled(mask, withChest(mask, { cx, cy, r, top, side: true }), face)))
    : { cx, cy, r, top, ...(closeUp ? { closeUp } : {}) };
}

/**
 * A lying pet's head is often rolled: its ears point away from the body, not up, and the face is
 * below the top found above. With the face's detail inside that head and the body beside it and
 * lower (not under it), the head is taken around the face, its up axis towards the ears: the
 * farthest reaches of the silhouette from the face, on the side away from the body.
 * Its top is then measured along that axis.
 */
function rolled(mask: Img, head: Head, face: { x: number; y: number } | null): Head {
  const c = head.chest;
  if (!face || !c || Math.hypot(face.x - head.cx, face.y - head.cy) > head.r) return head;
  const { data, width: w, height: h } = mask;
  const { x: fx, y: fy } = face;
  // Beside the body and raised off the ground (a rabbit's or a ferret's head looking ahead is as
  // low as its body's middle, and its farthest reach is its muzzle, not its ears).
  const rise = (c.y - fy) / (Math.abs(c.x - fx) || 1);
  if (rise < 0.2 || rise > 0.6) return head;
  const away = Math.atan2(c.y - fy, c.x - fx);
  const reach = (a: number) => {
    const ux = Math.cos(a),
      uy = Math.sin(a);
    let d = 0;
    for (; d < head.r * 3; d++) {
      const x = Math.round(fx + ux * d),
        y = Math.round(fy + uy * d);
      if (x < 0 || y < 0 || x >= w || y >= h || data[y * w + x]! < 128) break;
    }
    return d;
  };
  let vx = 0,
    vy = 0,
    far = 0;
  const reaches: [number, number][] = [];
  for (let i = 0; i < 72; i++) {
    const a = -Math.PI + (i / 72) * Math.PI * 2;
    let diff = Math.abs(a - away) % (Math.PI * 2);
    if (diff > Math.PI) diff = Math.PI * 2 - diff;
    // Away from the body and not downwards (the chin and front paws).
    if (diff < (Math.PI * 5) / 9 || Math.sin(a) > 0.5) continue;
    const d = reach(a);
    reaches.push([a, d]);
    far = Math.max(far, d);
  }
  for (const [a, d] of reaches) {
    const wgt = Math.max(0, d - far * 0.6) ** 2;
    vx += Math.cos(a) * wgt;
    vy += Math.sin(a) * wgt;
  }
  if (!vx && !vy) return head;
  const tilt = clamp(Math.atan2(vy, vx) + Math.PI / 2, -0.9, 0.9);
  if (Math.abs(tilt) < 0.2) return head;
  // The top along the axis: the ears' reach there (within 25 degrees), the head's size from it.
  let t = 0;
  for (const [a, d] of reaches) if (Math.abs(a - (tilt - Math.PI / 2)) < 0.44) t = Math.max(t, d);
  const r = clamp(t * 0.9, head.r * 0.8, head.r * 1.2);
  return withChest(mask, { cx: fx, cy: fy, r, top: fy - Math.max(t, r), side: true, tilt });
}

/**
 * The chest of a side-on pet: the centre of the subject within a ring around the head (1.2 to 3.2
 * head radii), so a garment follows the body wherever it lies (below a standing dog's head, beside
 * a lying cat's), never the ground under the head.
 */
function withChest(mask: Img, head: Head): Head {
  const { data, width: w, height: h } = mask;
  const { cx, cy, r } = head;
  const step = Math.max(1, Math.round(r / 12));
  let sx = 0,
    sy = 0,
    n = 0;
  for (let y = Math.max(0, Math.floor(cy - r * 3.2)); y < Math.min(h, cy + r * 3.2); y += step)
    for (let x = Math.max(0, Math.floor(cx - r * 3.2)); x < Math.min(w, cx + r * 3.2); x += step) {
      const d = Math.hypot(x - cx, y - cy);
      if (d < r * 1.2 || d > r * 3.2 || data[y * w + x]! < 128) continue;
      sx += x;
      sy += y;
      n++;
    }
  // A body straight under the head is a pet facing us (a kitten behind a board the mask took in):
  // its garments stay the usual ones, down from the chin.
  if (n < 4 || Math.abs(sx / n - cx) < r * 0.6) return head;
  const area = n * step * step;
  return { ...head, chest: { x: sx / n, y: sy / n, r: clamp(Math.sqrt(area / Math.PI) * 0.85, r * 1.1, r * 2.2) } };
}

/** A side-on head with its neck and the circle round it (anatomy.ts), where its body is beside it. */
function withNeck(mask: Img, head: Head): Head {
  const neck = findNeck(mask, head);
  return neck ? { ...head, neck, bubble: headBubble(mask, head, neck) } : head;
}

/**
 * Where a hat sits on an upright side-on head: the first row below its top where the head is about
 * as wide as the hat's crown. Pricked ears are narrow, so a dog's hat sits down over them; a round
 * head (a rabbit's, its ears laid back) takes it near its top.
 */
function withSeat(mask: Img, head: Head): Head {
  if (!head.side || head.tilt) return head;
  const { data, width: w, height: h } = mask;
  const x0 = Math.max(0, Math.round(head.cx - head.r * 1.2)),
    x1 = Math.min(w - 1, Math.round(head.cx + head.r * 1.2));
  for (let k = 0.1; k <= 1; k += 0.05) {
    const y = Math.round(head.top + k * head.r);
    if (y < 0 || y >= h) continue;
    let n = 0;
    for (let x = x0; x <= x1; x++) if (data[y * w + x]! >= 128) n++;
    if (n >= head.r * 0.8) return { ...head, seat: Math.max(0.3, k) };
  }
  return { ...head, seat: 0.6 };
}

/** The head around a face seen beside the body's top: its top is where the subject ends above it. */
function sideHead(mask: Img, fx: number, fy: number, sw: number): Head {
  const { data, width: w, height: h } = mask;
  const b = Math.max(2, Math.round(sw * 0.04));
  const x0 = Math.max(0, Math.round(fx - b)),
    x1 = Math.min(w - 1, Math.round(fx + b));
  let top = Math.round(fy);
  for (; top > 0; top--) {
    let n = 0;
    for (let x = x0; x <= x1; x++) if (data[(top - 1) * w + x]! >= 128) n++;
    if (n < Math.min(3, x1 - x0 + 1)) break;
  }
  const r = clamp((fy - top) * 0.95, Math.min(w, h) * 0.08, Math.min(w, h) * 0.3);
  return { cx: fx, cy: clamp(fy, top + r * 0.8, top + r * 1.2), r, top, side: true };
}

/** Highest masked row within half a head-width of the centre line. */
function topNear(mask: Img, cx: number, r: number, from: number): number {
  const { data, width: w, height: h } = mask;
  const x0 = Math.max(0, Math.round(cx - r * 0.6)),
    x1 = Math.min(w - 1, Math.round(cx + r * 0.6));
  for (let y = Math.max(0, Math.floor(from)); y < h; y++) {
    let n = 0;
    for (let x = x0; x <= x1; x++) if (data[y * w + x]! >= 128) n++;
    // Wider than a stray hair or a thin artefact of the cut-out: an ear's tip is a few px wide.
    if (n >= Math.max(3, (x1 - x0) * 0.12)) return y;
  }
  return from;
}

/** A head found on a grid of (gw x gh) mapped into a canvas rectangle. */
export function headIn(head: Head, gw: number, gh: number, box: Region): Head {
  const kx = box.w / gw,
    ky = box.h / gh;
  const k = Math.sqrt(kx * ky);
  const chest = head.chest && { x: box.x + head.chest.x * kx, y: box.y + head.chest.y * ky, r: head.chest.r * k };
  const pt = (p: { x: number; y: number }) => ({ x: box.x + p.x * kx, y: box.y + p.y * ky });
  const n = head.neck;
  // The neck's direction stays a unit vector under a non-uniform scale.
  const nu = n && Math.hypot(n.ux * kx, n.uy * ky);
  const neck = n && {
    ...pt(n),
    w: n.w * k,
    ux: (n.ux * kx) / nu!,
    uy: (n.uy * ky) / nu!,
    throat: pt(n.throat),
    nape: pt(n.nape),
    ...(n.hidden ? { hidden: true } : {}),
  };
  const b = head.bubble;
  const bubble = b && { cx: box.x + b.cx * kx, cy: box.y + b.cy * ky, r: b.r * k };
  return {
    ...head,
    ...(neck ? { neck } : {}),
    ...(bubble ? { bubble } : {}),
    cx: box.x + head.cx * kx,
    cy: box.y + head.cy * ky,
    r: head.r * k,
    top: box.y + head.top * ky,
    ...(chest ? { chest } : {}),
  };
}
