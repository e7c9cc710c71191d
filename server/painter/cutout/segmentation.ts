import sharp from 'sharp';
import { heuristicMask, plainBackground } from './heuristic-mask.js';
import { type SmallRgb } from './neural-mask.js';
import { keepAnimals } from './animal-prior.js';
import { animalSaliency } from './animal-focus.js';

export type SubjectMask = { mask: Buffer; width: number; height: number; plain?: boolean };

/**
 * The pet's mask, 0-255 (soft at the fur), at a small scale of the oriented photo: the cut-out
 * model's saliency, aimed at the animal(s) by the animal detector (animal-focus.ts) and narrowed to
 * them by animal-prior.ts. `plain` marks a subject on a plain near-white ground (a cut-out, a studio
 * shot). When the model cannot load, the colour heuristic answers instead.
 */
export async function subjectMask(photo: Buffer): Promise<SubjectMask> {
  // One decode, upright and small, serves the model and the plain-ground test.
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(DECODE, DECODE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = { data, width: info.width, height: info.height };
  const saliency = await animalSaliency(rgb);
  if (!saliency) return heuristicMask(photo);
  const plain = await plainGround(rgb);
  const mask = keepAnimals(saliency.mask, saliency.width, saliency.height);
  return { mask, width: saliency.width, height: saliency.height, ...(plain ? { plain } : {}) };
}

/** The decode's long side: twice the model's input, enough for a sharp resample to it. */
const DECODE = 640;

/** Whether the photo's border is a plain near-white ground (the heuristic's test). */
async function plainGround(rgb: SmallRgb) {
  const { data, info } = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(128, 128, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return plainBackground(data, info.width, info.height) !== null;
}

/**
 * A PNG mask (any size, white = pet), such as the customer's corrected one or the model's kept from
 * the photo check, as the mask every consumer reads: one channel at the photo's aspect, long side
 * 320, with the same plain-ground test as a computed one.
 */
export async function maskFromPng(png: Buffer, photo: Buffer): Promise<SubjectMask> {
  const [meta, plain] = await Promise.all([sharp(photo).metadata(), plainPhoto(photo)]);
  const [ow, oh] =
    (meta.orientation ?? 1) >= 5 ? [meta.height ?? 1, meta.width ?? 1] : [meta.width ?? 1, meta.height ?? 1];
  const k = 320 / Math.max(ow, oh);
  const width = Math.max(1, Math.round(ow * k)),
    height = Math.max(1, Math.round(oh * k));
  const mask = await sharp(png)
    .flatten({ background: '#000000' })
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { mask, width, height, ...(plain ? { plain } : {}) };
}

async function plainPhoto(photo: Buffer) {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(128, 128, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return plainBackground(data, info.width, info.height) !== null;
}

/** The customer's mask when there is one, else the computed one. */
export const maskFor = (photo: Buffer, corrected?: Buffer) =>
  corrected ? maskFromPng(corrected, photo) : subjectMask(photo);
