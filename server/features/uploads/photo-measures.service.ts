import sharp from 'sharp';
import { subjectMask } from '../../painter/index.js';
import type { PhotoWarningCode } from '../../../common/contracts/uploads.js';

/** Every measure is taken at this size (long side), so thresholds mean the same for any photo. */
export const CHECK_SIZE = 512;

export type PhotoMeasures = {
  /** Share of the photo the subject covers, 0-1. */
  coverage: number;
  /** Variance of the Laplacian inside the subject's box (higher is sharper). */
  sharpness: number;
  /** Mean luminance of the subject, 0-255. */
  brightness: number;
  /** Share of the subject's pixels burnt to white, 0-1. */
  clipped: number;
  /** Standard deviation of the whole photo's luminance (a plain colour is ~0). */
  contrast: number;
};

export type PhotoFindings = {
  warnings: Exclude<PhotoWarningCode, 'low_resolution'>[];
  measures: PhotoMeasures;
  outline: Buffer;
  mask: Buffer;
};

type Grey = { data: Uint8Array; width: number; height: number };

/** Thresholds, tuned on the fixture pets (none warned) and made-up bad photos (each warned); see decision 022. */
const LIMITS = {
  darkImage: 38,
  plainContrast: 3,
  noSubject: 0.01,
  everything: 0.95,
  small: 0.08,
  blurry: 12,
  dark: 42,
  clipped: 0.45,
  topCut: 0.45,
  sideCut: 0.33,
  closeUp: 0.5,
};

/**
 * What a customer should know about a photo before spending a token: is there a pet, is it big
 * enough, whole, sharp and well exposed. Uses the same cut-out the portrait will use (or the
 * customer's corrected mask), and returns the mask and its outline for the screen.
 */
export async function checkPhotoPixels(photo: Buffer, correctedMask?: Buffer): Promise<PhotoFindings> {
  const grey = await toGrey(
    sharp(photo).rotate().flatten({ background: '#ffffff' }).resize(CHECK_SIZE, CHECK_SIZE, { fit: 'inside' }),
  );
  const { width: w, height: h } = grey;
  const mask = correctedMask
    ? await toGrey(sharp(correctedMask).resize(w, h, { fit: 'fill' }))
    : await modelMask(photo, w, h);
  const measures = measure(grey, mask.data);
  const edges = edgeShares(mask.data, w, h);
  const warnings: PhotoFindings['warnings'] = [];
  const mean = meanOf(grey.data);
  if (mean < LIMITS.darkImage) warnings.push('too_dark');
  // A mask that is nearly the whole photo found nothing that stands apart from the ground.
  else if (
    measures.contrast < LIMITS.plainContrast ||
    measures.coverage < LIMITS.noSubject ||
    measures.coverage > LIMITS.everything
  )
    warnings.push('no_subject');
  else {
    if (measures.coverage < LIMITS.small) warnings.push('too_small');
    // The bottom edge is left out (a crop through the chest is a normal portrait), and the top is
    // allowed more (a close-up's ears may touch it): half a body or most of a head is not. A face that
    // fills the photo (Chelsea's) runs past the top by nature: the neural cut-out keeps its whole brow.
    const closeUp = measures.coverage >= LIMITS.closeUp;
    if ((!closeUp && edges.top > LIMITS.topCut) || Math.max(edges.left, edges.right) > LIMITS.sideCut)
      warnings.push('cut_off');
    if (measures.sharpness < LIMITS.blurry) warnings.push('blurry');
    if (measures.brightness < LIMITS.dark) warnings.push('too_dark');
    else if (measures.clipped > LIMITS.clipped) warnings.push('overexposed');
  }
  const [outline, maskPng] = await Promise.all([
    outlinePng(mask),
    sharp(Buffer.from(mask.data), { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer(),
  ]);
  return { warnings, measures, outline, mask: maskPng };
}

async function toGrey(image: ReturnType<typeof sharp>): Promise<Grey> {
  const { data, info } = await image.greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function modelMask(photo: Buffer, w: number, h: number): Promise<Grey> {
  const m = await subjectMask(photo);
  return toGrey(
    sharp(m.mask, { raw: { width: m.width, height: m.height, channels: 1 } }).resize(w, h, {
      fit: 'fill',
      kernel: 'cubic',
    }),
  );
}

const meanOf = (data: Uint8Array) => data.reduce((s, v) => s + v, 0) / Math.max(1, data.length);

function measure(grey: Grey, mask: Uint8Array): PhotoMeasures {
  const { data, width: w, height: h } = grey;
  let inside = 0,
    sum = 0,
    clipped = 0,
    x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if (mask[j]! < 128) continue;
      inside++;
      sum += data[j]!;
      if (data[j]! >= 250) clipped++;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  const mean = meanOf(data);
  const contrast = Math.sqrt(data.reduce((s, v) => s + (v - mean) ** 2, 0) / data.length);
  // No subject: the whole photo stands in for it, so the other measures still mean something.
  if (inside === 0) [x0, y0, x1, y1] = [0, 0, w - 1, h - 1];
  return {
    coverage: inside / (w * h),
    sharpness: laplacianVariance(grey, Math.max(1, x0), Math.max(1, y0), Math.min(w - 2, x1), Math.min(h - 2, y1)),
    brightness: inside ? sum / inside : mean,
    clipped: inside ? clipped / inside : 0,
    contrast,
  };
}

/** Variance of the 4-neighbour Laplacian over a box: the usual focus measure. */
function laplacianVariance({ data, width: w }: Grey, x0: number, y0: number, x1: number, y1: number) {
  let n = 0,
    s = 0,
    s2 = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const j = y * w + x;
      const l = data[j - 1]! + data[j + 1]! + data[j - w]! + data[j + w]! - 4 * data[j]!;
      n++;
      s += l;
      s2 += l * l;
    }
  return n ? s2 / n - (s / n) ** 2 : 0;
}

/** Share of each photo edge the subject runs into. */
function edgeShares(mask: Uint8Array, w: number, h: number) {
  const share = (n: number, at: (i: number) => number) => {
    let c = 0;
    for (let i = 0; i < n; i++) if (mask[at(i)]! >= 128) c++;
    return c / n;
  };
  return {
    top: share(w, (i) => i),
    bottom: share(w, (i) => (h - 1) * w + i),
    left: share(h, (i) => i * w),
    right: share(h, (i) => i * w + w - 1),
  };
}

/** The subject's outline as a transparent PNG: an orange line with a white rim, readable on any photo. */
async function outlinePng({ data: mask, width: w, height: h }: Grey): Promise<Buffer> {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && mask[y * w + x]! >= 128;
  const edge = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (inside(x, y) && (!inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1)))
        edge[y * w + x] = 1;
  const rgba = Buffer.alloc(w * h * 4);
  const paint = (x: number, y: number, rgb: [number, number, number], a: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const k = (y * w + x) * 4;
    if (rgba[k + 3]! >= a) return;
    [rgba[k], rgba[k + 1], rgba[k + 2], rgba[k + 3]] = [...rgb, a];
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!edge[y * w + x]) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) paint(x + dx, y + dy, [255, 255, 255], 200);
    }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!edge[y * w + x]) continue;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) paint(x + dx, y + dy, [234, 88, 12], 255);
    }
  return sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}
