import {
  CART_KEY,
  newCartItemId,
  parseCart,
  readCartRaw,
  storeCart,
  type CartItem,
  type CartRemote,
} from './cart-storage';

/** Whether the cart drawer is open, and which line was just added (to scroll to and highlight). */
export type DrawerState = { open: boolean; highlightId: string | null; seq: number };

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * The cart of one app (created in the providers, handed down by context): the local copy in
 * localStorage `cart_v1` (which mirrors the server cart while signed in), newest first, the
 * drawer's state, and the sync's remote. Other tabs' changes arrive through the storage event.
 */
export function createCartStore() {
  let raw: string | null | undefined;
  let items: CartItem[] = [];
  let remote: CartRemote | null = null;
  let drawer: DrawerState = { open: false, highlightId: null, seq: 0 };
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((fn) => fn());

  /** The cart as stored (read again when the stored text changed, e.g. in another tab). */
  const read = (): CartItem[] => {
    const now = readCartRaw();
    if (now !== raw) {
      raw = now;
      items = parseCart(now);
    }
    return items;
  };

  const write = (next: CartItem[]) => {
    storeCart(next);
    raw = readCartRaw();
    items = next;
    emit();
  };

  const setDrawer = (next: Partial<DrawerState>) => {
    drawer = { ...drawer, ...next };
    emit();
  };

  return {
    read,
    write,
    drawer: () => drawer,
    subscribe: (fn: () => void) => {
      listeners.add(fn);
      const onStorage = (e: StorageEvent) => (e.key === CART_KEY || e.key === null) && fn();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(fn);
        window.removeEventListener('storage', onStorage);
      };
    },
    setRemote: (next: CartRemote | null) => {
      remote = next;
    },
    /** Adds to the front and opens the drawer on the new line, unless silent. */
    add: (item: Omit<CartItem, 'id'> & { id?: string }, opts: { silent?: boolean } = {}): CartItem => {
      const full: CartItem = { ...item, id: item.id ?? newCartItemId() };
      write([full, ...read().filter((i) => i.id !== full.id)]);
      remote?.add(full);
      if (!opts.silent) setDrawer({ open: true, highlightId: full.id, seq: drawer.seq + 1 });
      return full;
    },
    remove: (id: string) => {
      write(read().filter((i) => i.id !== id));
      remote?.remove(id);
    },
    /** Empties the cart here and, when signed in, every stored item on the server. */
    clear: () => {
      const ids = read().map((i) => i.id);
      write([]);
      remote?.clear(ids);
    },
    openDrawer: (highlightId: string | null = null) => {
      setDrawer({ open: true, highlightId, seq: drawer.seq + 1 });
    },
    closeDrawer: () => {
      if (drawer.open) setDrawer({ open: false, highlightId: null });
    },
  };
}
