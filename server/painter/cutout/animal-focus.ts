import sharp from 'sharp';
import { ANIMALS, boxArea, detectObjects, type Detection } from './animal-detector.js';
import { neuralSaliency, type SmallRgb } from './neural-mask.js';
import { dropThingColours } from './colour-split.js';

/** Animal boxes below this score are noise on the labelled set (bench/cutout.ts). */
const ANIMAL_MIN = 0.2;
/** Boxes overlapping more than this share of the smaller one are the same animal. */
const SAME_ANIMAL = 0.6;
/** A tighter box inside another, with NEARLY its score and TIGHTER_MIN..TIGHTER_MAX of its area, is preferred. */
const NEARLY = 0.85;
const TIGHTER_MIN = 0.25;
const TIGHTER_MAX = 0.7;
/** An animal box smaller than this share of the photo is not the pet of a portrait photo. */
const ANIMAL_MIN_AREA = 0.02;
/** Other things (a cup, a ball) are dropped at this score, when their box is smaller than THING_AREA of the photo. */
const THING_MIN = 0.2;
const THING_AREA = 0.3;
/** Dropping the things must leave at least this share of the saliency (else the "thing" was the pet). */
const KEEP_AT_LEAST = 0.1;
/** The model agrees with the detector when this share of its saliency lies in the animals' boxes. */
const AGREE = 0.9;
/** The crop the model sees: the animals' boxes grown by this share of their size each side. */
const CROP_GROW = 0.3;
/** What the model finds further than this share of a box's size outside every animal box is dropped. */
const BOX_GROW = 0.08;

type Box = Detection['box'];
type Saliency = { mask: Buffer; width: number; height: number };
const area = boxArea;
/** The share of box a that lies in box b. */
function within(a: Box, b: Box) {
  const ix = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])),
    iy = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  return (ix * iy) / Math.max(1e-9, Math.min(area(a), area(b)));
}

/** The animals' boxes, one per animal: animals at ANIMAL_MIN or more, not specks. */
export function animalBoxes(dets: Detection[]): Box[] {
  return oneBoxEach(
    dets.filter((d) => ANIMALS.has(d.label) && d.score >= ANIMAL_MIN && area(d.box) >= ANIMAL_MIN_AREA),
  );
}

/**
 * One box per animal (best first in): a box mostly inside a better one is the same animal, and a
 * box holding nearly as good tighter ones gives way to them (the pet without the teapot beside it;
 * a dog seen as its two halves).
 */
function oneBoxEach(sorted: Detection[]): Box[] {
  const tighter = (outer: Detection) =>
    sorted.filter(
      (d) =>
        d !== outer &&
        d.score >= outer.score * NEARLY &&
        area(d.box) >= area(outer.box) * TIGHTER_MIN &&
        area(d.box) <= area(outer.box) * TIGHTER_MAX &&
        within(d.box, outer.box) > SAME_ANIMAL,
    );
  const kept: Detection[] = [];
  for (const d of sorted) {
    if (tighter(d).length) continue;
    if (!kept.some((k) => within(d.box, k.box) > SAME_ANIMAL)) kept.push(d);
  }
  return kept.map((d) => d.box);
}

const grow = ([x0, y0, x1, y1]: Box, k: number): Box => {
  const gx = (x1 - x0) * k,
    gy = (y1 - y0) * k;
  return [Math.max(0, x0 - gx), Math.max(0, y0 - gy), Math.min(1, x1 + gx), Math.min(1, y1 + gy)];
};

function paint(boxes: Box[], w: number, h: number): Uint8Array {
  const m = new Uint8Array(w * h);
  for (const [x0, y0, x1, y1] of boxes) {
    const X0 = Math.floor(x0 * w),
      X1 = Math.ceil(x1 * w);
    for (let y = Math.floor(y0 * h); y < Math.ceil(y1 * h); y++) m.fill(1, y * w + X0, y * w + X1);
  }
  return m;
}

/** The saliency with what lies further than BOX_GROW outside every animal box dropped. */
function keepInside(s: Saliency, animals: Box[]): Saliency {
  const keep = paint(
    animals.map((b) => grow(b, BOX_GROW)),
    s.width,
    s.height,
  );
  const mask = Buffer.from(s.mask);
  for (let i = 0; i < keep.length; i++) if (!keep[i]) mask[i] = 0;
  return { ...s, mask };
}

const mass = (b: Buffer) => b.reduce((s, v) => s + (v >= 128 ? 1 : 0), 0);

/** The cut-out model on the part of the photo that holds the animals, placed back in a photo-sized map. */
async function cropSaliency(rgb: SmallRgb, boxes: Box[]): Promise<Saliency | null> {
  const u: Box = grow(
    [
      Math.min(...boxes.map((b) => b[0])),
      Math.min(...boxes.map((b) => b[1])),
      Math.max(...boxes.map((b) => b[2])),
      Math.max(...boxes.map((b) => b[3])),
    ],
    CROP_GROW,
  );
  const left = Math.floor(u[0] * rgb.width),
    top = Math.floor(u[1] * rgb.height);
  const width = Math.max(8, Math.ceil(u[2] * rgb.width) - left),
    height = Math.max(8, Math.ceil(u[3] * rgb.height) - top);
  const { data, info } = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .extract({ left, top, width: Math.min(width, rgb.width - left), height: Math.min(height, rgb.height - top) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const s = await neuralSaliency({ data, width: info.width, height: info.height });
  if (!s) return null;
  const k = 320 / Math.max(rgb.width, rgb.height);
  const W = Math.max(1, Math.round(rgb.width * k)),
    H = Math.max(1, Math.round(rgb.height * k));
  const cw = Math.max(1, Math.min(W, Math.round(info.width * k))),
    ch = Math.max(1, Math.min(H, Math.round(info.height * k)));
  const piece = await sharp(s.mask, { raw: { width: s.width, height: s.height, channels: 1 } })
    .resize(cw, ch, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = Buffer.alloc(W * H);
  const X = Math.min(W - cw, Math.round(left * k)),
    Y = Math.min(H - ch, Math.round(top * k));
  for (let y = 0; y < ch; y++) piece.copy(mask, (Y + y) * W + X, y * cw, (y + 1) * cw);
  return { mask, width: W, height: H };
}

/**
 * The cut-out model's saliency, aimed at the animal(s) by the COCO detector (decision 032). When the
 * detector sees an animal and the model's salient thing lies in its box (a pet alone), the saliency
 * cut to the box; when the salient thing lies elsewhere too (a cup, a motorcycle), the model runs
 * again on the part of the photo that holds the animal(s). When it sees no animal, the boxes of the
 * small things it does see (a mug, a ball) are dropped, unless that would leave little (the "thing"
 * was the pet, mislabelled). Without the detector, the model's saliency as it is. Null when the
 * cut-out model is unavailable.
 */
export async function animalSaliency(rgb: SmallRgb): Promise<Saliency | null> {
  const full = await neuralSaliency(rgb);
  const dets = full && (await detectObjects(rgb));
  if (!full || !dets) return full;
  const animals = animalBoxes(dets);
  if (animals.length) {
    // The model already agrees with the detector (a pet alone): its saliency, cut to the boxes.
    const cut = keepInside(full, animals);
    if (mass(cut.mask) >= mass(full.mask) * AGREE) return cut;
    // It does not (the cup is the salient thing): the model again, on the part that holds the animals.
    // Then what is clearly of the cut-away thing's colours goes too (the ball's top under the ferret).
    const crop = await cropSaliency(rgb, animals);
    return crop && dropThingColours(rgb, keepInside(crop, animals), full, animals);
  }
  const things = dets.filter((d) => !ANIMALS.has(d.label) && d.score >= THING_MIN && area(d.box) < THING_AREA);
  if (!things.length) return full;
  const drop = paint(
    things.map((d) => d.box),
    full.width,
    full.height,
  );
  const out = Buffer.from(full.mask);
  for (let i = 0; i < drop.length; i++) if (drop[i]) out[i] = 0;
  return mass(out) >= mass(full.mask) * KEEP_AT_LEAST ? { ...full, mask: out } : full;
}
