import sharp from 'sharp';
import type { StyleId } from './recipes.js';

export type PaintRequest = { photo: Buffer; style: StyleId; width: number; height: number; petName?: string };

/** First version: a crop and a colour treatment. Replaced by the recipe painter. */
export async function paintPortrait(req: PaintRequest): Promise<Buffer> {
  return sharp(req.photo).rotate().resize(req.width, req.height, { fit: 'cover' }).modulate({ saturation: 1.4 }).png().toBuffer();
}
