import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cleanUploadedImage, sanitizeFilename, sniffImageFormat } from './image-validation.js';
import { pngBomb } from '../../test/png-bomb.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

/** A JPEG carrying GPS data and an EXIF orientation of 6 (rotate 90°). */
async function jpegWithGpsAndRotation() {
  return sharp(chelsea)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'PetCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } },
    })
    .toBuffer();
}

const expectError = async (p: Promise<unknown>, code: string, message: RegExp) => {
  await expect(p).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
};

describe('upload validation', () => {
  it('decides the type by the bytes', async () => {
    expect(sniffImageFormat(chelsea)).toBe('png');
    expect(sniffImageFormat(await sharp(chelsea).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await sharp(chelsea).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('applies the EXIF orientation and strips all metadata', async () => {
    const input = await jpegWithGpsAndRotation();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeTruthy();
    const out = await cleanUploadedImage(input);
    expect(out).toMatchObject({ format: 'jpeg', width: 300, height: 451 });
    const meta = await sharp(out.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.body.includes(Buffer.from('PetCam'))).toBe(false);
  });

  it('refuses empty, oversized, renamed and fake files', async () => {
    await expectError(cleanUploadedImage(Buffer.alloc(0)), 'BAD_REQUEST', /empty/);
    await expectError(
      cleanUploadedImage(Buffer.alloc(10_000_001, 0xff)),
      'PAYLOAD_TOO_LARGE',
      /^File is larger than 10000000 bytes$/,
    );
    await expectError(
      cleanUploadedImage(Buffer.from('%PDF-1.7 not a photo')),
      'UNSUPPORTED_MEDIA',
      /^File type must be JPEG, PNG or WebP$/,
    );
    await expectError(
      cleanUploadedImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
      'UNSUPPORTED_MEDIA',
      /File type/,
    );
    // A PNG signature followed by garbage.
    await expectError(
      cleanUploadedImage(Buffer.concat([chelsea.subarray(0, 8), Buffer.alloc(200, 7)])),
      'BAD_REQUEST',
      /could not be read/,
    );
    // A truncated JPEG.
    const jpeg = await sharp(chelsea).jpeg().toBuffer();
    await expect(cleanUploadedImage(jpeg.subarray(0, Math.floor(jpeg.length / 3)))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a decompression bomb quickly, from its header', async () => {
    // A 100 kB PNG that declares 30000 x 30000 pixels: it would decode to 2.7 GB.
    const bomb = pngBomb(30000, 30000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = process.hrtime.bigint();
    await expectError(cleanUploadedImage(bomb), 'PAYLOAD_TOO_LARGE', /megapixels/);
    // Not a timing assertion on the happy path: only that refusal does not decode the pixels.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5000);
  }, 60_000);

  it('sanitises file names', () => {
    expect(sanitizeFilename('My Dog (1).JPG', 'jpeg')).toBe('my-dog-1.jpg');
    expect(sanitizeFilename('../../etc/passwd', 'png')).toBe('etcpasswd.png');
    expect(sanitizeFilename('日本.png', 'png')).toBe('photo.png');
    expect(sanitizeFilename('x'.repeat(200) + '.webp', 'webp')).toHaveLength(65);
  });
});
