import { randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { libraryItems } from '../../db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import {
  ArtworkUnreadableError,
  parseMockupColor,
  parseMockupSize,
  type MockupColor,
  type MockupSize,
  type MockupsPort,
} from '../../adapters/mockups/mockups.port.js';
import { AppError } from '../../core/errors.js';
import { publishEvent } from '../events/events.service.js';
import { readUsableImage } from '../uploads/uploads.service.js';
import { lockLiveAccount } from '../account/account-delete.service.js';
import type { ComposeFrameBody } from '../../../common/contracts/framing.js';

/** `mockups` is the built-in engine running in the image pool (the CPU cap shared with painting), or Printful. */
export type FramingDeps = { db: Db; storage: Storage; mockups: MockupsPort };

/** docs/spec/shop.md §8 texts. */
export const FRAMING_MESSAGES = {
  missing: 'Missing image, size, or color for mockup generation.',
  notFound: 'Mockup image not found.',
  unreadable: 'Could not analyze mockup transparency.',
  failed: 'Failed to compose framed image',
} as const;

/** The artwork, size and colour of a compose-frame request (colour black when absent); docs/spec/shop.md §8's text when one is missing. */
export function parseFramingRequest(raw: ComposeFrameBody) {
  const imageUrl = typeof raw?.imageUrl === 'string' ? raw.imageUrl.trim() : '';
  const size = typeof raw?.size === 'string' ? parseMockupSize(raw.size) : null;
  const color =
    raw?.color === undefined || raw.color === null
      ? 'black'
      : typeof raw.color === 'string'
        ? parseMockupColor(raw.color)
        : null;
  if (!imageUrl || imageUrl.length > 2000 || !size || !color)
    throw new AppError('BAD_REQUEST', FRAMING_MESSAGES.missing);
  return { imageUrl, size, color };
}

export type ComposedFrame = {
  /** Wall view, close-up, then the framed print: the main picture is last, so the order page's
   * "move the last first" rule leads with it (docs/spec/shop.md §7). */
  urls: string[];
  /** The framed print alone. */
  url: string;
};

/**
 * Composes the caller's artwork (their own image or a shop image) into a frame of the chosen size
 * and colour, stores the three views, and remembers the framed view on the library item it came from.
 */
export async function composeFrameForUser(
  deps: FramingDeps,
  input: { userId: string; imageUrl: string; size: MockupSize; color: MockupColor },
): Promise<ComposedFrame> {
  const image = await readUsableImage(deps, input.userId, input.imageUrl).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', FRAMING_MESSAGES.notFound);
    throw err;
  });
  const views = await deps.mockups
    .composeFrame({ artwork: image.body, size: input.size, color: input.color })
    .catch((err: unknown) => {
      if (err instanceof ArtworkUnreadableError) throw new AppError('BAD_REQUEST', FRAMING_MESSAGES.unreadable);
      throw new AppError('INTERNAL', FRAMING_MESSAGES.failed);
    });
  const stem = `mockups/${input.userId}/${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  const [framed, wall, closeUp] = await Promise.all(
    (
      [
        ['framed', views.framed],
        ['wall', views.wall],
        ['closeup', views.closeUp],
      ] as const
    ).map(async ([name, body]) => {
      const { key } = await deps.storage.put(`${stem}-${name}.webp`, body, 'image/webp');
      return deps.storage.urlFor(key);
    }),
  );
  await rememberMockup(deps.db, input.userId, image.key, framed!).catch(async (err: unknown) => {
    // Its account was deleted meanwhile: nobody would ever remove these views.
    await Promise.all(['framed', 'wall', 'closeup'].map((name) => deps.storage.delete(`${stem}-${name}.webp`)));
    throw err;
  });
  return { urls: [wall!, closeUp!, framed!], url: framed! };
}

/** When the artwork is one of the caller's library images, its mockup becomes this framed view. */
async function rememberMockup(db: Db, userId: string, key: string, mockupUrl: string) {
  await db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId);
    const updated = await tx
      .update(libraryItems)
      .set({ mockupUrl, updatedAt: new Date() })
      .where(and(eq(libraryItems.userId, userId), or(eq(libraryItems.imageKey, key), eq(libraryItems.fullKey, key))))
      .returning({ id: libraryItems.id });
    if (updated.length > 0) await publishEvent(tx, { userId, topic: 'library' });
  });
}
