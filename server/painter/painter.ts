import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';
import { RECIPES, type StyleId } from './recipes.js';
import { cleanEdge, containSource, cropSource, loadSource, subjectCrop } from './photo/photo.js';
import { treat } from './treatment/treatments.js';
import { withAlpha } from './canvas/raster.js';
import { sceneRaster } from './scene/scenes.js';
import { overlaySvg } from './overlays/overlays.js';
import type { Box, OverlayCtx, Svg } from './overlays/svg.js';
import { letteringSvg } from './lettering/lettering.js';
import { darkenRim, finishPass, petAlpha } from './treatment/textures.js';
import { blurImg, hexRgb, mulberry32, rawSharp, resizeImg, svgDoc, toImg, type Img } from './canvas/util.js';
import { findHead, headIn, type Geo, type Head, type Region } from './photo/fit.js';
import { petMasks } from './photo/anatomy.js';
import { costumeSvgs, headroomFor, piecesFor, type Placed } from './costume/costume.js';
import { sceneImage, SCENE_REGION } from './scene/backdrops.js';
import type { Piece } from './vocabulary.js';
import { dressBody, bodyGarment } from './costume/coat.js';
import { SIDE_CLOTHS } from './costume/wear.js';
import type { RecipeLayout } from '../../common/contracts/recipe.js';
import { feetRow, haloBehind, headAndGround, keepWholePet, topsOnCanvas } from './photo/stage.js';

export type PaintRequest = {
  photo: Buffer;
  style: StyleId;
  width: number;
  height: number;
  petName?: string;
  /** Costume pieces and props from the prompt (vocabulary.ts), fitted to the pet's head. */
  pieces?: Piece[];
  /** A scene from the prompt (backdrops.ts) in place of the style's own background. */
  scene?: { id: string; label: string };
  /** A side-on pet left without the style's own garment (robe, hero suit, space suit): a baseline for comparisons. */
  bare?: boolean;
  /** The customer's mask of the pet (PNG, white = pet), used instead of computing one. */
  subjectMask?: Buffer;
  /** The framing to keep (a recipe's, so an edit leaves the pet where it was); else layoutFor's. */
  layout?: RecipeLayout;
  /** The recipe's seed in place of the style's. */
  seed?: number;
};
/**
 * The portrait and where each prompt element landed (canvas px); and, for the recipe tests (absent for
 * thumbnails), where the pet is: its layer (RGBA at its box), its cut-out (at the working size) and the
 * layers drawn over it (costume and the style's overlays, full-canvas images).
 */
export type PaintResult = {
  png: Buffer;
  placed: Placed[];
  pet?: { box: Box; rgba: Buffer; subject: Img; over: Buffer[] };
};

/** The widest crop two pets side by side get (wider pairs are fitted in, smaller). */
const TWO_PETS_ASPECT = 2.2;

/** The pet is painted at no more than this many pixels, then scaled to the canvas (prints stay fast). */
const MAX_WORK_PIXELS = 1_400_000;
/**
 * Beyond the digital size (2400x3000) the work area grows with the canvas (as its square root of
 * the extra area), so a print is scaled up from its painting by a smaller factor than the digital
 * size and an 18x24's face is at least as sharp per pixel (at 18x24 this costs about a third more
 * work; 1024 px portraits are unaffected).
 */
const SAME_DETAIL_FROM = 2400 * 3000;

/** Joins SVG fragments into one document, prefixing each fragment's ids so their defs cannot clash. */
function mergeSvgs(parts: Svg[]): { body: string; defs: string } | null {
  if (!parts.length) return null;
  let body = '',
    defs = '';
  parts.forEach((p, i) => {
    const ids = [...(p.defs ?? '').matchAll(/id="([^"]+)"/g)].map((m) => m[1]!);
    let b = p.body,
      d = p.defs ?? '';
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
 * The framing a portrait of these pieces and scene gets: headroom above the head for a hat (none
 * without pieces or a scene), and a scene's lighter vignette.
 */
export function layoutFor(style: StyleId, pieces: Piece[], scene?: { id: string }): RecipeLayout {
  const worn = piecesFor(style, pieces);
  return { headroom: worn.length || scene ? headroomFor(worn) : null, sceneLight: Boolean(scene) };
}

/** The styles' own costumes as garments, for a pet seen side-on. */
const STYLE_WEAR: Record<string, Piece> = {
  royalCape: { slot: 'body', id: 'cape', label: 'royal robe' },
  heroCape: { slot: 'body', id: 'herocape', label: 'hero suit' },
  helmet: { slot: 'body', id: 'spacesuit', label: 'space suit' },
};

/** A mask of several pets split by pet, largest first: each pet's own mask and head. */
function splitPets(subject: Img, rgb: Img): { mask: Img; head: Head }[] {
  return petMasks(subject).map((mask) => ({ mask, head: findHead(mask, rgb) }));
}

/** Puts a colour in place of a cut-out's ground (in place), so the style paints it like the rest. */
function fillGround(rgb: Img, subject: Img, colour: string): void {
  const c = hexRgb(colour);
  for (let j = 0; j < subject.data.length; j++) {
    const a = subject.data[j]! / 255;
    for (let k = 0; k < 3; k++) rgb.data[j * 3 + k] = rgb.data[j * 3 + k]! * a + c[k]! * (1 - a);
  }
}

/** Outside the subject (in place): its colours, blurred outwards from the inside (normalised by the inside's weight). */
async function extendPet(rgb: Img, subject: Img, sigma: number): Promise<void> {
  const n = subject.data.length;
  const inside = Buffer.alloc(n),
    pre = Buffer.alloc(n * 3);
  for (let j = 0; j < n; j++)
    if (subject.data[j]! >= 250) {
      inside[j] = 255;
      for (let k = 0; k < 3; k++) pre[j * 3 + k] = rgb.data[j * 3 + k]!;
    }
  const { width, height } = subject;
  const [col, wt] = await Promise.all([
    blurImg({ data: pre, width, height, channels: 3 }, sigma),
    blurImg({ data: inside, width, height, channels: 1 }, sigma),
  ]);
  for (let j = 0; j < n; j++) {
    const m = subject.data[j]!;
    if (m >= 250 || wt.data[j]! < 2) continue;
    const a = m / 255;
    for (let k = 0; k < 3; k++)
      rgb.data[j * 3 + k] =
        rgb.data[j * 3 + k]! * a + Math.min(255, (col.data[j * 3 + k]! * 255) / wt.data[j]!) * (1 - a);
  }
}

/**
 * The offline painter: frames the photo's subject, paints it with the style's treatment, sets it
 * into the style's scene with a soft mask, dresses it (overlays), adds texture, vignette and the
 * pet's name. Deterministic: same request, same bytes. Returns a PNG of exactly width x height.
 */
export async function paintPortrait(req: PaintRequest): Promise<Buffer> {
  return (await paintPortraitDetailed(req)).png;
}

/** paintPortrait, plus where the prompt's pieces and scene were drawn. */
export async function paintPortraitDetailed(req: PaintRequest): Promise<PaintResult> {
  const width = Math.round(req.width),
    height = Math.round(req.height);
  if (!(width >= 1 && height >= 1 && width * height <= 40_000_000))
    throw new RangeError(`paintPortrait: bad size ${req.width}x${req.height}`);
  // Thumbnails are painted at a workable size and scaled down, so every layer has room to exist.
  const up = Math.max(1, 96 / Math.min(width, height));
  if (up > 1) {
    const big = await paint(req, Math.round(width * up), Math.round(height * up));
    const png = await sharp(big.png).resize(width, height, { fit: 'fill' }).png().toBuffer();
    const placed = big.placed.map((p) => ({
      ...p,
      region: { x: p.region.x / up, y: p.region.y / up, w: p.region.w / up, h: p.region.h / up },
    }));
    return { png, placed };
  }
  return paint(req, width, height);
}

async function paint(req: PaintRequest, W: number, H: number): Promise<PaintResult> {
  const styleRecipe = RECIPES[req.style] ?? RECIPES.oil;
  const recipe = req.seed === undefined ? styleRecipe : { ...styleRecipe, seed: req.seed };
  const pieces = piecesFor(req.style, req.pieces ?? []);
  const layout = req.layout ?? layoutFor(req.style, req.pieces ?? [], req.scene);
  let placement = recipe.placement;
  // A prompt scene replaces the background: the pet is cut out of its photo, softly.
  if (req.scene)
    placement = {
      ...placement,
      shape: placement.shape === 'full' ? 'ellipse' : placement.shape,
      keepBackground: 0,
      feather: Math.min(0.22, Math.max(0.12, placement.feather)),
    };
  const [bx, by, bw, bh] = placement.box;
  const box: Box = { x: Math.round(bx * W), y: Math.round(by * H), w: 0, h: 0 };
  box.w = Math.max(8, Math.min(W - box.x, Math.round(bw * W)));
  box.h = Math.max(8, Math.min(H - box.y, Math.round(bh * H)));

  const over = Math.max(1, (W * H) / SAME_DETAIL_FROM);
  const scale = Math.min(1, Math.sqrt(MAX_WORK_PIXELS / Math.min(W * H, SAME_DETAIL_FROM)) * over ** 0.5);
  const ww = Math.max(8, Math.round(box.w * scale));
  const wh = Math.max(8, Math.round(box.h * scale));
  const u = (Math.min(W, H) * scale) / 500;

  const source = await loadSource(req.photo, req.subjectMask);
  // A cut-out's white ground is no background: kept, it washes a light pet out into a pale blot.
  // Styles with a ground colour paint one in its place (brushwork up to the edges); others drop it.
  const ground = source.plain ? recipe.ground : undefined;
  if (source.plain && !ground && placement.keepBackground > 0)
    placement = { ...placement, shape: placement.shape === 'full' ? 'ellipse' : placement.shape, keepBackground: 0 };
  const soften = Math.max(1, 4 * u);
  // Two pets side by side are framed together: the crop may be as wide as the pair.
  const maxAspect = source.pets > 1 ? Math.max(placement.maxAspect ?? 0, TWO_PETS_ASPECT) : placement.maxAspect;
  const { rgb, subject } = maxAspect
    ? await containSource(source, box.w / box.h, maxAspect, ww, wh, soften)
    : await cropSource(source, subjectCrop(source, box.w / box.h), ww, wh, soften);
  // Two pets are dressed each on its own (its part of the mask); the larger one's head frames the portrait.
  const pets = source.pets > 1 ? splitPets(subject, rgb) : [];
  const found = pets.length > 1 ? pets[0]!.head : findHead(subject, rgb);
  // Headroom for the ears (and a hat): the pet is set smaller, bottom and centre line kept.
  if (layout.headroom !== null) {
    const need = layout.headroom * found.r,
      top = found.top;
    const k = Math.max(0.62, Math.min(1, (box.y + box.h) / ((wh - top + need) * (box.h / wh))));
    if (k < 0.995) {
      const nw = Math.round(box.w * k),
        nh = Math.round(box.h * k);
      const cx = box.x + (found.cx / ww) * box.w;
      box.x = Math.round(Math.max(Math.min(0, W - nw), Math.min(Math.max(0, W - nw), cx - (found.cx / ww) * nw)));
      box.y = box.y + box.h - nh;
      box.w = nw;
      box.h = nh;
      if (placement.shape === 'full') placement = { ...placement, shape: 'ellipse', feather: 0.15, keepBackground: 0 };
    }
  }
  // Where the ground is dropped (or painted over), its colour must not stay in the pet's soft edge.
  if (ground || placement.keepBackground < 0.5) await cleanEdge(rgb, subject, Math.max(4, 14 * u));
  // Cut out into a scene, nothing of the ground shows: the pet's own colours are carried out past
  // its outline instead, so the style's brushwork near the edge (ear tips, tail) stays fur.
  if (req.scene && placement.keepBackground === 0) await extendPet(rgb, subject, Math.max(3, 10 * u));
  else if (ground) fillGround(rgb, subject, ground);
  // A side-on pet's head lies near the box's side: a wide soft oval would fade it (and its ears) out.
  if (found.side && placement.shape === 'ellipse' && placement.keepBackground === 0)
    placement = { ...placement, feather: Math.min(placement.feather, 0.08) };
  // A side-on pet wears its style's costume (robe, hero suit, space suit) on its body, fitted like
  // any garment, instead of the style's fixed block at the canvas bottom.
  const styleWear = (h: Head) =>
    !req.bare && h.side && h.chest && !pieces.some((p) => p.slot === 'body')
      ? recipe.overlays.filter((o) => o in STYLE_WEAR)
      : [];
  const ownWear = styleWear(found);
  let worn = [...pieces, ...ownWear.map((o) => STYLE_WEAR[o]!)];
  // Its garment is cloth on its body, put into the photo so the style paints it with the fur.
  const onBody: Placed[] = [];
  const toCanvas = (r: Region): Region => {
    const kx = box.w / ww,
      ky = box.h / wh;
    return { x: box.x + r.x * kx, y: box.y + r.y * ky, w: r.w * kx, h: r.h * ky };
  };
  const clothe = async (mask: Img, h: Head, wear: Piece[]): Promise<Piece[]> => {
    const garment = bodyGarment(wear, h);
    const dressedBody = garment && (await dressBody(rgb, mask, h, SIDE_CLOTHS[garment.id]!));
    if (!garment || !dressedBody) return wear;
    onBody.push({ ...garment, region: toCanvas(dressedBody) });
    return wear.filter((p) => p !== garment);
  };
  worn = await clothe(pets.length > 1 ? pets[0]!.mask : subject, found, worn);
  const othersWorn: { head: Head; worn: Piece[]; own: string[] }[] = [];
  for (const o of pets.slice(1)) {
    const own = styleWear(o.head);
    othersWorn.push({
      head: o.head,
      own,
      worn: await clothe(o.mask, o.head, [...pieces, ...own.map((w) => STYLE_WEAR[w]!)]),
    });
  }
  const head = headIn(found, ww, wh, box);
  const painted = await treat(rgb, { recipe, u, subject, head: found });
  const alpha = await petAlpha(ww, wh, placement, subject, recipe.seed, u);
  if (placement.shape === 'ellipse' || placement.shape === 'circle') keepWholePet(alpha, subject);
  const finished =
    placement.shape === 'wash' && recipe.treatment === 'watercolor' ? darkenRim(painted, alpha, 0.35) : painted;
  const pet = await resizeImg(withAlpha(finished, alpha), box.w, box.h, 'lanczos3');

  const geo: Geo = { W, H, head, pet: box, u: Math.min(W, H) / 500, tops: topsOnCanvas(subject, box, W) };
  const dressed = costumeSvgs(worn, geo);
  const dressedOthers = othersWorn.map((o) => costumeSvgs(o.worn, { ...geo, head: headIn(o.head, ww, wh, box) }));
  const ctx: OverlayCtx = { W, H, recipe, rand: mulberry32(recipe.seed * 31 + 7), box, name: req.petName, head };
  const backdrop = req.scene
    ? await sceneImage(req.scene.id, W, H, recipe.seed + 17, feetRow(subject, box))
    : await sceneRaster(recipe.background, W, H, recipe);
  const layers: OverlayOptions[] = [];
  const halo = haloBehind(head, ...headAndGround(finished, subject, found, backdrop, box));
  if (halo) layers.push({ input: svgDoc(W, H, halo) });
  for (const d of [dressed, ...dressedOthers]) if (d.back) layers.push({ input: d.back });
  layers.push({ input: pet.data, raw: { width: box.w, height: box.h, channels: 4 }, left: box.x, top: box.y });
  // Costume and frame overlays render as one SVG (one full-size surface, not one per overlay). The
  // space helmet stays with a side-on pet's own suit (it then only draws the bubble round the head).
  const drop = [...worn, ...onBody].some((p) => p.slot === 'body')
    ? ownWear.length
      ? ['royalCape', 'heroCape']
      : ['royalCape', 'heroCape', 'helmet']
    : [];
  const own = recipe.overlays.filter((o) => !drop.includes(o));
  // Another side-on pet in its own space suit gets its own helmet (a bubble round its head).
  const helmets = othersWorn
    .filter((o) => o.own.includes('helmet'))
    .flatMap((o) =>
      overlaySvg({ ...ctx, head: headIn(o.head, ww, wh, box), recipe: { ...recipe, overlays: ['helmet'] } }),
    );
  const dress = mergeSvgs([...overlaySvg({ ...ctx, recipe: { ...recipe, overlays: own } }), ...helmets]);
  const drawnOver = [
    ...(dress ? [svgDoc(W, H, dress.body, dress.defs)] : []),
    ...[dressed, ...dressedOthers].flatMap((d) => (d.front ? [d.front] : [])),
  ];
  layers.push(...drawnOver.map((input) => ({ input })));
  const canvas = await toImg(rawSharp(backdrop).composite(layers).removeAlpha());
  await finishPass(
    canvas,
    recipe.texture.kind,
    recipe.texture.strength,
    layout.sceneLight ? Math.min(0.3, recipe.vignette) : recipe.vignette,
    recipe.seed,
  );
  const placed = [...onBody, ...dressed.placed, ...dressedOthers.flatMap((d) => d.placed)];
  if (req.scene) placed.push({ slot: 'scene', id: req.scene.id, label: req.scene.label, region: SCENE_REGION(W, H) });

  // The name goes on last, untextured and crisp; rendered only over its own band of the canvas.
  const name = letteringSvg(ctx);
  const out = rawSharp(canvas);
  if (name) {
    const top = Math.max(0, Math.floor(name.region?.y ?? 0)),
      height = Math.min(H - top, Math.ceil(name.region?.h ?? H));
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}"` +
        ` height="${height}" viewBox="0 ${top} ${W} ${height}"><defs>${name.defs ?? ''}</defs>${name.body}` +
        `</svg>`,
    );
    out.composite([{ input: svg, left: 0, top }]);
  }
  const png = await out.png({ compressionLevel: 6 }).toBuffer();
  return { png, placed, pet: { box, rgba: pet.data, subject, over: drawnOver } };
}
