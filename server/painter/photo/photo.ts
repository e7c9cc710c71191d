import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { maskFor } from '../cutout/segmentation.js';
import { countPets } from '../cutout/animal-prior.js';
import { faceSpot } from './face.js';
import { dropGround } from './ground.js';
import { blurImg, clamp, rawSharp, resizeImg, smoothstep, toImg, type Img } from '../canvas/util.js';

/**
 * The oriented photo (long side capped), a 0-255 mask of its subject at a small scale, and a
 * saliency map (difference of Gaussians: eyes, nose and face markings light up) at the same scale.
 */
export type Source = {
  img: Img;
  mask: Img;
  saliency: Img;
  /** A cut-out or a plain white ground: nothing of the ground is worth keeping. */
  plain: boolean;
  /** How many pets the mask holds (parts of comparable size): two side by side are framed together. */
  pets: number;
};

const MAX_SOURCE = 2400;

/**
 * The last few sources, by content: one photo is usually painted in several styles in a row (the
 * seeded template previews, a customer trying styles), and decoding plus segmentation is a good
 * part of each painting's cost.
 */
const cache = new Map<string, Promise<Source>>();
const CACHE_SIZE = 3;

/** The photo's source; `corrected` is the customer's mask of the pet (PNG, white = pet) when there is one. */
export function loadSource(photo: Buffer, corrected?: Buffer): Promise<Source> {
  const hash = createHash('sha1').update(photo);
  if (corrected) hash.update('\0mask').update(corrected);
  const key = hash.digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const loading = decodeSource(photo, corrected);
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return loading;
}

async function decodeSource(photo: Buffer, corrected?: Buffer): Promise<Source> {
  let img = await toImg(
    sharp(photo)
      .rotate()
      .resize(MAX_SOURCE, MAX_SOURCE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb'),
  );
  let mask: Img;
  let plain = false;
  try {
    const m = await maskFor(photo, corrected);
    mask = { data: m.mask, width: m.width, height: m.height, channels: 1 };
    plain = m.plain === true;
  } catch {
    mask = { data: Buffer.alloc(64 * 64, 255), width: 64, height: 64, channels: 1 };
  }
  if (plain) {
    // A cut-out is often cropped to the animal: white margins let the framing leave room around it.
    const mp = Math.max(2, Math.round(Math.max(mask.width, mask.height) * 0.1));
    const ip = Math.round((mp * img.width) / mask.width);
    const white = { r: 255, g: 255, b: 255, alpha: 1 },
      black = { r: 0, g: 0, b: 0, alpha: 1 };
    img = await toImg(rawSharp(img).extend({ top: ip, bottom: ip, left: ip, right: ip, background: white }));
    mask = await toImg(
      rawSharp(mask).extend({ top: mp, bottom: mp, left: mp, right: mp, background: black }).extractChannel(0),
    );
  }
  const small = await toImg(
    sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(mask.width, mask.height, {
      fit: 'fill',
    }),
  );
  if (!plain) dropGround(small, mask);
  const grey = rawSharp(small).greyscale();
  const fine = await toImg(grey.clone().blur(1).extractChannel(0));
  const coarse = await toImg(grey.clone().blur(4).extractChannel(0));
  const sal = Buffer.alloc(fine.data.length);
  for (let i = 0; i < sal.length; i++) sal[i] = Math.min(255, Math.abs(fine.data[i]! - coarse.data[i]!) * 4);
  return {
    img,
    mask,
    plain,
    pets: countPets(mask.data, mask.width, mask.height),
    saliency: { data: sal, width: mask.width, height: mask.height, channels: 1 },
  };
}

export type Rect = { left: number; top: number; width: number; height: number };

/**
 * The crop of the given aspect (w/h) that frames the subject: as tight as the subject's extent
 * allows (with a margin) but never tighter than 55% of the largest crop, centred on the salient
 * features inside the subject (the face), kept within the subject's extent.
 */
export function subjectCrop(src: Source, aspect: number): Rect {
  const { width: W, height: H } = src.img;
  const { data, width: mw, height: mh } = src.mask;
  let n = 0,
    sx = 0,
    sy = 0,
    sw = 0;
  let minX = mw,
    maxX = 0,
    minY = mh,
    maxY = 0;
  const sal = src.saliency.data;
  for (let y = 0; y < mh; y++)
    for (let x = 0; x < mw; x++) {
      const m = data[y * mw + x]!;
      // Salient detail inside the subject (eyes, nose) decides where the crop centres.
      const wgt = sal[y * mw + x]! ** 2 * (0.25 + (0.75 * m) / 255);
      sw += wgt;
      sx += x * wgt;
      sy += y * wgt;
      if (m < 128) continue;
      n++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  const fx = W / mw,
    fy = H / mh;
  let cx = W / 2,
    cy = H / 2,
    bw = W,
    bh = H;
  if (sw > 0) {
    cx = (sx / sw + 0.5) * fx;
    cy = (sy / sw + 0.5) * fy;
  }
  if (n > mw * mh * 0.03) {
    bw = (maxX - minX + 1) * fx;
    bh = (maxY - minY + 1) * fy;
    // Keep the crop around the subject's extent as well as its features.
    cx = clamp(cx, minX * fx + bw * 0.3, minX * fx + bw * 0.7);
    cy = clamp(cy, minY * fy + bh * 0.25, minY * fy + bh * 0.6);
  }
  const maxH = Math.min(H, W / aspect);
  const want = Math.max(bh * 1.12, (bw * 1.12) / aspect);
  const ch = clamp(want, maxH * 0.55, maxH);
  const cw = ch * aspect;
  // A side-on pet's face may lie off the centre of its features (a cat lying beside its yarn):
  // the crop is moved so that the face is well inside it.
  const face =
    n > mw * mh * 0.03 ? faceSpot(src.mask, src.img, { minX, minY, sw: maxX - minX + 1, sh: maxY - minY + 1 }) : null;
  // Only a face high on the subject counts (a low one is as likely a busy ground the mask took in).
  if (face && face.y < minY + (maxY - minY) * 0.4) {
    cx = clamp(cx, face.x * fx - cw * 0.2, face.x * fx + cw * 0.2);
    cy = clamp(cy, face.y * fy - ch * 0.2, face.y * fy + ch * 0.3);
  }
  // A crop wide enough for the whole subject keeps it whole (a tail is not cut to centre the face).
  if (n > mw * mh * 0.03 && cw >= bw) cx = clamp(cx, (maxX + 1) * fx - cw / 2, minX * fx + cw / 2);
  const left = clamp(cx - cw / 2, 0, W - cw);
  const top = clamp(cy - ch / 2, 0, H - ch);
  return {
    left: Math.round(left),
    top: Math.round(top),
    width: Math.min(W, Math.round(cw)),
    height: Math.min(H, Math.round(ch)),
  };
}

/** The cropped photo at w x h, and the subject mask for the same crop (soft, 0-255). */
export async function cropSource(
  src: Source,
  rect: Rect,
  w: number,
  h: number,
  soften: number,
): Promise<{ rgb: Img; subject: Img }> {
  const { img, mask } = src;
  const rgb = await toImg(
    sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
      .extract({
        left: rect.left,
        top: rect.top,
        width: Math.min(rect.width, img.width - rect.left),
        height: Math.min(rect.height, img.height - rect.top),
      })
      .resize(w, h, { fit: 'fill', kernel: 'lanczos3' }),
  );
  const fx = mask.width / img.width,
    fy = mask.height / img.height;
  const ml = clamp(Math.floor(rect.left * fx), 0, mask.width - 1);
  const mt = clamp(Math.floor(rect.top * fy), 0, mask.height - 1);
  const mwid = clamp(Math.round(rect.width * fx), 1, mask.width - ml);
  const mhei = clamp(Math.round(rect.height * fy), 1, mask.height - mt);
  const cut = await toImg(
    sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
      .extract({ left: ml, top: mt, width: mwid, height: mhei })
      .extractChannel(0),
  );
  const subject = await blurImg(await resizeImg(cut, w, h, 'cubic'), soften);
  // The soft edge sits just inside the outline, so no rim of the photo's ground comes along.
  for (let j = 0; j < subject.data.length; j++) subject.data[j] = clamp(((subject.data[j]! - 80) * 255) / 175);
  return { rgb, subject };
}

/**
 * Width / height of the subject's extent (the photo's, when no subject was found). A subject the
 * photo cuts at its top or bottom (a close-up) counts as no wider than `atMost`: padding it above
 * and below would show the photo's edge as a straight cut through the head.
 */
export function subjectAspect(src: Source, atMost = Infinity): number {
  const { data, width: mw, height: mh } = src.mask;
  let minX = mw,
    maxX = -1,
    minY = mh,
    maxY = -1;
  for (let y = 0; y < mh; y++)
    for (let x = 0; x < mw; x++)
      if (data[y * mw + x]! >= 128) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
  const fx = src.img.width / mw,
    fy = src.img.height / mh;
  if (maxX < 0) return src.img.width / src.img.height;
  if (minY <= 0 || maxY >= mh - 1) return atMost;
  return ((maxX - minX + 1) * fx) / ((maxY - minY + 1) * fy);
}

/**
 * Like cropSource, but the crop may be wider than the box (up to maxAspect) so a wide subject is not
 * cut: it is set in the box's middle and the box is filled above and below by mirroring the photo's
 * edges, marked as background in the subject mask.
 */
export async function containSource(
  src: Source,
  boxAspect: number,
  maxAspect: number,
  w: number,
  h: number,
  soften: number,
): Promise<{ rgb: Img; subject: Img }> {
  const aspect = Math.max(boxAspect, Math.min(maxAspect, subjectAspect(src, boxAspect)));
  const inner = Math.min(h, Math.max(8, Math.round(w / aspect)));
  const { rgb, subject } = await cropSource(src, subjectCrop(src, aspect), w, inner, soften);
  if (inner >= h) return { rgb, subject };
  // A standing pet stands low in its box: most of the padding goes above it (headroom, a hat's
  // place), not a band of empty ground under its feet (issue 34: the empty bottom third).
  const top = Math.round((h - inner) * 0.72),
    bottom = h - inner - top;
  const paddedRgb = await toImg(
    sharp(rgb.data, { raw: { width: w, height: inner, channels: 3 } }).extend({ top, bottom, extendWith: 'mirror' }),
  );
  // The mirrored bands keep the photo's colours but not its features (a second nose under the
  // chin would show in styles that keep the background): away from the seam they fade into a
  // heavy blur of themselves.
  const washed = await blurImg(paddedRgb, Math.max(3, inner * 0.05));
  const fade = Math.max(2, inner * 0.06);
  for (let y = 0; y < h; y++) {
    const d = y < top ? top - y : y >= top + inner ? y - (top + inner - 1) : 0;
    if (!d) continue;
    const k = smoothstep(0, fade, d);
    for (let i = y * w * 3, e = i + w * 3; i < e; i++)
      paddedRgb.data[i] = paddedRgb.data[i]! + (washed.data[i]! - paddedRgb.data[i]!) * k;
  }
  // The subject fades out toward the padding, so nothing shows a straight seam.
  const ramp = Math.max(2, inner * 0.14);
  for (let y = 0; y < inner; y++) {
    const k = smoothstep(0, ramp, y) * smoothstep(0, ramp, inner - 1 - y);
    if (k < 1) for (let x = 0; x < w; x++) subject.data[y * w + x] = subject.data[y * w + x]! * k;
  }
  const paddedSubject = await toImg(
    sharp(subject.data, { raw: { width: w, height: inner, channels: 1 } })
      .extend({ top, bottom, background: { r: 0, g: 0, b: 0, alpha: 1 } })
      .extractChannel(0),
  );
  return { rgb: paddedRgb, subject: paddedSubject };
}

/** Squared distance of two colours without their brightness (chromaticity); dark colours tend to grey (their hue is noise). */
const chromaDist2 = (r: number, g: number, b: number, r2: number, g2: number, b2: number) => {
  const s = r + g + b + 30,
    t = r2 + g2 + b2 + 30;
  const dr = (r + 10) / s - (r2 + 10) / t,
    dg = (g + 10) / s - (g2 + 10) / t,
    db = (b + 10) / s - (b2 + 10) / t;
  return dr * dr + dg * dg + db * db;
};

/**
 * Takes the ground's colour out of the subject's soft edge (in place, rgb and subject). The mask is
 * coarser than the photo, so its edge holds a band of ground (a red carpet left a red rim around a
 * cat once the ground was dropped). Near the edge, each pixel is compared with the local pet colour
 * (interior colours blurred, normalised by the blurred interior weight) and the local ground colour
 * (the same outside the mask): its share of pet along the ground-to-pet line becomes its alpha
 * (closed-form matting), and its colour is pulled toward the pet's. Where pet and ground colours are
 * alike nothing is changed; the interior and the far ground are left as they are.
 */
export async function cleanEdge(rgb: Img, subject: Img, sigma: number): Promise<void> {
  const n = subject.data.length;
  const { width, height } = subject;
  // Blurred at a quarter of the size: wide blurs at full size would cost more than the painting.
  const q = Math.max(1, Math.floor(sigma / 6));
  const qw = Math.max(1, Math.round(width / q)),
    qh = Math.max(1, Math.round(height / q));
  // Each pixel's cell in the small maps (blurred, so the nearest cell will do).
  const cell = new Uint32Array(n);
  for (let y = 0, j = 0; y < height; y++) {
    const row = Math.min(qh - 1, Math.floor((y * qh) / height)) * qw;
    for (let x = 0; x < width; x++, j++) cell[j] = row + Math.min(qw - 1, Math.floor((x * qw) / width));
  }
  const area = n / (qw * qh);
  /** Colours (premultiplied) and weight of the chosen pixels, averaged per cell, then blurred. */
  const blurred = async (take: (j: number) => boolean) => {
    const col = new Float64Array(qw * qh * 3),
      wt = new Float64Array(qw * qh);
    for (let j = 0; j < n; j++)
      if (take(j)) {
        const c = cell[j]!;
        wt[c]! += 1;
        for (let k = 0; k < 3; k++) col[c * 3 + k]! += rgb.data[j * 3 + k]!;
      }
    const cb = Buffer.alloc(qw * qh * 3),
      wb = Buffer.alloc(qw * qh);
    for (let c = 0; c < qw * qh; c++) {
      wb[c] = Math.min(255, Math.round((wt[c]! * 255) / area));
      for (let k = 0; k < 3; k++) cb[c * 3 + k] = Math.min(255, Math.round(col[c * 3 + k]! / area));
    }
    const s = Math.max(0.3, sigma / q);
    return Promise.all([
      blurImg({ data: cb, width: qw, height: qh, channels: 3 }, s),
      blurImg({ data: wb, width: qw, height: qh, channels: 1 }, s),
    ]);
  };
  const ground = (j: number, k: number) => Math.min(255, (be.data[cell[j]! * 3 + k]! * 255) / bwe.data[cell[j]!]!);
  const [be, bwe] = await blurred((j) => subject.data[j]! <= 5);
  // The pet's colours: inside the mask and unlike the ground there (the mask's edge holds ground).
  const [bi, bwi] = await blurred(
    (j) =>
      subject.data[j]! >= 250 &&
      (bwe.data[cell[j]!]! < 8 ||
        chromaDist2(
          rgb.data[j * 3]!,
          rgb.data[j * 3 + 1]!,
          rgb.data[j * 3 + 2]!,
          ground(j, 0),
          ground(j, 1),
          ground(j, 2),
        ) >=
          0.08 * 0.08),
  );
  const C = [0, 0, 0],
    G = [0, 0, 0];
  for (let j = 0; j < n; j++) {
    const a = subject.data[j]!,
      pi = bwi.data[cell[j]!]!,
      pe = bwe.data[cell[j]!]!;
    if (a <= 5 || pi < 8 || pe < 8) continue;
    for (let k = 0; k < 3; k++) {
      C[k] = Math.min(255, (bi.data[cell[j]! * 3 + k]! * 255) / pi);
      G[k] = ground(j, k);
    }
    // In chromaticity, so a shadow on the ground is ground and a dark patch of fur is not.
    const sc = C[0]! + C[1]! + C[2]! + 30,
      sg = G[0]! + G[1]! + G[2]! + 30,
      sp = rgb.data[j * 3]! + rgb.data[j * 3 + 1]! + rgb.data[j * 3 + 2]! + 30;
    let dd = 0,
      dot = 0;
    for (let k = 0; k < 3; k++) {
      const g = (G[k]! + 10) / sg,
        cg = (C[k]! + 10) / sc - g;
      dd += cg * cg;
      dot += ((rgb.data[j * 3 + k]! + 10) / sp - g) * cg;
    }
    if (dd < 0.12 * 0.12) continue;
    const share = clamp(dot / dd, 0, 1);
    // Only where the ground is close (the band), fully so at the edge.
    const near = Math.min(1, pe / 12);
    subject.data[j] = Math.round(a * (1 - near * (1 - smoothstep(0.2, 0.7, share))));
    const pull = near * (1 - share);
    for (let k = 0; k < 3; k++)
      rgb.data[j * 3 + k] = Math.round(rgb.data[j * 3 + k]! + (C[k]! - rgb.data[j * 3 + k]!) * pull);
  }
}
