/** The local cart (spec: cart storage). Always written first; the synced cart mirrors into it. */
export const CART_KEY = 'cart_v1';
export const CART_CHANGED = 'cart-changed';
export const CART_ITEM_ADDED = 'cart-item-added';

export type CartItem = {
  id: string;
  artworkUrl: string;
  originalUrl?: string | null;
  size: string;
  color?: string | null;
  templateName?: string | null;
  /** Framed mockups of the artwork (the first one is the line's picture when present). */
  mockupUrls?: string[];
  createdAt?: string;
};

/**
 * The signed-in cart's server side. The sync (cart-sync.ts) registers it while a customer is signed
 * in, so every add, remove and clear — from any screen — also reaches the server. Local first.
 */
export type CartRemote = { add: (item: CartItem) => void; remove: (id: string) => void; clear: (ids: string[]) => void };
let remote: CartRemote | null = null;

export function setCartRemote(next: CartRemote | null) {
  remote = next;
}

export function newCartItemId() {
  return `ci_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
}

export function readCart(): CartItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((i) => i && typeof i === 'object' && typeof i.id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the event still carries the cart for this tab.
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: { count: items.length, items } }));
}

export function addToLocalCart(item: Omit<CartItem, 'id'> & { id?: string }, opts: { silent?: boolean } = {}): CartItem {
  const full: CartItem = { ...item, id: item.id ?? newCartItemId() };
  writeCart([full, ...readCart().filter((i) => i.id !== full.id)]);
  remote?.add(full);
  if (!opts.silent) window.dispatchEvent(new CustomEvent(CART_ITEM_ADDED, { detail: full }));
  return full;
}

export function removeFromLocalCart(id: string) {
  writeCart(readCart().filter((i) => i.id !== id));
  remote?.remove(id);
}

/** Empties the cart here and, when signed in, every stored item on the server. */
export function clearLocalCart() {
  const ids = readCart().map((i) => i.id);
  writeCart([]);
  remote?.clear(ids);
}
