/** The local cart (docs/spec/commerce.md §4, Cart storage). Always written first; the synced cart mirrors into it. */
export const CART_KEY = 'cart_v1';

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
  /** The server says the line's portrait no longer exists (deleted or expired): it cannot be bought. */
  unavailable?: boolean;
};

/**
 * The signed-in cart's server side. The sync (cart-sync.ts) registers it with the cart store while
 * a customer is signed in, so every add, remove and clear — from any screen — also reaches the
 * server. Local first.
 */
export type CartRemote = {
  add: (item: CartItem) => void;
  remove: (id: string) => void;
  clear: (ids: string[]) => void;
};

export function newCartItemId() {
  return `ci_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
}

/** The raw stored cart (null when none or storage is blocked). */
export function readCartRaw(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

export function parseCart(raw: string | null): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (i: unknown): i is CartItem =>
            typeof i === 'object' && i !== null && typeof (i as { id?: unknown }).id === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function storeCart(items: CartItem[]) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the store keeps the cart in memory for this tab.
  }
}
