import { blurImg, clamp, hexRgb, luminance, resizeImg, smoothstep, valueNoise, type Img } from '../canvas/util.js';
import type { Head } from '../photo/fit.js';
import { flowField, type Flow, type Guide } from './flow.js';
import { anisoKuwahara } from './kuwahara.js';
import { paintLayers } from './layers.js';
import { faceGuard, grade, splitTone, type TreatCtx } from './tone.js';

/**
 * The start every painterly medium shares, at half size when the picture is large (the broad
 * brushwork is soft paint anyway, and these passes are most of a treatment's cost): the picture
 * (`small`), its flow (structure tensor) and its anisotropic Kuwahara abstraction (`flat`), and
 * `scale`, full-size px per small px. The fine brush then works at full size.
 */
export async function abstraction(
  img: Img,
  u: number,
  radius: number,
  guide?: (scale: number) => Guide,
): Promise<{ small: Img; flow: Flow; scale: number; flat: Img }> {
  const scale = u >= 1.6 ? 2 : 1;
  const small =
    scale === 1 ? img : await resizeImg(img, Math.ceil(img.width / scale), Math.ceil(img.height / scale), 'cubic');
  const flow = flowField(luminance(small), Math.max(1, (2.2 * u) / scale), guide?.(scale));
  return { small, flow, scale, flat: anisoKuwahara(small, flow, Math.max(1.5, radius / scale)) };
}

/** The head in a picture `k` times the size (only where it is and its size). */
export const scaleHead = (h: Head, k: number): Head => ({ ...h, cx: h.cx * k, cy: h.cy * k, r: h.r * k });

/**
 * A painter's ground in place of the photo's background (in place): dark at the edges, lit warm behind
 * the head so a dark face still reads, with a little of the photo's own light left in it so anything
 * the mask missed stays as a shadow in the ground rather than vanishing.
 */
export function paintGround(
  rgb: Img,
  subject: Img,
  head: Head | undefined,
  dark: string,
  light: string,
  mottle: Img,
): void {
  const { width: w, height: h } = rgb;
  const d = hexRgb(dark),
    l = hexRgb(light);
  const cx = head?.cx ?? w / 2,
    cy = head?.cy ?? h * 0.4;
  const spread = 2 * (Math.max(head?.r ?? 0, Math.min(w, h) * 0.15) * 1.8) ** 2;
  // A pet that fills the frame (a close-up) has little ground, and a mask there is least sure of the
  // head's top (it meets the photo's edge): its photo's ground stays, to be painted like the rest.
  let cover = 0;
  for (let j = 0; j < subject.data.length; j++) cover += subject.data[j]!;
  const k = 1 - smoothstep(0.35, 0.6, cover / 255 / subject.data.length);
  if (k <= 0) return;
  for (let y = 0, j = 0; y < h; y++)
    for (let x = 0; x < w; x++, j++) {
      const s = 1 - (1 - subject.data[j]! / 255) * k;
      if (s > 0.995) continue;
      const i = j * 3;
      const lum = (rgb.data[i]! * 77 + rgb.data[i + 1]! * 150 + rgb.data[i + 2]! * 29) / 65280;
      const glow = Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / spread);
      const t = clamp(0.02 + 0.08 * lum + 0.55 * glow + (mottle.data[j]! / 255 - 0.5) * 0.14, 0, 1);
      for (let c = 0; c < 3; c++) rgb.data[i + c] = rgb.data[i + c]! * s + (d[c]! + (l[c]! - d[c]!) * t) * (1 - s);
    }
}

/** Value contrast kept and pushed a little: an S-curve around mid-grey on each channel. */
export function sCurve(img: Img, amount: number): Img {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const x = v / 255;
    const s = x * x * (3 - 2 * x);
    lut[v] = clamp(Math.round((x + (s - x) * amount) * 255));
  }
  const out = Buffer.allocUnsafe(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[img.data[i]!]!;
  return { ...img, data: out };
}

/**
 * Oil: a painted ground, the anisotropic Kuwahara underpainting, then three layers of curved
 * strokes along the fur from a loaded broad brush to a fine one (Hertzmann), the fine brush only
 * where the canvas still misses the photo (eyes, nose, edges; the face first), lit as impasto.
 * Glazes warm the shadows and lights without flattening their values.
 */
export async function oil(img: Img, { u, recipe, subject, head }: TreatCtx): Promise<Img> {
  const src = await grade(img, { sat: 0.95 });
  paintGround(
    src,
    subject,
    head,
    recipe.palette[0]!,
    recipe.palette[2]!,
    await valueNoise(img.width, img.height, 40 * u, recipe.seed),
  );
  // The ground is laid in broad strokes leaning one way, slowly turning, whatever the photo's background had in it.
  const turn = await valueNoise(Math.ceil(img.width / 4), Math.ceil(img.height / 4), 20 * u, recipe.seed + 5);
  const calm = (scale: number): Guide => {
    const sw = subject.width;
    return (x, y) => {
      const X = Math.min(sw - 1, x * scale),
        Y = Math.min(subject.height - 1, y * scale);
      const a = -0.9 + (turn.data[(Y >> 2) * turn.width + (X >> 2)]! / 255 - 0.5) * 1.6;
      return [a, 0.9 * (1 - subject.data[Y * sw + X]! / 255)];
    };
  };
  const { small, flow, scale, flat } = await abstraction(src, u, 3 * u, calm);
  const k = u / scale;
  const opts = { flow, flowScale: 1, seed: recipe.seed, jitter: 12 };
  const broad = await blurImg(flat, 1.5 * k);
  const under = paintLayers(
    flat,
    [
      {
        radius: 5 * k,
        grid: 1.6,
        threshold: 0,
        ref: broad,
        maxLen: 5,
        minLen: 2,
        stopDiff: 80,
        opacity: 0.95,
        relief: 0.3,
        bristle: 0.22,
        rim: 0.14,
      },
      {
        radius: 2.4 * k,
        grid: 1.6,
        threshold: 34,
        ref: flat,
        maxLen: 5,
        minLen: 1,
        stopDiff: 60,
        opacity: 0.92,
        relief: 0.22,
        bristle: 0.24,
      },
    ],
    { ...opts, focus: faceGuard(small.width, small.height, head && scaleHead(head, 1 / scale)) },
  );
  let out = paintLayers(
    await resizeImg(under, img.width, img.height, 'cubic'),
    [
      {
        radius: 1.1 * u,
        threshold: 52,
        ref: await blurImg(src, 0.5 * u),
        maxLen: 4,
        stopDiff: 50,
        opacity: 0.88,
        relief: 0.1,
        bristle: 0.12,
      },
    ],
    { ...opts, flowScale: scale, seed: recipe.seed + 1, focus: faceGuard(img.width, img.height, head) },
  );
  out = splitTone(sCurve(out, 0.25), '#2a1408', '#ffe6b0', 0.16);
  return grade(out, {
    recomb: [
      [1.06, 0.03, 0],
      [0.02, 1.0, 0],
      [0, 0.03, 0.86],
    ],
  });
}
