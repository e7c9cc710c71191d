import { drawStrokes, type Stroke } from '../canvas/brush.js';
import { inkFromEdges, sobel } from '../canvas/raster.js';
import {
  blurImg,
  clamp,
  hexRgb,
  luminance,
  mulberry32,
  resizeImg,
  smoothstep,
  valueNoise,
  type Img,
} from '../canvas/util.js';
import { flowField, type Flow } from './flow.js';
import { faceGuard, type TreatCtx } from './tone.js';

/** The pet's own tonal range: luminance percentiles where the mask says pet. */
function petRange(grey: Img, subject: Img): [number, number] {
  const hist = new Float64Array(256);
  let n = 0;
  for (let j = 0; j < grey.data.length; j++) {
    const s = subject.data[j]! / 255;
    hist[grey.data[j]!]! += s;
    n += s;
  }
  if (n < 50) return [0, 255];
  const at = (q: number) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += hist[v]!) >= q * n) return v;
    return 255;
  };
  return [at(0.02), Math.max(at(0.02) + 40, at(0.985))];
}

/**
 * Hatching: short curved lines along the flow, seeded on a jittered grid, each drawn where the tone
 * is darker than `from` (more of them as it darkens), turned by `turn` radians off the flow for
 * cross-hatching, and lighter where `spare` is high (the face keeps its drawing). Drawn as darkness
 * (0-255) into `ink` (RGB, only channel 0 read).
 */
function hatch(
  ink: Img,
  dark: Img,
  flow: Flow,
  scale: number,
  u: number,
  turn: number,
  from: number,
  seed: number,
  spare?: Img,
): void {
  const { width: w, height: h } = ink;
  const rand = mulberry32(seed);
  const spacing = 3 * u,
    len = 18 * u;
  const g = Math.sqrt(spacing * len);
  const step = Math.max(1.5, 2 * u);
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  const dir = (x: number, y: number): [number, number] => {
    const f = Math.min(flow.height - 1, (y / scale) | 0) * flow.width + Math.min(flow.width - 1, (x / scale) | 0);
    const tx = flow.tx[f]!,
      ty = flow.ty[f]!;
    return [c * tx - s * ty, s * tx + c * ty];
  };
  const strokes: Stroke[] = [];
  for (let gy = 0; gy < h; gy += g)
    for (let gx = 0; gx < w; gx += g) {
      const x0 = gx + rand() * g,
        y0 = gy + rand() * g;
      if (x0 >= w || y0 >= h) continue;
      const d = dark.data[(y0 | 0) * w + (x0 | 0)]! / 255;
      if (rand() > smoothstep(from, from + 0.3, d)) continue;
      // Traced both ways from the seed, so the line is centred on it.
      const half = (sign: number) => {
        const pts: number[] = [];
        let [x, y] = [x0, y0],
          [lx, ly] = dir(x0, y0);
        [lx, ly] = [lx * sign, ly * sign];
        for (let k = 0; k < len / 2 / step; k++) {
          let [tx, ty] = dir(x, y);
          if (tx * lx + ty * ly < 0) [tx, ty] = [-tx, -ty];
          // A hand keeps its line fairly straight: the flow only bends it gently.
          [tx, ty] = [0.35 * tx + 0.65 * lx, 0.35 * ty + 0.65 * ly];
          const m = Math.sqrt(tx * tx + ty * ty) || 1;
          [tx, ty] = [tx / m, ty / m];
          [x, y, lx, ly] = [x + tx * step, y + ty * step, tx, ty];
          if (x < 0 || y < 0 || x >= w || y >= h) break;
          pts.push(x, y);
        }
        return pts;
      };
      const back = half(-1),
        fwd = half(1);
      const pts: number[] = [];
      for (let k = back.length - 2; k >= 0; k -= 2) pts.push(back[k]!, back[k + 1]!);
      pts.push(x0, y0, ...fwd);
      if (pts.length < 4) continue;
      const a = clamp(
        (0.25 + 0.4 * d + (rand() - 0.5) * 0.1) * (1 - (0.75 * (spare?.data[(y0 | 0) * w + (x0 | 0)] ?? 0)) / 255),
        0,
        1,
      );
      strokes.push({ pts, width: Math.max(1.5, 0.8 * u), r: 255, g: 255, b: 255, alpha: a });
    }
  drawStrokes(ink, strokes, 0, 0.5);
}

/**
 * Pencil: graphite tone over the pet's full range (its darkest fur near the lead's black, its
 * lights the paper), caught on the paper's tooth; hatching along the form (the structure tensor's
 * flow), crossed in the shadows and crossed again in the darkest; contour lines from the picture's
 * edges (Lu, Xu & Jia, "Combining Sketch and Tone for Pencil Drawing Production", 2012: tone plus
 * strokes). Around the pet the drawing thins out to the paper.
 */
export async function pencil(img: Img, { u, recipe, subject, head }: TreatCtx): Promise<Img> {
  const { width: w, height: h } = img;
  const grey = luminance(await blurImg(img, 0.5 * u));
  // Local contrast first (an artist draws the eye darker than the dark fur round it).
  const wide = await blurImg(grey, 10 * u);
  for (let j = 0; j < grey.data.length; j++) grey.data[j] = clamp(grey.data[j]! * 1.8 - wide.data[j]! * 0.8);
  const [lo, hi] = petRange(grey, subject);
  // The tone curve per grey level (a table: Math.pow per pixel was a third of this pass).
  const curve = new Float64Array(256);
  for (let v = 0; v < 256; v++) curve[v] = Math.pow(1 - clamp((v - lo) / (hi - lo), 0, 1), 1.15);
  const dark = Buffer.alloc(w * h);
  for (let j = 0; j < dark.length; j++) {
    const s = subject.data[j]! / 255;
    dark[j] = Math.round(255 * curve[grey.data[j]!]! * (0.12 + 0.88 * s));
  }
  const darkImg: Img = { data: dark, width: w, height: h, channels: 1 };
  const scale = u >= 1.6 ? 2 : 1;
  const small = scale === 1 ? grey : await resizeImg(grey, Math.ceil(w / scale), Math.ceil(h / scale), 'cubic');
  const flow = flowField(small, Math.max(1, (7 * u) / scale));
  const ink: Img = { data: Buffer.alloc(w * h * 3), width: w, height: h, channels: 3 };
  const face = faceGuard(w, h, head);
  hatch(ink, darkImg, flow, scale, u, 0, 0.3, recipe.seed, face);
  hatch(ink, darkImg, flow, scale, u, 0.95, 0.55, recipe.seed + 1, face);
  hatch(ink, darkImg, flow, scale, u, -0.7, 0.8, recipe.seed + 2, face);
  const [shade, tooth, edges] = await Promise.all([
    blurImg(darkImg, 1.2 * u),
    valueNoise(w, h, Math.max(1, 1.1 * u), recipe.seed + 3),
    blurImg(grey, 1.1 * u).then((b) => inkFromEdges(sobel(b).mag, 10, 40)),
  ]);
  const [paper, lead] = [hexRgb(recipe.palette[0]!), hexRgb(recipe.palette[1]!)];
  const out = Buffer.alloc(w * h * 3);
  for (let j = 0; j < w * h; j++) {
    const s = subject.data[j]! / 255;
    const grain = 0.7 + 0.3 * (tooth.data[j]! / 255);
    const tone = (shade.data[j]! / 255) * 0.7 * grain;
    const line = (edges.data[j]! / 255) * (0.1 + 0.75 * s) * (1 + (face ? face.data[j]! / 255 : 0) * 0.5);
    const D = 1 - (1 - tone) * (1 - (ink.data[j * 3]! / 255) * 0.8 * grain) * (1 - line * 0.85);
    for (let c = 0; c < 3; c++) out[j * 3 + c] = paper[c]! + (lead[c]! - paper[c]!) * D;
  }
  return { data: out, width: w, height: h, channels: 3 };
}
