/** The local cart (spec: cart storage). Always written first; the synced cart mirrors into it. */
export const CART_KEY = 'cart_v1';
export const CART_CHANGED = 'cart-changed';
export const CART_ITEM_ADDED = 'cart-item-added';

export type CartItem = {
  id: string;
  artworkUrl: string;
  originalUrl?: string;
  size: string;
  color?: string | null;
  templateName?: string;
  createdAt?: string;
};

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
  localStorage.setItem(CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: { count: items.length, items } }));
}

export function addToLocalCart(item: Omit<CartItem, 'id'> & { id?: string }, opts: { silent?: boolean } = {}): CartItem {
  const full: CartItem = { ...item, id: item.id ?? newCartItemId() };
  writeCart([full, ...readCart().filter((i) => i.id !== full.id)]);
  if (!opts.silent) window.dispatchEvent(new CustomEvent(CART_ITEM_ADDED, { detail: full }));
  return full;
}

export function removeFromLocalCart(id: string) {
  writeCart(readCart().filter((i) => i.id !== id));
}
