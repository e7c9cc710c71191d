import type { CartItem as ServerCartItem, CartItemInput } from '../../../common/contracts/cart';
import { isFrameColor, isItemSize } from '../../lib/order-lines';
import { newCartItemId, type CartItem } from './cart-storage';
import type { CartStore } from './cart-store';

/**
 * Cart sync (docs/spec/commerce.md §4). The local cart is always written first. While a customer is signed in the
 * server cart is mirrored into it (newest first); at sign-in the items only this browser knows
 * are copied up in one batch (the server merges without duplicates). Errors are logged, never
 * thrown, and never cost the local cart an item.
 */

/** Which user the local cart last mirrored, and the ids that came from that server cart. */
export const SYNC_KEY = 'cart_v1_sync';
export type SyncMeta = { owner: string | null; mirrored: string[] };

export function readSyncMeta(): SyncMeta {
  try {
    const m = JSON.parse(localStorage.getItem(SYNC_KEY) ?? 'null') as Partial<SyncMeta> | null;
    return {
      owner: typeof m?.owner === 'string' ? m.owner : null,
      mirrored: Array.isArray(m?.mirrored) ? m.mirrored.filter((x) => typeof x === 'string') : [],
    };
  } catch {
    return { owner: null, mirrored: [] };
  }
}

function writeSyncMeta(meta: SyncMeta) {
  try {
    localStorage.setItem(SYNC_KEY, JSON.stringify(meta));
  } catch {
    /* storage blocked: the next sign-in copies everything up, which the server merges */
  }
}

const ID_RE = /^ci_[A-Za-z0-9_]{1,60}$/;

/** A local item as the server accepts it, or null when it cannot be sent (no picture, unknown size). */
export function toCartInput(item: CartItem): CartItemInput | null {
  if (
    !item.artworkUrl ||
    typeof item.artworkUrl !== 'string' ||
    item.artworkUrl.length > 2000 ||
    !isItemSize(item.size)
  )
    return null;
  const digital = item.size === 'digital';
  return {
    id: ID_RE.test(item.id) ? item.id : newCartItemId(),
    artworkUrl: item.artworkUrl,
    originalUrl: item.originalUrl && item.originalUrl.length <= 2000 ? item.originalUrl : null,
    size: item.size,
    color: !digital && isFrameColor(item.color) ? item.color : null,
    templateName: item.templateName ? item.templateName.slice(0, 120) : null,
    mockupUrls: (item.mockupUrls ?? []).filter((u) => typeof u === 'string' && u.length <= 2000).slice(0, 6),
  };
}

export function fromServer(item: ServerCartItem & { unavailable?: boolean }): CartItem {
  return {
    ...(item.unavailable ? { unavailable: true } : {}),
    id: item.id,
    artworkUrl: item.artworkUrl,
    originalUrl: item.originalUrl,
    size: item.size,
    color: item.color,
    templateName: item.templateName,
    mockupUrls: item.mockupUrls,
    createdAt: item.createdAt,
  };
}

type Line = Pick<CartItem, 'artworkUrl' | 'size' | 'color'>;
/** The server keeps one line per artwork, size and colour. */
export const sameLine = (a: Line, b: Line) =>
  a.artworkUrl === b.artworkUrl && a.size === b.size && (a.color ?? null) === (b.color ?? null);

/**
 * At sign-in of `userId`: the items to keep locally until the server answers, and those to copy up.
 * Items that came from this user's server cart are not sent again (they may have been removed
 * elsewhere since); items mirrored from another account are dropped (they stay in that account).
 * Everything else — a guest's items — is copied up.
 */
export function planSignIn(
  local: CartItem[],
  meta: SyncMeta,
  userId: string,
): { keep: CartItem[]; upload: CartItem[] } {
  const mirrored = new Set(meta.owner ? meta.mirrored : []);
  const upload = local.filter((i) => !mirrored.has(i.id));
  return { keep: meta.owner === userId ? local : upload, upload };
}

/**
 * The local cart after a server answer: the server's items (newest first, minus removals still on
 * their way) after the items only this browser has (adds on their way or not yet accepted).
 */
export function mirrorCart(
  local: CartItem[],
  server: CartItem[],
  mirrored: ReadonlySet<string>,
  removing: ReadonlySet<string>,
): CartItem[] {
  const kept = server.filter((s) => !removing.has(s.id));
  const localOnly = local.filter(
    (l) => !mirrored.has(l.id) && !removing.has(l.id) && !server.some((s) => s.id === l.id || sameLine(s, l)),
  );
  return [...localOnly, ...kept];
}

export function sameCart(a: CartItem[], b: CartItem[]) {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

export type CartApi = {
  add: (items: CartItemInput[]) => Promise<ServerCartItem[]>;
  remove: (id: string) => Promise<unknown>;
  clear: () => Promise<unknown>;
};

type Deps = {
  api: CartApi;
  /** The local cart this sync mirrors into and registers its remote with. */
  cart: Pick<CartStore, 'read' | 'write' | 'setRemote'>;
  /** The server answered with the cart of the signed-in `userId` (e.g. to seed the query cache). */
  onServerCart?: (items: ServerCartItem[], userId: string) => void;
  /** A remove or clear reached the server (or failed): time to read the cart again. */
  onSettled?: () => void;
  log?: (message: string, err: unknown) => void;
};

export function createCartSync({ api, cart, onServerCart, onSettled, log = (m, e) => console.warn(m, e) }: Deps) {
  let userId: string | null = null;
  const removing = new Set<string>();

  const mirror = (server: ServerCartItem[]) => {
    if (!userId) return;
    const meta = readSyncMeta();
    const mirrored = new Set(meta.owner === userId ? meta.mirrored : []);
    const local = cart.read();
    const next = mirrorCart(local, server.map(fromServer), mirrored, removing);
    writeSyncMeta({ owner: userId, mirrored: server.map((s) => s.id) });
    if (!sameCart(local, next)) cart.write(next);
  };

  const answered = (uid: string) => (server: ServerCartItem[]) => {
    if (userId !== uid) return;
    mirror(server);
    onServerCart?.(server, uid);
  };

  const remote = {
    add(item: CartItem) {
      const input = toCartInput(item);
      const uid = userId;
      if (!input || !uid) return;
      api.add([input]).then(answered(uid), (err) => log('Cart sync: add failed', err));
    },
    remove(id: string) {
      removing.add(id);
      api
        .remove(id)
        .catch((err) => log('Cart sync: remove failed', err))
        .finally(() => {
          removing.delete(id);
          onSettled?.();
        });
    },
    clear(ids: string[]) {
      ids.forEach((id) => removing.add(id));
      api
        .clear()
        .catch((err) => log('Cart sync: clear failed', err))
        .finally(() => {
          ids.forEach((id) => removing.delete(id));
          onSettled?.();
        });
    },
  };

  return {
    mirror,
    /** Copies the browser-only items up in one batch, then mirrors the merged cart. */
    async signIn(uid: string) {
      userId = uid;
      cart.setRemote(remote);
      const meta = readSyncMeta();
      const local = cart.read();
      const { keep, upload } = planSignIn(local, meta, uid);
      if (!sameCart(local, keep)) cart.write(keep);
      writeSyncMeta({ owner: uid, mirrored: meta.owner === uid ? meta.mirrored : [] });
      const inputs = upload.map(toCartInput).filter((i): i is CartItemInput => i !== null);
      if (inputs.length === 0) return;
      try {
        answered(uid)(await api.add(inputs));
      } catch (err) {
        log('Cart sync: copying the cart up failed', err);
      }
    },
    /**
     * Stops mirroring. A cart that mirrored an account is emptied on this browser (the next person
     * must not see it; it waits on the server, where sign-in put the guest's items too); a guest's
     * own cart, never tied to an account, stays.
     */
    signOut() {
      userId = null;
      cart.setRemote(null);
      removing.clear();
      if (readSyncMeta().owner === null) return;
      writeSyncMeta({ owner: null, mirrored: [] });
      cart.write([]);
    },
  };
}
