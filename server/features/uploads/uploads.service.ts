import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { libraryItems, uploads } from '../../db/schema.js';
import { isPublicKey, newFileKey, type Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../core/errors.js';
import { lockLiveAccount } from '../account/account-delete.service.js';
import { cleanUploadedImage, contentTypeOf, sanitizeFilename } from './image-validation.js';

export type UploadedFile = {
  id: string;
  url: string;
  path: string;
  relativePath: string;
  type: string;
  width: number;
  height: number;
};

/** Validates and cleans a photo, stores it at user_uploads/{user}/{timestamp}_{random}-{filename} (private), records the owner. */
export async function saveUpload(
  deps: { db: Db; storage: Storage },
  input: { userId: string; bytes: Buffer; filename: string },
): Promise<UploadedFile> {
  const clean = await cleanUploadedImage(input.bytes);
  return storeOwnedImage(deps, {
    userId: input.userId,
    body: clean.body,
    format: clean.format,
    width: clean.width,
    height: clean.height,
    filename: input.filename,
    prefix: 'user_uploads',
  });
}

/** Stores an image the user owns (an upload, or a processed copy of one). Names are unguessable. */
export async function storeOwnedImage(
  { db, storage }: { db: Db; storage: Storage },
  input: {
    userId: string;
    body: Buffer;
    format: 'jpeg' | 'png' | 'webp';
    width: number;
    height: number;
    filename: string;
    prefix: string;
  },
): Promise<UploadedFile> {
  const name = sanitizeFilename(input.filename, input.format);
  const key = newFileKey(input.prefix, input.userId, `-${Date.now()}_${name}`);
  const type = contentTypeOf(input.format);
  const { url } = await storage.put(key, input.body, type);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // An account deleted meanwhile: a clear 401, and its deletion (which waits for this lock) never misses the row.
      await lockLiveAccount(tx, input.userId);
      await tx.insert(uploads).values({
        id,
        userId: input.userId,
        key,
        contentType: type,
        width: input.width,
        height: input.height,
        bytes: input.body.length,
        originalName: input.filename.slice(0, 200),
      });
    });
  } catch (err) {
    // The file is written before its row: without the row nobody would ever remove it.
    await storage.delete(key).catch(() => {});
    throw err;
  }
  return { id, url, path: key, relativePath: key, type, width: input.width, height: input.height };
}

/**
 * The bytes behind an imageUrl (or an upload id) that this user may use: their own uploads and
 * library images, or shop-wide images. Anything else — other hosts, other people's files — is refused
 * without revealing whether it exists. The server never fetches a URL.
 */
export async function readUsableImage(
  { db, storage }: { db: Db; storage: Storage },
  userId: string,
  imageUrl: string,
): Promise<{ key: string; body: Buffer; maskKey?: string }> {
  const byId = /^[0-9a-f-]{36}$/i.test(imageUrl)
    ? await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.id, imageUrl), eq(uploads.userId, userId)))
    : [];
  const key = byId[0]?.key ?? storage.keyFromUrl(imageUrl);
  if (!key)
    throw new AppError('BAD_REQUEST', 'imageUrl must be an image stored by this shop (an upload or a library image).');
  let allowed = isPublicKey(key);
  let maskKey: string | null = null;
  if (!allowed) {
    const [owned] = await db
      .select({ id: uploads.id, maskKey: uploads.maskKey, cutoutKey: uploads.cutoutKey })
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.userId, userId)));
    const [inLibrary] = owned
      ? [owned]
      : await db
          .select({ id: libraryItems.id })
          .from(libraryItems)
          .where(
            and(eq(libraryItems.userId, userId), or(eq(libraryItems.imageKey, key), eq(libraryItems.fullKey, key))),
          );
    allowed = Boolean(inLibrary);
    maskKey = owned?.maskKey ?? owned?.cutoutKey ?? null;
  }
  const file = allowed ? await storage.get(key) : null;
  if (!file) throw new AppError('NOT_FOUND', 'Image not found.');
  // The customer's touched-up cut-out of this photo when they made one, else the model's kept from the
  // photo check: the portrait uses it instead of running the model again.
  return { key, body: file.body, ...(maskKey ? { maskKey } : {}) };
}
