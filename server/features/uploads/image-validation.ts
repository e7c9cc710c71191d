import sharp from 'sharp';
import { UNSUPPORTED_FILE_TYPE, UPLOAD_MAX_BYTES } from '../../../common/catalog.js';
import { AppError } from '../../core/errors.js';

/** Decoding beyond this many pixels is refused before any pixel is decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const extensionFor = (format: ImageFormat) => EXTENSIONS[format];
export const contentTypeOf = (format: ImageFormat) => `image/${format}`;

/** The format from the file's first bytes, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export type CleanImage = { body: Buffer; format: ImageFormat; width: number; height: number };

/**
 * Validates an uploaded photo and returns a clean copy: EXIF orientation applied, every piece of
 * metadata (GPS, camera, comments) dropped, re-encoded in its own format.
 */
export async function cleanUploadedImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `File is larger than ${UPLOAD_MAX_BYTES} bytes`);
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA', UNSUPPORTED_FILE_TYPE);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please choose another photo.');
  }
  if (!meta.width || !meta.height)
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please choose another photo.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 92, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 92 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, format, width: info.width, height: info.height };
  } catch {
    throw new AppError('BAD_REQUEST', 'The image is damaged or incomplete. Please choose another photo.');
  }
}

/** 'My Dog (1).JPG' -> 'my-dog-1.jpg'; keeps names short and safe as storage keys. */
export function sanitizeFilename(name: string, format: ImageFormat): string {
  const base = name
    .replace(/\.[^./\\]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'photo'}.${extensionFor(format)}`;
}
