import { blurImg, clamp, hexRgb, resizeImg, valueNoise, type Img } from '../canvas/util.js';
import type { Guide } from './flow.js';
import { paintLayers } from './layers.js';
import { abstraction, scaleHead } from './oil.js';
import { faceGuard, grade, ink, type TreatCtx } from './tone.js';

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * Starry Night: pet and sky painted alike, in thick dashes of broken colour that follow one flow —
 * the fur's direction on the pet (structure tensor), swirling vortices in the sky, and rings that
 * run round the pet's outline like the halos round Van Gogh's stars. The pet's shadows lean blue,
 * its lights yellow and orange; a dark blue line draws its contour.
 */
export async function starry(img: Img, { u, recipe, subject, head }: TreatCtx): Promise<Img> {
  const { width: w, height: h } = img;
  const p = recipe.palette.map(hexRgb);
  const src = await grade(img, { sat: 1.35, linear: [1.08, -4] });
  // The sky in place of the photo's ground: deep blues, lighter in a ring round the pet.
  // Wide blurs of the mask are taken at a quarter of the size (they are smooth anyway) and read back by position.
  const [qw, qh] = [Math.ceil(w / 4), Math.ceil(h / 4)];
  const quarter = await resizeImg(subject, qw, qh, 'linear');
  const at = (img: Img, x: number, y: number) => img.data[clamp(y >> 2, 0, qh - 1) * qw + clamp(x >> 2, 0, qw - 1)]!;
  const [halo, cloud, outline] = await Promise.all([
    blurImg(quarter, 2.25 * u),
    valueNoise(w, h, 70 * u, recipe.seed),
    blurImg(quarter, 3.5 * u),
  ]);
  const [deep, mid, light] = [p[0]!, p[2]!, p[3]!];
  for (let y = 0, j = 0; y < h; y++)
    for (let x = 0; x < w; x++, j++) {
      const s = subject.data[j]! / 255;
      if (s > 0.995) continue;
      const ring = clamp((at(halo, x, y) - subject.data[j]!) / 110, 0, 1) * 0.8;
      const t = cloud.data[j]! / 255;
      // mix(mix(deep, mid, t), light, ring) per channel, without an array per pixel.
      for (let c = 0; c < 3; c++) {
        const cl = deep[c]! + (mid[c]! - deep[c]!) * t;
        const sky = cl + (light[c]! - cl) * ring;
        src.data[j * 3 + c] = src.data[j * 3 + c]! * s + sky * (1 - s);
      }
    }
  // Vortices in the sky (and the drift between them); near the pet the strokes turn to run round it.
  const vortices: [number, number, number][] = [
    [0.24 * w, 0.1 * h, 1],
    [0.78 * w, 0.16 * h, -0.8],
    [0.1 * w, 0.75 * h, 0.5],
    [0.9 * w, 0.85 * h, -0.5],
  ];
  const swirl = (scale: number): Guide => {
    const sw = subject.width;
    return (x, y) => {
      const X = Math.min(sw - 1, x * scale),
        Y = Math.min(subject.height - 1, y * scale);
      const s = subject.data[Y * sw + X]! / 255;
      let vx = w * 0.45,
        vy = 0;
      for (const [cx, cy, k] of vortices) {
        const dx = X - cx,
          dy = Y - cy,
          f = (k * w * w * 0.06) / (dx * dx + dy * dy + (w * 0.06) ** 2);
        vx -= dy * f;
        vy += dx * f;
      }
      // Round the pet: along the outline (across the mask's gradient), strongest just outside it.
      const gx = (at(outline, X + 4, Y) - at(outline, X - 4, Y)) / 4,
        gy = (at(outline, X, Y + 4) - at(outline, X, Y - 4)) / 4;
      const round = clamp(Math.sqrt(gx * gx + gy * gy) / 6, 0, 1) * (1 - s);
      const m = Math.sqrt(vx * vx + vy * vy) || 1,
        g = Math.sqrt(gx * gx + gy * gy) || 1;
      const ax = (vx / m) * (1 - round) - (gy / g) * round,
        ay = (vy / m) * (1 - round) + (gx / g) * round;
      return [Math.atan2(ay, ax), 0.95 * (1 - s)];
    };
  };
  const { small, flow, scale, flat } = await abstraction(src, u, 2.2 * u, swirl);
  const k = u / scale;
  const lights = [p[4]!, p[5]!, hexRgb('#e08a2c')],
    skies = [p[1]!, p[2]!, p[3]!, p[2]!, p[1]!, hexRgb('#2a55a8'), hexRgb('#c9dcf0'), p[0]!];
  const sub = (x: number, y: number) =>
    subject.data[Math.min(h - 1, (y * scale) | 0) * w + Math.min(w - 1, (x * scale) | 0)]! / 255;
  // Broken colour: the sky's dashes pick its blues and whites; the pet's shadows lean blue, its lights gold.
  const colour = (rgb: Rgb, x: number, y: number, rand: () => number): Rgb => {
    const s = sub(x, y);
    const l = (rgb[0] * 77 + rgb[1] * 150 + rgb[2] * 29) / 65280;
    const pick = rand();
    const sky = pick < 0.85 ? mix(rgb, skies[Math.floor(rand() * skies.length)]!, 0.9) : rgb;
    const pet =
      l < 0.35 && pick < 0.5
        ? mix(rgb, p[1]!, 0.35)
        : l > 0.55 && pick < 0.45
          ? mix(rgb, lights[Math.floor(rand() * lights.length)]!, 0.3)
          : rgb;
    return mix(sky, pet, s);
  };
  const petSmall = scale === 1 ? subject : await resizeImg(subject, small.width, small.height, 'linear');
  const dashes = { opacity: 0.97, bristle: 0.08, rim: 0.3, relief: 0.08 };
  const under = paintLayers(
    flat,
    [
      { radius: 2.8 * k, grid: 1.6, threshold: 0, ref: flat, maxLen: 8, minLen: 3, stopDiff: 110, ...dashes },
      {
        radius: 1.5 * k,
        grid: 1.4,
        threshold: 40,
        ref: small,
        maxLen: 5,
        minLen: 1,
        stopDiff: 80,
        where: petSmall,
        ...dashes,
      },
    ],
    {
      flow,
      flowScale: 1,
      seed: recipe.seed,
      curvature: 0.85,
      colour,
      jitter: 10,
      focus: faceGuard(small.width, small.height, head && scaleHead(head, 1 / scale)),
    },
  );
  // The face's own fine dashes, at full size, only where the eyes and nose still need them.
  const face = faceGuard(w, h, head);
  const out = paintLayers(
    await resizeImg(under, w, h, 'cubic'),
    [
      {
        radius: 1 * u,
        threshold: 70,
        ref: await blurImg(src, 0.5 * u),
        maxLen: 3,
        stopDiff: 60,
        where: subject,
        ...dashes,
        rim: 0.2,
      },
    ],
    { flow, flowScale: scale, seed: recipe.seed + 1, curvature: 0.85, focus: face, jitter: 6 },
  );
  return ink(out, img, u, recipe.palette[6]!, 35, 100, 0.55);
}
