import sharp from 'sharp';
import type { Placement, Texture } from '../recipes.js';
import { clamp, mulberry32, resizeImg, smoothstep, valueNoise, type Img } from '../canvas/util.js';

/** A grey tile (1 channel, centred on 128) of the texture, to repeat over the canvas. */
async function textureTile(kind: Texture, strength: number, W: number, H: number, seed: number): Promise<Img> {
  const rand = mulberry32(seed ^ 0x5eed);
  const unit = Math.max(1, Math.min(W, H) / 480);
  const p = Math.max(3, Math.round(3.2 * unit));
  const side = Math.min(256, W, H);
  const T = kind === 'canvas' ? Math.max(p, p * Math.floor(side / p)) : side;
  const tile = Buffer.alloc(T * T);
  const coarse = kind === 'washi' ? await valueNoise(T, T, 1, seed) : null;
  let fibres: Buffer | null = null;
  if (kind === 'washi') {
    const grid = Buffer.alloc(8 * 128);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rand() * 256);
    fibres = await sharp(grid, { raw: { width: 8, height: 128, channels: 1 } })
      .resize(T, T, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
  for (let y = 0; y < T; y++)
    for (let x = 0; x < T; x++) {
      const n = rand() + rand() - 1;
      let v = 0;
      if (kind === 'canvas') {
        const tx = 0.5 - 0.5 * Math.cos((2 * Math.PI * x) / p);
        const ty = 0.5 - 0.5 * Math.cos((2 * Math.PI * y) / p);
        const over = (Math.floor(x / p) + Math.floor(y / p)) % 2 === 0;
        v = ((over ? tx : ty) - 0.5) * 70 + n * 18;
      } else if (kind === 'paper') v = n * 30;
      else if (kind === 'grain') v = n * 60;
      else v = n * 22 + (fibres![y * T + x]! - 128) * 0.35 + (coarse!.data[y * T + x]! > 250 ? 40 : 0);
      tile[y * T + x] = clamp(128 + v * strength);
    }
  return { data: tile, width: T, height: T, channels: 1 };
}

/** Soft-light blend, as a 256x256 table: LUT[base * 256 + blend]. */
const SOFT_LIGHT = (() => {
  const lut = new Uint8Array(65536);
  for (let a = 0; a < 256; a++)
    for (let b = 0; b < 256; b++) {
      const x = a / 255,
        y = b / 255;
      lut[a * 256 + b] = Math.round(((1 - 2 * y) * x * x + 2 * y * x) * 255);
    }
  return lut;
})();

/**
 * The finishing pass over the composed RGB canvas, in place: the texture (a repeated tile, plus
 * large soft mottling for papers) soft-lit over everything, then the vignette. One linear JS pass
 * is several times cheaper than compositing full-size layers at print size.
 */
export async function finishPass(
  img: Img,
  kind: Texture,
  strength: number,
  vignette: number,
  seed: number,
): Promise<void> {
  const { data, width: W, height: H, channels: ch } = img;
  const textured = kind !== 'none' && strength > 0;
  const tile = textured ? await textureTile(kind, strength, W, H, seed) : null;
  let mottle: Buffer | null = null;
  if (textured && (kind === 'paper' || kind === 'washi')) {
    const unit = Math.min(W, H) / 480;
    const small = await valueNoise(Math.ceil(W / 4), Math.ceil(H / 4), Math.max(2, (40 * unit) / 4), seed + 3);
    mottle = (await resizeImg(small, W, H, 'cubic')).data;
  }
  if (!textured && vignette <= 0) return;
  const T = tile?.width ?? 1;
  const row = new Float32Array(W);
  for (let y = 0; y < H; y++) {
    const dy = (y / H - 0.46) / 0.72;
    for (let x = 0; x < W; x++) {
      const dx = (x / W - 0.5) / 0.72;
      const d = Math.sqrt(dx * dx + dy * dy);
      const a =
        d < 0.5
          ? 0
          : d < 0.8
            ? ((d - 0.5) / 0.3) * 0.45 * vignette
            : d < 1
              ? vignette * (0.45 + ((d - 0.8) / 0.2) * 0.55)
              : vignette;
      row[x] = 1 - a;
    }
    const trow = (y % T) * T;
    for (let x = 0, i = y * W * ch; x < W; x++, i += ch) {
      const v = row[x]!;
      if (tile) {
        let t = tile.data[trow + (x % T)]!;
        if (mottle) t = clamp(t + (mottle[y * W + x]! - 128) * 0.35 * strength) | 0;
        data[i] = SOFT_LIGHT[data[i]! * 256 + t]! * v;
        data[i + 1] = SOFT_LIGHT[data[i + 1]! * 256 + t]! * v;
        data[i + 2] = SOFT_LIGHT[data[i + 2]! * 256 + t]! * v;
      } else {
        data[i] = data[i]! * v;
        data[i + 1] = data[i + 1]! * v;
        data[i + 2] = data[i + 2]! * v;
      }
    }
  }
}

/** The pet layer's alpha: the placement's shape, softened, times the subject mask where the background is dropped. */
export async function petAlpha(
  w: number,
  h: number,
  pl: Placement,
  subject: Img,
  seed: number,
  u: number,
): Promise<Buffer> {
  const out = Buffer.alloc(w * h, 255);
  const keep = pl.keepBackground;
  const wash = pl.shape === 'wash' ? await valueNoise(w, h, 60 * u, seed + 11) : null;
  const fine = pl.shape === 'wash' ? await valueNoise(w, h, 16 * u, seed + 12) : null;
  let cover = 0;
  if (wash) for (let j = 0; j < subject.data.length; j++) cover += subject.data[j]!;
  const keepPet = (1 - smoothstep(0.35, 0.5, cover / 255 / (w * h))) / 255;
  const cx = w / 2,
    cy = h / 2;
  const rx = pl.shape === 'circle' ? Math.min(w, h) / 2 : w / 2;
  const ry = pl.shape === 'circle' ? Math.min(w, h) / 2 : h / 2;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      let a = 1;
      if (pl.shape !== 'full') {
        const dx = (x - cx) / rx,
          dy = (y - cy) / ry;
        let d = Math.sqrt(dx * dx + dy * dy);
        if (wash) {
          d += ((wash.data[j]! - 128) / 255) * 0.24 + ((fine!.data[j]! - 128) / 255) * 0.05;
          a = 1 - smoothstep(1 - pl.feather * 0.5, 1 - pl.feather * 0.3, d);
        } else a = 1 - smoothstep(1 - pl.feather, 1, d);
      }
      // A wash runs out around the pet, never across it: the pet's own mask keeps it in (not a
      // close-up's, which fills the frame: its wash is the vignette).
      if (wash)
        a = Math.max(a, keepPet * subject.data[j]!) * Math.min(1, Math.min(x, y, w - 1 - x, h - 1 - y) / (w * 0.04));
      if (keep < 1) a *= keep + (1 - keep) * (subject.data[j]! / 255);
      out[j] = Math.round(a * 255);
    }
  return out;
}

/** Watercolour rim: pigment collects where the wet wash ends, so darken the colour along the alpha edge. */
export function darkenRim(rgb: Img, alpha: Buffer, amount: number): Img {
  const out = Buffer.from(rgb.data);
  for (let j = 0; j < alpha.length; j++) {
    const a = alpha[j]! / 255;
    const k = 1 - amount * 4 * a * (1 - a);
    if (k >= 1) continue;
    for (let c = 0; c < 3; c++) out[j * 3 + c] = out[j * 3 + c]! * k;
  }
  return { ...rgb, data: out };
}
