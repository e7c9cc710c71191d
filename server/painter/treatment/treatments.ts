import type { Treatment } from '../recipes.js';
import { inkFromEdges, kuwahara, mapLut, posterize, quantize, sobel } from '../canvas/raster.js';
import { paintStrokes } from './strokes.js';
import { abstraction, oil } from './oil.js';
import { pencil } from './pencil.js';
import { starry } from './starry.js';
import { stainedGlass } from './glass.js';
import {
  blurImg,
  clamp,
  gradientLut,
  hexRgb,
  luminance,
  mulberry32,
  op,
  resizeImg,
  smoothstep,
  valueNoise,
  type Img,
} from '../canvas/util.js';
import { grade, halftone, ink, splitTone, type TreatCtx } from './tone.js';

export type { TreatCtx } from './tone.js';

const odd = (n: number) => Math.max(3, Math.round(n) | 1);

const TREATMENTS: Record<Treatment, (img: Img, ctx: TreatCtx) => Promise<Img>> = {
  oil,
  async royal(img, { u, recipe }) {
    let out = await grade(img, { sat: 1.1, linear: [1.15, -14] });
    out = kuwahara(out, Math.round(2.5 * u));
    out = await paintStrokes(out, {
      spacing: 4.5 * u,
      length: 11 * u,
      width: 3 * u,
      opacity: 0.75,
      seed: recipe.seed,
      keepDetail: 60,
    });
    out = splitTone(out, '#1c0f06', '#ffe2a8', 0.2);
    return grade(out, {
      recomb: [
        [1.08, 0.05, 0],
        [0.02, 1.0, 0],
        [0, 0.05, 0.82],
      ],
    });
  },
  async gouache(img, { u, recipe }) {
    let out = await grade(img, { sat: 1.15, linear: [1.05, 10] });
    out = kuwahara(out, Math.round(2.5 * u));
    out = await paintStrokes(out, {
      spacing: 4 * u,
      length: 9 * u,
      width: 3 * u,
      opacity: 0.6,
      seed: recipe.seed,
      keepDetail: 55,
    });
    return ink(out, img, u, '#4a3b33', 40, 110, 0.35);
  },
  async watercolor(img, { u, recipe, subject }) {
    // Washes, not a filtered photo: a light, loose base wash of the local colour (simplified and
    // let run), then three glazes of shadow laid over it (bands of the luminance, softly stepped),
    // pigment pooling dark along each wet edge, backruns (cauliflower blooms: a pale centre with a
    // dark fringe), granulation in the paper's tooth, and a few ink lines for the features. Away
    // from the pet the wash thins toward bare paper.
    const near = await blurImg(subject, 12 * u);
    // Flat washes that run along the fur and stop at its edges: the anisotropic Kuwahara abstraction.
    const { flat, scale } = await abstraction(await blurImg(img, 1.2 * u), u, 2.6 * u);
    const base = await grade(await resizeImg(flat, img.width, img.height, 'cubic'), { sat: 1.7 });
    // The glazes follow the washes' own light: the abstraction's luminance, smoothed at its size (a second, full-size
    // Kuwahara of the photo cost a tenth of the painting).
    const lum = await resizeImg(await blurImg(luminance(flat), (1.5 * u) / scale), img.width, img.height, 'cubic');
    // Around the pet the colour runs: the ground is a loose, much softer wash of its own colours.
    const loose = await blurImg(base, 9 * u);
    for (let j = 0, i = 0; j < near.data.length; j++, i += 3) {
      const k = near.data[j]! / 255;
      for (let c = 0; c < 3; c++) base.data[i + c] = base.data[i + c]! * k + loose.data[i + c]! * (1 - k);
    }
    const { width: w, height: h } = img;
    const glaze = Buffer.alloc(w * h);
    for (let j = 0; j < glaze.length; j++) {
      const sh = 1 - lum.data[j]! / 255;
      glaze[j] = Math.round(
        255 * (0.3 * smoothstep(0.3, 0.36, sh) + 0.33 * smoothstep(0.52, 0.58, sh) + 0.37 * smoothstep(0.72, 0.78, sh)),
      );
    }
    const pooled = await blurImg({ data: glaze, width: w, height: h, channels: 1 }, 4 * u);
    // Pigment also gathers where one wash meets another (Bousseau et al. 2006: density rises with the
    // abstraction's gradient), so every wash's boundary dries darker on both sides.
    const meet = inkFromEdges(sobel(await blurImg(luminance(base), 1.2 * u)).mag, 5, 30);
    const gran = await valueNoise(w, h, 2 * u, recipe.seed);
    const bloom = await valueNoise(w, h, 60 * u, recipe.seed + 1);
    const runs = await valueNoise(w, h, 30 * u, recipe.seed + 2);
    const tints = recipe.palette.slice(2, 6).map(hexRgb);
    const cool = hexRgb('#5a5f9a');
    const out = Buffer.alloc(w * h * 3);
    // Per-pixel inputs are bytes, so the curves are looked up: the backrun's, and pigment^e for the glaze's
    // exponent e = 1.1 · glaze · load taken in 256 steps (Math.pow, then Math.exp, per channel and pixel was most of
    // this medium's time).
    const backruns = new Float64Array(256),
      glazes = new Float32Array(256 * 256);
    for (let v = 0; v < 256; v++) {
      // Backrun: where the noise crosses a level, a pale pool with a darker tide-line at its rim.
      const rn = v / 255;
      backruns[v] = smoothstep(0.68, 0.74, rn) * 0.14 - Math.exp(-(((rn - 0.68) / 0.025) ** 2)) * 0.1;
      const lnPigment = v ? Math.log(v / 255) : -Infinity;
      for (let k = 0; k < 256; k++)
        glazes[k * 256 + v] = k === 0 ? 1 : v === 0 ? 0 : Math.exp(((1.1 * k) / 255) * lnPigment);
    }
    for (let j = 0; j < w * h; j++) {
      const s0 = glaze[j]! / 255;
      const edge = Math.max(0, (glaze[j]! - pooled.data[j]!) / 255) * 2.4 + (meet.data[j]! / 255) * 0.7;
      const g = 0.86 + (gran.data[j]! / 255) * 0.14;
      const t = tints[Math.min(3, Math.floor((bloom.data[j]! / 256) * 4))]!;
      const backrun = backruns[runs.data[j]!]!;
      // How much pigment is on the paper: full over the pet, thinning away from it.
      const load = 0.3 + 0.7 * (near.data[j]! / 255);
      const row = Math.round(glaze[j]! * load) * 256;
      for (let c = 0; c < 3; c++) {
        const v = base.data[j * 3 + c]!;
        const paper = 255 - (255 - v) * 0.62 * load;
        const wash = paper * 0.92 + t[c]! * 0.08;
        // Glazes multiply: each layer of the same pigment darkens and deepens the colour.
        const glazed = glazes[row + v]!;
        const shade = wash * glazed * (1 - 0.2 * s0 - 0.32 * edge) * (1 + backrun) + cool[c]! * 0.05 * s0;
        // Watercolour has no black: the deepest glazes stay a transparent, cool dark.
        out[j * 3 + c] = clamp(Math.max(shade, 34 + cool[c]! * 0.12) * g);
      }
    }
    return ink({ data: out, width: w, height: h, channels: 3 }, img, u, recipe.palette[1]!, 60, 130, 0.4, 1.8);
  },
  async popart(img, { u, recipe }) {
    const [black, magenta, yellow, cream] = recipe.palette;
    const smooth = await op(await grade(img, { normalise: true }), (s) => s.median(odd(4 * u)));
    const lum = await blurImg(luminance(smooth), 0.8 * u);
    let out = posterize(lum, [62, 118, 178], [black!, magenta!, recipe.palette[5]!, yellow!]);
    // Bold Ben-Day dots: a coarse screen reads as print at any size, and costs a third fewer bytes in a preview.
    out = halftone(out, lum, 17.5 * u, black!, 118, 178, 0.42);
    out = halftone(out, lum, 15 * u, cream!, 178, 255, 0.28);
    return ink(out, img, u, black!, 30, 70, 1, 1.8);
  },
  async comic(img, { u, recipe }) {
    // Cel shading: flat light levels that keep each pixel's hue, black for the deepest shadow,
    // halftone dots in the half-shadow, inked contours.
    const base = kuwahara(await grade(img, { sat: 1.5, linear: [1.1, -6] }), Math.round(3 * u));
    const lum = await blurImg(luminance(base), 1.2 * u);
    const d = Buffer.alloc(base.data.length);
    for (let j = 0, i = 0; j < lum.data.length; j++, i += 3) {
      const L = Math.max(1, (base.data[i]! * 77 + base.data[i + 1]! * 150 + base.data[i + 2]! * 29) >> 8);
      const l = lum.data[j]!;
      const level = l < 52 ? 0.12 : l < 105 ? 0.5 : l < 165 ? 0.78 : 1.02;
      const k = (level * 215) / L;
      for (let c = 0; c < 3; c++) d[i + c] = clamp(base.data[i + c]! * k);
    }
    const out = halftone({ ...base, data: d }, lum, 6 * u, recipe.palette[6]!, 52, 105, 0.3);
    return ink(out, img, u, '#111111', 30, 80, 1, 2);
  },
  starry,
  async sepia(img, { u, recipe }) {
    const lum = luminance(await blurImg(img, 0.7 * u));
    const lut = gradientLut([
      [0, recipe.palette[0]!],
      [0.35, recipe.palette[1]!],
      [0.72, recipe.palette[2]!],
      [1, recipe.palette[3]!],
    ]);
    const toned = await grade(
      { data: lum.data, width: lum.width, height: lum.height, channels: 1 },
      { normalise: true },
    );
    return mapLut({ ...toned, data: Buffer.from(toned.data.map((v) => 20 + v * 0.86)) }, lut);
  },
  async neon(img, { u, recipe }) {
    const [dark, magenta, cyan, violet] = recipe.palette;
    const base = await grade(kuwahara(img, Math.round(1.5 * u)), { normalise: true });
    const lum = luminance(base);
    const left = gradientLut([
      [0, dark!],
      [0.3, violet!],
      [0.62, magenta!],
      [0.88, '#ffb3e6'],
      [1, '#ffffff'],
    ]);
    const right = gradientLut([
      [0, dark!],
      [0.3, '#102a7a'],
      [0.62, cyan!],
      [0.88, '#c9fbff'],
      [1, '#ffffff'],
    ]);
    const { width: w, height: h } = lum;
    const out = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const j = y * w + x;
        const t = smoothstep(0.3, 0.7, x / w + (y / h - 0.5) * 0.25);
        const v = lum.data[j]! * 3;
        for (let c = 0; c < 3; c++) out[j * 3 + c] = left[v + c]! * (1 - t) + right[v + c]! * t;
      }
    const lines = inkFromEdges(sobel(await blurImg(lum, 1.4 * u)).mag, 20, 70);
    const glow = await blurImg(lines, 3 * u);
    for (let j = 0; j < w * h; j++) {
      const g = Math.max(glow.data[j]! * 0.9, lines.data[j]! * 0.6) / 255;
      const t = j % w > w / 2 ? 1 : 0;
      const col = t ? hexRgb(magenta!) : hexRgb(cyan!);
      for (let c = 0; c < 3; c++) out[j * 3 + c] = clamp(out[j * 3 + c]! + col[c]! * g * 0.8);
    }
    return { data: out, width: w, height: h, channels: 3 };
  },
  async woodblock(img, { u, recipe }) {
    const smooth = kuwahara(await grade(img, { sat: 0.9, linear: [1.1, -8] }), Math.round(3 * u));
    let out = quantize(
      smooth,
      [
        recipe.palette[0]!,
        recipe.palette[1]!,
        recipe.palette[2]!,
        recipe.palette[3]!,
        recipe.palette[5]!,
        '#8a5a3c',
        '#e0c9a0',
        '#4b4036',
        '#f3ede0',
      ],
      0.2,
    );
    out = await op(out, (s) => s.median(odd(3 * u)));
    return ink(out, img, u, recipe.palette[5]!, 30, 90, 0.85, 1.4);
  },
  sketch: pencil,
  async glass(img, { u, recipe, subject }) {
    return stainedGlass(img, u, recipe.palette, mulberry32(recipe.seed), subject);
  },
  async night(img, { u }) {
    // Glamour: a smooth airbrushed paint, warm key light from the marquee above, cool shadows,
    // and a soft bloom (highlights screened back over themselves).
    let out = await grade(img, { sat: 1.25, linear: [1.15, -14] });
    out = kuwahara(out, Math.round(2.2 * u));
    out = splitTone(out, '#241036', '#ffd27a', 0.3);
    const glow = await blurImg(out, 10 * u);
    const { width: w, height: h } = out;
    const d = Buffer.from(out.data);
    for (let y = 0; y < h; y++) {
      const key = 1.08 - (y / h) * 0.22;
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) {
          const g = glow.data[i + c]!;
          d[i + c] = clamp((255 - ((255 - d[i + c]!) * (255 - g * 0.45)) / 255) * key);
        }
      }
    }
    return ink({ ...out, data: d }, img, u, '#2a1036', 40, 120, 0.3);
  },
  async cosmic(img, { u, recipe }) {
    let out = await grade(img, { sat: 1.15, linear: [1.12, -8] });
    out = kuwahara(out, Math.round(1.8 * u));
    out = splitTone(out, '#0d1a4a', '#dff3ff', 0.22);
    out = await paintStrokes(out, {
      spacing: 4 * u,
      length: 8 * u,
      width: 2.4 * u,
      opacity: 0.5,
      seed: recipe.seed,
      keepDetail: 50,
    });
    return grade(out, {
      recomb: [
        [0.96, 0, 0.04],
        [0, 1.0, 0.04],
        [0.02, 0.04, 1.08],
      ],
    });
  },
};

export function treat(img: Img, ctx: TreatCtx): Promise<Img> {
  return TREATMENTS[ctx.recipe.treatment](img, ctx);
}
