import sharp from 'sharp';
import { maskFor } from './segmentation.js';
import { cleanEdge, loadSource } from '../photo/photo.js';
import { blurImg, clamp, resizeImg, toImg, type Img } from '../canvas/util.js';

/**
 * The subject of the photo on pure white, feathered edges, same size as the (oriented) photo. The
 * mask is the painter's (ground-coloured parts such as a carpet's shadow dropped, ground.ts) and its
 * soft edge loses the ground's colour (cleanEdge), so no rim of the old ground shows on the white.
 */
export async function cutOutOnWhite(photo: Buffer, opts: { subjectMask?: Buffer } = {}): Promise<Buffer> {
  const rgb = await toImg(sharp(photo).rotate().flatten({ background: '#ffffff' }).removeAlpha().toColourspace('srgb'));
  // The painter's source (segmented once, and cached for the painting that usually follows). A cut-out or
  // a white ground keeps its plain mask: the source pads those with margins (finding it is quick).
  const src = await loadSource(photo, opts.subjectMask);
  const plain = src.plain ? await maskFor(photo, opts.subjectMask) : undefined;
  const mask: Img = plain ? { data: plain.mask, width: plain.width, height: plain.height, channels: 1 } : src.mask;
  const subject = await blurImg(
    await resizeImg(mask, rgb.width, rgb.height, 'cubic'),
    Math.max(1, Math.min(rgb.width, rgb.height) / 300),
  );
  if (!plain) {
    // The soft edge sits just inside the outline (as the painter's crop), then loses the ground's colour.
    for (let j = 0; j < subject.data.length; j++) subject.data[j] = clamp(((subject.data[j]! - 80) * 255) / 175);
    await cleanEdge(rgb, subject, Math.max(4, Math.min(rgb.width, rgb.height) / 36));
  }
  const out = Buffer.alloc(rgb.data.length);
  for (let j = 0; j < subject.data.length; j++) {
    // The faintest edge (thin traces where ground-coloured parts left the mask) goes to white.
    const a = plain ? subject.data[j]! / 255 : clamp(((subject.data[j]! - 48) * 255) / 207) / 255;
    for (let k = 0; k < 3; k++) out[j * 3 + k] = Math.round(rgb.data[j * 3 + k]! * a + 255 * (1 - a));
  }
  return sharp(out, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .png()
    .toBuffer();
}
