import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';
import { RECIPES, type StyleId } from './recipes.js';
import { containSource, cropSource, loadSource, subjectCrop } from './photo.js';
import { treat } from './treatments.js';
import { withAlpha } from './raster.js';
import { sceneRaster } from './scenes.js';
import { overlaySvg, type Box, type OverlayCtx, type Svg } from './overlays.js';
import { letteringSvg } from './lettering.js';
import { darkenRim, finishPass, petAlpha } from './textures.js';
import { mulberry32, rawSharp, resizeImg, svgDoc, toImg } from './util.js';

export type PaintRequest = { photo: Buffer; style: StyleId; width: number; height: number; petName?: string };

/** The pet is painted at no more than this many pixels, then scaled to the canvas (prints stay fast). */
const MAX_WORK_PIXELS = 1_400_000;

/** Joins SVG fragments into one document, prefixing each fragment's ids so their defs cannot clash. */
function mergeSvgs(parts: Svg[]): { body: string; defs: string } | null {
  if (!parts.length) return null;
  let body = '', defs = '';
  parts.forEach((p, i) => {
    const ids = [...(p.defs ?? '').matchAll(/id="([^"]+)"/g)].map((m) => m[1]!);
    let b = p.body, d = p.defs ?? '';
    for (const id of ids) {
      const re = new RegExp(`(id="|url\\(#|href="#)${id}(["\\)])`, 'g');
      b = b.replace(re, `$1o${i}${id}$2`);
      d = d.replace(re, `$1o${i}${id}$2`);
    }
    body += b;
    defs += d;
  });
  return { body, defs };
}

/**
 * The offline painter: frames the photo's subject, paints it with the style's treatment, sets it
 * into the style's scene with a soft mask, dresses it (overlays), adds texture, vignette and the
 * pet's name. Deterministic: same request, same bytes. Returns a PNG of exactly width x height.
 */
export async function paintPortrait(req: PaintRequest): Promise<Buffer> {
  const width = Math.round(req.width), height = Math.round(req.height);
  if (!(width >= 1 && height >= 1 && width * height <= 40_000_000)) throw new RangeError(`paintPortrait: bad size ${req.width}x${req.height}`);
  // Thumbnails are painted at a workable size and scaled down, so every layer has room to exist.
  const up = Math.max(1, 96 / Math.min(width, height));
  if (up > 1) {
    const big = await paint(req, Math.round(width * up), Math.round(height * up));
    return sharp(big).resize(width, height, { fit: 'fill' }).png().toBuffer();
  }
  return paint(req, width, height);
}

async function paint(req: PaintRequest, W: number, H: number): Promise<Buffer> {
  const recipe = RECIPES[req.style] ?? RECIPES.oil;
  const [bx, by, bw, bh] = recipe.placement.box;
  const box: Box = { x: Math.round(bx * W), y: Math.round(by * H), w: 0, h: 0 };
  box.w = Math.max(8, Math.min(W - box.x, Math.round(bw * W)));
  box.h = Math.max(8, Math.min(H - box.y, Math.round(bh * H)));

  const scale = Math.min(1, Math.sqrt(MAX_WORK_PIXELS / (W * H)));
  const ww = Math.max(8, Math.round(box.w * scale));
  const wh = Math.max(8, Math.round(box.h * scale));
  const u = (Math.min(W, H) * scale) / 500;

  const source = await loadSource(req.photo);
  const soften = Math.max(1, 4 * u);
  const { maxAspect } = recipe.placement;
  const { rgb, subject } = maxAspect
    ? await containSource(source, box.w / box.h, maxAspect, ww, wh, soften)
    : await cropSource(source, subjectCrop(source, box.w / box.h), ww, wh, soften);
  const painted = await treat(rgb, { recipe, u, subject });
  const alpha = await petAlpha(ww, wh, recipe.placement, subject, recipe.seed, u);
  const finished = recipe.placement.shape === 'wash' && recipe.treatment === 'watercolor' ? darkenRim(painted, alpha, 0.35) : painted;
  const pet = await resizeImg(withAlpha(finished, alpha), box.w, box.h, 'lanczos3');

  const ctx: OverlayCtx = { W, H, recipe, rand: mulberry32(recipe.seed * 31 + 7), box, name: req.petName };
  const layers: OverlayOptions[] = [{ input: pet.data, raw: { width: box.w, height: box.h, channels: 4 }, left: box.x, top: box.y }];
  // Costume and frame overlays render as one SVG (one full-size surface, not one per overlay).
  const dress = mergeSvgs(overlaySvg(ctx));
  if (dress) layers.push({ input: svgDoc(W, H, dress.body, dress.defs) });
  const canvas = await toImg(rawSharp(await sceneRaster(recipe.background, W, H, recipe)).composite(layers).removeAlpha());
  await finishPass(canvas, recipe.texture.kind, recipe.texture.strength, recipe.vignette, recipe.seed);

  // The name goes on last, untextured and crisp; rendered only over its own band of the canvas.
  const name = letteringSvg(ctx);
  const out = rawSharp(canvas);
  if (name) {
    const top = Math.max(0, Math.floor(name.region?.y ?? 0)), height = Math.min(H - top, Math.ceil(name.region?.h ?? H));
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${height}" viewBox="0 ${top} ${W} ${height}"><defs>${name.defs ?? ''}</defs>${name.body}</svg>`,
    );
    out.composite([{ input: svg, left: 0, top }]);
  }
  return out.png({ compressionLevel: 6 }).toBuffer();
}
