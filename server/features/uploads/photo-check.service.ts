import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { newFileKey, type Storage } from '../../adapters/storage/storage.port.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { PHOTO_WARNING_TEXT, sizesTooLargeFor, type PhotoCheck } from '../../../common/contracts/uploads.js';
import { sniffImageFormat } from './image-validation.js';
import type { CheckScheduler } from './check-scheduler.js';

type Deps = {
  db: Db;
  storage: Storage;
  pool: Pick<AppDeps['jobs']['pool'], 'checkPhoto'>;
  /** Takes turns between accounts in front of the pool (decision 041). */
  checks: Pick<CheckScheduler, 'run'>;
};

/** Largest touched-up mask accepted, per side; the check and the painter work far below it. */
export const MASK_MAX_SIDE = 2048;
export const MASK_MAX_BYTES = 2_000_000;

/** The caller's own upload row, or the same 404 as an upload that does not exist. */
async function ownUpload(db: Db, userId: string, uploadId: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(uploadId)
    ? await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Upload not found.');
  return row;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * GET /api/uploads/{id}/check: what the shop sees in the photo (no token). The pixel work runs in
 * the image threads when it is the account's turn (the files are read then too, so a waiting check
 * holds no photo), on the customer's corrected mask when they made one.
 */
export async function checkUpload(deps: Deps, userId: string, uploadId: string): Promise<PhotoCheck> {
  await ownUpload(deps.db, userId, uploadId); // someone else's photo: 404 before taking a place in line
  const { row, found, mask, cutout } = await deps.checks.run(userId, async () => {
    // Read at its turn: a check that waited behind one of the same photo finds the cut-out that one kept.
    const row = await ownUpload(deps.db, userId, uploadId);
    const [photo, mask, cutout] = await Promise.all([
      deps.storage.get(row.key),
      row.maskKey ? deps.storage.get(row.maskKey) : null,
      row.cutoutKey ? deps.storage.get(row.cutoutKey) : null,
    ]);
    if (!photo) throw new AppError('NOT_FOUND', 'Upload not found.');
    return { row, found: await deps.pool.checkPhoto(photo.body, mask?.body ?? cutout?.body), mask, cutout };
  });
  if (!mask && !cutout) await keepCutout(deps, row, found.mask);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    uploadId: row.id,
    width: row.width,
    height: row.height,
    warnings: found.warnings.map((code) => ({ code, message: PHOTO_WARNING_TEXT[code] })),
    tooSmallFor: sizesTooLargeFor(row.width, row.height),
    outline: dataUrl(found.outline),
    mask: dataUrl(found.mask),
    corrected: Boolean(mask),
    measures: Object.fromEntries(
      Object.entries(found.measures).map(([k, v]) => [k, round(v)]),
    ) as PhotoCheck['measures'],
  };
}

/**
 * Keeps the model's cut-out beside the upload (decision 034): every later check, and every portrait
 * made from the photo, reads it instead of running the model again. Of two checks at once, the first
 * to finish keeps its file.
 */
async function keepCutout(deps: Omit<Deps, 'pool'>, row: { id: string; userId: string }, mask: Buffer) {
  const key = newFileKey('user_uploads', row.userId, '-cutout.png');
  await deps.storage.put(key, mask, 'image/png');
  const [kept] = await deps.db
    .update(uploads)
    .set({ cutoutKey: key })
    .where(and(eq(uploads.id, row.id), isNull(uploads.cutoutKey)))
    .returning({ id: uploads.id });
  if (!kept) await deps.storage.delete(key);
}

/**
 * PUT /api/uploads/{id}/mask: the customer's touched-up cut-out (PNG, white = pet), for their own
 * upload only. It must have the photo's proportions; it is stored cleaned (one grey channel).
 */
export async function saveUploadMask(
  deps: Omit<Deps, 'pool' | 'checks'>,
  userId: string,
  uploadId: string,
  bytes: Buffer,
) {
  const row = await ownUpload(deps.db, userId, uploadId);
  if (sniffImageFormat(bytes) !== 'png') throw new AppError('UNSUPPORTED_MEDIA', 'The mask must be a PNG image.');
  if (bytes.length > MASK_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The mask is larger than ${MASK_MAX_BYTES} bytes.`);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: MASK_MAX_SIDE * MASK_MAX_SIDE }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'The mask could not be read.');
  }
  const { width = 0, height = 0 } = meta;
  if (width < 16 || height < 16 || width > MASK_MAX_SIDE || height > MASK_MAX_SIDE)
    throw new AppError('BAD_REQUEST', `The mask must be 16 to ${MASK_MAX_SIDE} pixels on each side.`);
  if (
    Math.abs(width / height - row.width / row.height) >
    0.03 * (row.width / row.height) + 2 / Math.min(width, height)
  ) {
    throw new AppError('BAD_REQUEST', 'The mask must have the same proportions as the photo.');
  }
  let clean: Buffer;
  try {
    clean = await sharp(bytes, { failOn: 'error' })
      .flatten({ background: '#000000' })
      .greyscale()
      .extractChannel(0)
      .png()
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'The mask could not be read.');
  }
  const key = newFileKey('user_uploads', userId, '-mask.png');
  await deps.storage.put(key, clean, 'image/png');
  const [kept] = await deps.db
    .update(uploads)
    .set({ maskKey: key })
    .where(eq(uploads.id, row.id))
    .returning({ id: uploads.id });
  if (!kept) {
    // The upload (or its account) was deleted meanwhile: nobody would ever remove this file.
    await deps.storage.delete(key);
    throw new AppError('NOT_FOUND', 'Upload not found.');
  }
  if (row.maskKey) await deps.storage.delete(row.maskKey);
  return { uploadId: row.id, corrected: true as const };
}
