import sharp from 'sharp';
import { subjectMask } from '../../painter/index.js';

export type PetPhoto = { photo: Buffer; mask?: Buffer };

/** Height of each pet in the composed photo, and the room around them. */
const PET_HEIGHT = 960;
/** Pure white, like a cut-out: any painter (and the cut-out model) sees the two pets and nothing else. */
const GROUND = '#ffffff';

type Cut = { rgb: Buffer; alpha: Buffer; width: number; height: number };

/** The pet's box (padded) from its photo and mask — the customer's corrected mask or the model's. */
async function cutPet({ photo, mask }: PetPhoto): Promise<Cut> {
  const rgb = await sharp(photo)
    .rotate()
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = rgb.info;
  const model = mask ? null : await subjectMask(photo);
  const source = model
    ? sharp(model.mask, { raw: { width: model.width, height: model.height, channels: 1 } })
    : sharp(mask);
  const alpha = await source
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (alpha[y * w + x]! >= 128) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  if (x1 < 0) [x0, y0, x1, y1] = [0, 0, w - 1, h - 1];
  const pad = Math.round(Math.max(x1 - x0, y1 - y0) * 0.04);
  const box = { left: Math.max(0, x0 - pad), top: Math.max(0, y0 - pad) };
  const size = { width: Math.min(w, x1 + pad + 1) - box.left, height: Math.min(h, y1 + pad + 1) - box.top };
  const k = PET_HEIGHT / size.height;
  const out = {
    width: Math.max(1, Math.min(Math.round(size.width * k), Math.round(PET_HEIGHT * 1.4))),
    height: PET_HEIGHT,
  };
  // (sharp turns one channel into three on the way unless told to keep one.)
  const crop = (raw: Buffer, channels: 1 | 3) => {
    const image = sharp(raw, { raw: { width: w, height: h, channels } })
      .extract({ ...box, ...size })
      .resize(out.width, out.height, { fit: 'fill' });
    return (channels === 1 ? image.extractChannel(0) : image).raw().toBuffer();
  };
  return { rgb: await crop(rgb.data, 3), alpha: await crop(alpha, 1), ...out };
}

/**
 * Two pets side by side in one photo: each cut out (soft edge), scaled to the same height, standing on
 * one plain ground with room above, and the mask of both — so the painter paints them as one photo and
 * keeps both (white = pet).
 */
export async function composePetPair(a: PetPhoto, b: PetPhoto): Promise<{ photo: Buffer; mask: Buffer }> {
  const pets = [await cutPet(a), await cutPet(b)];
  const gap = Math.round(PET_HEIGHT * 0.08);
  const width = pets[0]!.width + pets[1]!.width + gap * 3;
  const height = PET_HEIGHT + Math.round(PET_HEIGHT * 0.22);
  const top = height - PET_HEIGHT - gap;
  const lefts = [gap, gap * 2 + pets[0]!.width];
  const layers = await Promise.all(
    pets.map(async (p) => {
      // A model's mask is soft inside as well as at the edge: the pet is made solid, its edge stays soft.
      const soft = await sharp(p.alpha, { raw: { width: p.width, height: p.height, channels: 1 } })
        .linear(2, -128)
        .blur(1.2)
        .extractChannel(0)
        .raw()
        .toBuffer();
      const rgba = Buffer.alloc(p.width * p.height * 4);
      for (let j = 0; j < p.width * p.height; j++) {
        rgba[j * 4] = p.rgb[j * 3]!;
        rgba[j * 4 + 1] = p.rgb[j * 3 + 1]!;
        rgba[j * 4 + 2] = p.rgb[j * 3 + 2]!;
        rgba[j * 4 + 3] = soft[j]!;
      }
      return {
        pet: await sharp(rgba, { raw: { width: p.width, height: p.height, channels: 4 } })
          .png()
          .toBuffer(),
        mask: await sharp(p.alpha, { raw: { width: p.width, height: p.height, channels: 1 } })
          .png()
          .toBuffer(),
      };
    }),
  );
  const [photo, mask] = await Promise.all([
    sharp({ create: { width, height, channels: 3, background: GROUND } })
      .composite(layers.map((l, i) => ({ input: l.pet, left: lefts[i]!, top })))
      .png()
      .toBuffer(),
    sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .composite(layers.map((l, i) => ({ input: l.mask, left: lefts[i]!, top, blend: 'lighten' as const })))
      .greyscale()
      .png()
      .toBuffer(),
  ]);
  return { photo, mask };
}
