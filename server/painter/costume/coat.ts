import sharp from 'sharp';
import type { Head, Region } from '../photo/fit.js';
import { clamp, hexRgb, smoothstep, svgDoc, toImg, type Img } from '../canvas/util.js';
import type { Geo } from '../photo/fit.js';
import { findBody, findNeck } from '../photo/anatomy.js';
import type { Piece } from '../vocabulary.js';
import { frontTorso, type BodyArea } from './front.js';

/** How a garment looks as cloth on a pet's body: colours, weave and what is sewn on its chest. */
export type Cloth = {
  fill: string;
  trim: string;
  weave?: 'plain' | 'knit' | 'metal' | 'tartan' | 'velvet' | 'quilt';
  /** SVG drawn on the chest, as for a pet facing us (the head above the given y). */
  extra?: (g: Geo, y: number) => string;
};

/**
 * Where the body of a pet seen side-on is, for a garment (anatomy.ts): from the neck's cut along
 * the back to most of the body's length, down to the belly line (bridged over the legs), so the
 * cloth is shaped like the body (its chest, its belly's rise to the loin) and the legs, the tail
 * and the ground stay bare. A weight 0..1 per pixel of the mask's grid and how far each pixel is
 * above the hem (for its trim). Null when the pet has no body beside its head.
 */
export function torso(mask: Img, head: Head): BodyArea | null {
  const { data, width: w, height: h } = mask;
  const c = head.chest;
  if (!c || Math.abs(c.x - head.cx) < head.r * 0.3) return null;
  const neck = head.neck ?? findNeck(mask, head);
  const body = neck && findBody(mask, head, neck);
  if (!neck || !body) return null;
  const { x0, s, back, belly, depth } = body;
  const r = head.r;
  // How far past the collar a pixel is: across the neck's cut, or, where no neck shows (a rabbit's
  // head sits on its body), out from a circle round the head, so the collar curves round it
  // instead of a straight cut through the body (issue 34).
  const neckCut = neck.hidden
    ? (x: number, y: number) => Math.hypot(x - head.cx, y - head.cy) - r * 1.45
    : (x: number, y: number) => (x - neck.x) * neck.ux + (y - neck.y) * neck.uy;
  const cols = Math.max(2, Math.round(back.length * 0.85));
  const smoothBack = new Float32Array(cols);
  const win = Math.max(1, Math.round(r * 0.5));
  for (let i = 0; i < cols; i++) {
    let t = 0,
      n = 0;
    for (let k = Math.max(0, i - win); k <= Math.min(cols - 1, i + win); k++)
      if (back[k]! < h) {
        t += back[k]!;
        n++;
      }
    smoothBack[i] = n ? t / n : h;
  }
  // The back as a straight line fitted to the back line (twice, the second time through its lower
  // half only: a tail curled over the back and the neck rising to the head pull the first fit up).
  // Cloth stays below it.
  const line = fitBack(smoothBack, h);
  // A tail raised over the rump: the cloth ends before the columns where the outline stands well
  // above the back.
  let end = cols - 1;
  for (let i = cols - 1; i > cols * 0.4; i--) if (back[i]! < line(i) - depth * 0.3) end = i - r * 0.3;
  const weight = new Float32Array(w * h),
    hemGap = new Float32Array(w * h),
    neckGap = new Float32Array(w * h);
  const soft = Math.max(1.5, r * 0.06);
  let minX = w,
    maxX = 0,
    minY = h,
    maxY = 0;
  for (let i = 0; i < cols; i++) {
    const x = x0 + s * i;
    if (back[i]! >= h) continue;
    const ridge = line(i) - depth * 0.2;
    const hem = belly[i]!;
    for (let y = Math.max(0, Math.floor(back[i]! - 1)); y < Math.min(h, hem + soft * 2); y++) {
      const m = data[y * w + x]! / 255;
      if (m <= 0) continue;
      const cut = neckCut(x, y);
      // The rear edge slants back towards the hem, so it is a curve over the body, not a cut.
      const along = i - ((y - smoothBack[i]!) / depth) * r * 0.5;
      const wgt =
        m *
        smoothstep(ridge - soft, ridge + soft, y) *
        (1 - smoothstep(hem - soft, hem + soft, y)) *
        smoothstep(-soft, soft, cut) *
        (1 - smoothstep(end - r * 0.4, end, along));
      if (wgt <= 0.01) continue;
      const j = y * w + x;
      weight[j] = wgt;
      hemGap[j] = hem - y;
      neckGap[j] = cut;
      if (wgt > 0.5) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  if (maxX <= minX || maxY <= minY) return null;
  return { weight, hemGap, neckGap, box: { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 } };
}

/** A least-squares line through the column values below h, refitted through those not above it. */
function fitBack(v: Float32Array, h: number): (i: number) => number {
  let keep = (i: number) => v[i]! < h;
  let fit = (i: number) => v[i]! + i * 0;
  for (let pass = 0; pass < 2; pass++) {
    let n = 0,
      sx = 0,
      sy = 0,
      sxx = 0,
      sxy = 0;
    for (let i = 0; i < v.length; i++)
      if (keep(i)) {
        n++;
        sx += i;
        sy += v[i]!;
        sxx += i * i;
        sxy += i * v[i]!;
      }
    if (n < 2) return fit;
    const k = (n * sxy - sx * sy) / (n * sxx - sx * sx || 1),
      b = (sy - k * sx) / n;
    fit = (i: number) => b + k * i;
    const res = [...v].map((y, i) => y - fit(i)).filter((_, i) => v[i]! < h);
    const cut = res.sort((a, b2) => a - b2)[Math.floor(res.length * 0.5)]!;
    const prev = fit;
    keep = (i: number) => v[i]! < h && v[i]! - prev(i) >= cut;
  }
  return fit;
}

/**
 * The piece a pet wears as cloth on its body (dressBody), if its pieces hold one: a side-on pet's
 * sailor collar is a whole blouse; a pet facing us keeps its collar a collar.
 */
export const bodyGarment = (pieces: Piece[], head: Head): Piece | undefined =>
  pieces.find((p) => p.slot === 'body' || (head.side && p.id === 'sailorcollar'));

/**
 * Dresses a pet's body in cloth (a side-on pet's along its back, torso; one facing us below its chin,
 * frontTorso), in the photo's own pixels (before the style paints it, so
 * the brushwork, halftone or ink of the style goes over the garment as over the fur): the cloth's
 * colour shaded by the body's large-scale light and a few folds, a little of the fur's fine detail
 * kept, a trim round the neck and along the hem, and its decoration on the chest. Returns the
 * region dressed (px of rgb's grid) or null when the pet has no body to dress.
 */
export async function dressBody(rgb: Img, mask: Img, head: Head, cloth: Cloth): Promise<Region | null> {
  const t = head.side ? torso(mask, head) : frontTorso(mask, head);
  if (!t) return null;
  const { width: w, height: h } = rgb;
  const { weight } = t;
  const r = head.r;
  const lum = Buffer.alloc(w * h);
  for (let j = 0, i = 0; j < lum.length; j++, i += 3)
    lum[j] = (rgb.data[i]! * 77 + rgb.data[i + 1]! * 150 + rgb.data[i + 2]! * 29) >> 8;
  const broad = await sharp(lum, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(1, r * 0.35))
    .extractChannel(0)
    .raw()
    .toBuffer();
  let mean = 0,
    n = 0;
  for (let j = 0; j < weight.length; j++)
    if (weight[j]! > 0.5) {
      mean += broad[j]!;
      n++;
    }
  mean = n ? mean / n : 128;
  const fill = hexRgb(cloth.fill),
    trim = hexRgb(cloth.trim);
  const weave = cloth.weave ?? 'plain';
  const fold = (Math.PI * 2) / (r * 0.8),
    knit = (Math.PI * 2) / Math.max(3, r * 0.14);
  const band = r * 0.14;
  for (let y = t.box.y - 4; y < Math.min(h, t.box.y + t.box.h + 6); y++) {
    if (y < 0) continue;
    for (let x = Math.max(0, t.box.x - 4); x < Math.min(w, t.box.x + t.box.w + 4); x++) {
      const j = y * w + x,
        a = weight[j]!;
      if (a <= 0) continue;
      // Light: the body's own shading (broad), from above, and soft folds across the body.
      let shade = clamp(1 + ((broad[j]! - mean) / 128) * 0.2, 0.82, 1.15);
      shade *= 1.08 - 0.22 * clamp((y - t.box.y) / t.box.h, 0, 1);
      shade *= 1 + 0.05 * Math.sin(x * fold + Math.sin(y * fold * 0.5) * 1.5);
      if (weave === 'knit') shade *= 1 + 0.1 * Math.sin(x * knit) * Math.sign(Math.sin(y * knit * 0.7));
      if (weave === 'velvet') shade = shade ** 1.6;
      // Padded bands, their seams dark: a space suit reads as a suit even on a white pet.
      if (weave === 'quilt') shade *= 1 - 0.22 * smoothstep(0.8, 1, Math.abs(Math.sin((y * Math.PI) / (r * 0.45))));
      if (weave === 'metal') shade = 0.55 + 0.6 * Math.abs(Math.sin(shade * 2.4 + y * fold * 0.35));
      const detail = clamp((lum[j]! - broad[j]!) * 0.2, -24, 24);
      let col: readonly number[] = fill;
      if (weave === 'tartan') {
        const gx = Math.floor(x / (r * 0.35)) % 2,
          gy = Math.floor(y / (r * 0.35)) % 2;
        col = gx && gy ? [29, 47, 107] : gx || gy ? [31, 70, 80] : fill;
        if (Math.abs((x % (r * 0.7)) - r * 0.35) < r * 0.03) col = [179, 32, 42];
      }
      // Trim: the collar along the neck's cut and the band along the hem.
      if (t.neckGap[j]! < band || t.hemGap[j]! < band) col = trim;
      const i = j * 3;
      for (let k = 0; k < 3; k++)
        rgb.data[i + k] = clamp(rgb.data[i + k]! + (col[k]! * shade + detail - rgb.data[i + k]!) * a);
    }
  }
  if (cloth.extra) await sewOn(rgb, weight, head, cloth.extra, t.box);
  return t.box;
}

/** The garment's decoration (emblem, knit pattern, rivets) drawn on the chest, kept to the cloth. */
async function sewOn(
  rgb: Img,
  weight: Float32Array,
  head: Head,
  extra: NonNullable<Cloth['extra']>,
  box: Region,
): Promise<void> {
  const { width: w, height: h } = rgb;
  const r = head.r;
  // On the chest: its middle, drawn towards the throat (a shirt front or an emblem is worn in front),
  // the canvas cut at its bottom so what hangs to the hem (a shirt front) ends on the chest. A pet
  // facing us: under its chin, the garment's top a head radius above the given point.
  const chest = head.chest ?? { x: head.cx, y: Math.max(box.y, head.cy + r * 1.1) + r * 0.9 };
  const c = head.neck ? { x: chest.x + (head.neck.throat.x - chest.x) * 0.4, y: chest.y } : chest;
  const on: Geo = {
    W: w,
    H: Math.min(h, Math.round(c.y + r)),
    head: { cx: c.x, cy: c.y - r * 1.2, r, top: c.y - r * 2.2 },
    pet: { x: 0, y: 0, w, h },
    u: Math.min(w, h) / 500,
  };
  const art = await toImg(sharp(svgDoc(w, h, extra(on, c.y - r * 0.9))).ensureAlpha());
  for (let j = 0; j < w * h; j++) {
    const a = (art.data[j * 4 + 3]! / 255) * weight[j]!;
    if (a <= 0) continue;
    for (let k = 0; k < 3; k++)
      rgb.data[j * 3 + k] = rgb.data[j * 3 + k]! + (art.data[j * 4 + k]! - rgb.data[j * 3 + k]!) * a;
  }
}
