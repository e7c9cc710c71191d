/**
 * The pixel work of the image queue, run in worker threads (piscina) so the API's event loop only
 * moves bytes. Each task is the same call the main thread would make on the local adapters.
 */
import { createLocalAi } from '../adapters/ai/local-ai.js';
import { createLocalMockups } from '../adapters/mockups/local-mockups.js';
import { ArtworkUnreadableError, type ComposeFrameInput } from '../adapters/mockups/mockups.port.js';
import type { PaintInput } from '../adapters/ai/ai.port.js';
import sharp from 'sharp';
import { composeNamedPortrait } from '../painter/index.js';
import { checkPhotoPixels } from '../features/uploads/photo-measures.service.js';
import { composePetPair } from '../features/generation/pet-pair.service.js';
import { workerData } from 'node:worker_threads';
import { gateNativeWork } from './native-gate.js';
import { proofMarkSvg } from './proof-mark.js';

export type ImageTask =
  | { task: 'paint'; input: PaintInput }
  | { task: 'removeBackground'; photo: Uint8Array; subjectMask?: Uint8Array }
  | {
      task: 'namedPortrait';
      cutout: Uint8Array;
      petName: string;
      width: number;
      height: number;
      subjectMask?: Uint8Array;
    }
  | { task: 'composeFrame'; input: ComposeFrameInput }
  | { task: 'encodeArtwork'; png: Uint8Array; previewHeight: number }
  | { task: 'checkPhoto'; photo: Uint8Array; mask?: Uint8Array }
  | { task: 'composePetPair'; a: { photo: Uint8Array; mask?: Uint8Array }; b: { photo: Uint8Array; mask?: Uint8Array } }
  | { task: 'proofImage'; image: Uint8Array; height: number; shop: string };

/** Marks errors whose class the thread boundary would lose. */
export const UNREADABLE_PREFIX = 'ArtworkUnreadable: ';

// A stop of the pool cuts the work in flight short at its next pixel step (image-pool.ts).
const { shared } = (workerData ?? {}) as { shared?: unknown };
if (shared instanceof Int32Array) gateNativeWork(shared);

const ai = createLocalAi();
let mockups: ReturnType<typeof createLocalMockups> | undefined;
const buf = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

export default async function run(t: ImageTask): Promise<unknown> {
  switch (t.task) {
    case 'paint':
      return ai.paint({
        ...t.input,
        photo: buf(t.input.photo),
        subjectMask: t.input.subjectMask && buf(t.input.subjectMask),
      });
    case 'removeBackground':
      return ai.removeBackground(buf(t.photo), { subjectMask: t.subjectMask && buf(t.subjectMask) });
    case 'namedPortrait':
      return composeNamedPortrait(buf(t.cutout), t.petName, t.width, t.height, t.subjectMask && buf(t.subjectMask));
    case 'encodeArtwork': {
      // The print file (JPEG, full resolution), the preview every screen shows (WebP) and a half-size
      // preview for small screens (library cards on phones, srcset), with the previews' widths.
      const [full, preview, small] = await Promise.all([
        sharp(buf(t.png)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer(),
        sharp(buf(t.png))
          .resize({ height: t.previewHeight })
          .webp({ quality: 86 })
          .toBuffer({ resolveWithObject: true }),
        sharp(buf(t.png))
          .resize({ height: Math.round(t.previewHeight / 2) })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true }),
      ]);
      return {
        full,
        preview: preview.data,
        previewWidth: preview.info.width,
        small: small.data,
        smallWidth: small.info.width,
      };
    }
    case 'composePetPair':
      return composePetPair(
        { photo: buf(t.a.photo), mask: t.a.mask && buf(t.a.mask) },
        { photo: buf(t.b.photo), mask: t.b.mask && buf(t.b.mask) },
      );
    case 'checkPhoto':
      return checkPhotoPixels(buf(t.photo), t.mask && buf(t.mask));
    case 'proofImage':
      return proofImage(buf(t.image), t.height, t.shop);
    case 'composeFrame':
      mockups ??= createLocalMockups();
      try {
        return await mockups.composeFrame({ ...t.input, artwork: buf(t.input.artwork) });
      } catch (err) {
        if (err instanceof ArtworkUnreadableError) throw new Error(UNREADABLE_PREFIX + err.message);
        throw err;
      }
  }
}

/**
 * What a customer approves before printing: the artwork reduced to `height` pixels, JPEG, with a
 * diagonal "PROOF · <shop>" mark repeated across it, so it is no stand-in for the print file or the download.
 */
async function proofImage(image: Buffer, height: number, shop: string) {
  const reduced = await sharp(image).resize({ height, withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
  const { width, height: h } = reduced.info;
  return sharp(reduced.data)
    .composite([{ input: Buffer.from(proofMarkSvg(width, h, shop)) }])
    .jpeg({ quality: 70 })
    .toBuffer();
}
