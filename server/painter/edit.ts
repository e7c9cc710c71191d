import sharp from 'sharp';
import { maskFor } from './cutout/segmentation.js';
import { findHead, headIn, type Geo } from './photo/fit.js';
import { petMasks } from './photo/anatomy.js';
import { costumeSvgs, type Placed } from './costume/costume.js';
import { sceneImage, SCENE_REGION } from './scene/backdrops.js';
import { sceneRaster } from './scene/scenes.js';
import { RECIPES } from './recipes.js';
import type { Parsed } from './vocabulary.js';
import { rawSharp, toImg, type Img } from './canvas/util.js';
import { dressBody, bodyGarment } from './costume/coat.js';
import { SIDE_CLOTHS } from './costume/wear.js';

export type EditRequest = {
  photo: Buffer;
  parsed: Parsed;
  width: number;
  height: number;
  /** The customer's mask of the pet (PNG, white = pet). */ subjectMask?: Buffer;
};

/** Mask grid for edits: big enough for soft edges, small enough to stay quick at print size. */
const GRID = 640;

/**
 * Edits an existing portrait (a library image): nothing is repainted. The pet (segmented, soft
 * edge) and any lettering or fine detail in the background (dilated into a protected block) keep
 * their pixels; the prompt's scene goes in behind them, its costume pieces on top, fitted to the
 * head. A prompt that names only a style swaps in that style's background the same way.
 */
export async function editPortraitDetailed(req: EditRequest): Promise<{ png: Buffer; placed: Placed[] }> {
  const W = Math.round(req.width),
    H = Math.round(req.height);
  if (!(W >= 1 && H >= 1 && W * H <= 40_000_000))
    throw new RangeError(`editPortrait: bad size ${req.width}x${req.height}`);
  const meta = await sharp(req.photo).metadata();
  const upright = (meta.orientation ?? 1) < 5 ? [meta.width, meta.height] : [meta.height, meta.width];
  // A library image at its own size keeps its exact pixels (no resampling).
  const same = upright[0] === W && upright[1] === H;
  const base0 = sharp(req.photo).rotate().flatten({ background: '#ffffff' });
  const orig = await toImg(
    (same ? base0 : base0.resize(W, H, { fit: 'cover', kernel: 'lanczos3' })).removeAlpha().toColourspace('srgb'),
  );
  const k = Math.min(1, GRID / Math.max(W, H));
  const gw = Math.max(8, Math.round(W * k)),
    gh = Math.max(8, Math.round(H * k));
  const m = await maskFor(req.photo, req.subjectMask);
  const fgSmall = await toImg(
    sharp(m.mask, { raw: { width: m.width, height: m.height, channels: 1 } })
      .resize(gw, gh, { fit: 'cover' })
      .extractChannel(0),
  );
  const rgbSmall = await toImg(rawSharp(orig).resize(gw, gh, { fit: 'fill' }));
  // Two pets are dressed each on its own (its part of the mask), as the painter dresses them.
  const pets = petMasks(fgSmall);
  const heads = pets.map((p) => headIn(findHead(p, rgbSmall), gw, gh, { x: 0, y: 0, w: W, h: H }));

  const { parsed } = req;
  const recipe = RECIPES[parsed.style];
  const swapBackground = parsed.scene || (parsed.pieces.length === 0 && parsed.styleFromWords);
  let base = orig;
  const full = (small: Img) =>
    toImg(
      sharp(small.data, { raw: { width: gw, height: gh, channels: 1 } })
        .blur(Math.max(0.8, gw / 300))
        .resize(W, H, { fit: 'fill', kernel: 'cubic' })
        .extractChannel(0),
    );
  const fg = await full(fgSmall);
  const keep = await protectedDetail(rgbSmall, fgSmall, W, H);
  if (swapBackground) {
    const backdrop = parsed.scene
      ? await sceneImage(parsed.scene.id, W, H, recipe.seed + 17)
      : await sceneRaster(recipe.background, W, H, recipe);
    base = blend(orig, backdrop, fg, keep);
  }
  const dressed: ReturnType<typeof costumeSvgs>[] = [];
  const placed: Placed[] = [];
  for (const [k, head] of heads.entries()) {
    // Costume stops above any lettering below the pet: the canvas the pieces see ends there.
    const floor = firstRowBelow(keep, Math.round(head.cy));
    const geo: Geo = {
      W,
      H: Math.max(Math.round(head.cy + head.r), floor - Math.round(H * 0.03)),
      head,
      pet: { x: 0, y: 0, w: W, h: H },
      u: Math.min(W, H) / 500,
    };
    // A side-on pet's garment is cloth on its body, as the painter puts it (coat.ts).
    const garment = bodyGarment(parsed.pieces, head);
    const body: Img | null = garment ? { ...base, data: Buffer.from(base.data) } : null;
    const petFg = pets.length > 1 ? await full(pets[k]!) : fg;
    const dressedBody = garment && body && (await dressBody(body, petFg, head, SIDE_CLOTHS[garment.id]!));
    if (body && dressedBody) base = body;
    if (garment && dressedBody) placed.push({ ...garment, region: dressedBody });
    dressed.push(
      costumeSvgs(
        parsed.pieces.filter((p) => !dressedBody || p !== garment),
        geo,
      ),
    );
  }
  const backs = dressed.flatMap((d) => (d.back ? [{ input: d.back, left: 0, top: 0 }] : []));
  if (backs.length) {
    // Wings and manes go behind the pet: drawn, then the pet's own pixels are laid back over them.
    const behind = await toImg(rawSharp(base).composite(backs).removeAlpha());
    base = blend(base, behind, fg, null);
  }
  const out = rawSharp(base);
  out.composite(dressed.flatMap((d) => (d.front ? [{ input: d.front, left: 0, top: 0 }] : [])));
  placed.push(...dressed.flatMap((d) => d.placed));
  if (parsed.scene)
    placed.push({ slot: 'scene', id: parsed.scene.id, label: parsed.scene.label, region: SCENE_REGION(W, H) });
  return { png: await out.png({ compressionLevel: 6 }).toBuffer(), placed };
}

export async function editPortrait(req: EditRequest): Promise<Buffer> {
  return (await editPortraitDetailed(req)).png;
}

/** The first row at or below y where the protected mask is set (the canvas height when none). */
function firstRowBelow(keep: Img, y: number): number {
  const { data, width: w, height: h } = keep;
  for (let r = Math.max(0, y); r < h; r++) for (let x = 0; x < w; x += 2) if (data[r * w + x]! > 128) return r;
  return h;
}

/** orig where the pet (fg) or protected detail is, the new picture elsewhere, softly. */
function blend(orig: Img, next: Img, fg: Img, keep: Img | null): Img {
  const out = Buffer.alloc(orig.data.length);
  const n = orig.width * orig.height;
  for (let j = 0, i = 0; j < n; j++, i += 3) {
    const a = 1 - Math.max(fg.data[j]!, keep ? keep.data[j]! : 0) / 255;
    out[i] = orig.data[i]! + (next.data[i]! - orig.data[i]!) * a;
    out[i + 1] = orig.data[i + 1]! + (next.data[i + 1]! - orig.data[i + 1]!) * a;
    out[i + 2] = orig.data[i + 2]! + (next.data[i + 2]! - orig.data[i + 2]!) * a;
  }
  return { data: out, width: orig.width, height: orig.height, channels: 3 };
}

/**
 * Lettering, rules and plaques in the background: pixels that stand out from their smooth
 * surroundings, away from the pet, grown into solid blocks so a name keeps its own backing.
 */
async function protectedDetail(rgb: Img, fg: Img, W: number, H: number): Promise<Img> {
  const { width: w, height: h } = rgb;
  const lum = Buffer.alloc(w * h);
  for (let j = 0, i = 0; j < lum.length; j++, i += 3)
    lum[j] = (rgb.data[i]! * 77 + rgb.data[i + 1]! * 150 + rgb.data[i + 2]! * 29) >> 8;
  const smooth = await sharp(lum, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(2, w / 60))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const near = await sharp(fg.data, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(2, w / 40))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const detail = Buffer.alloc(w * h);
  for (let j = 0; j < detail.length; j++) detail[j] = Math.abs(lum[j]! - smooth[j]!) > 28 && near[j]! < 20 ? 255 : 0;
  // Grow each mark into a block (a dilation by blur and a low threshold), then soften its edge.
  // (Separate pipelines: sharp runs one blur per pipeline, in its own order.)
  const spread = await sharp(detail, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(2, w / 45))
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let j = 0; j < spread.length; j++) spread[j] = spread[j]! >= 8 ? 255 : 0;
  const grown = await sharp(spread, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(1, w / 150))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return toImg(
    sharp(grown, { raw: { width: w, height: h, channels: 1 } })
      .resize(W, H, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0),
  );
}
