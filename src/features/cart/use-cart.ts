import { useSyncExternalStore } from 'react';
import { addToLocalCart, CART_CHANGED, CART_KEY, clearLocalCart, readCart, removeFromLocalCart, type CartItem } from './cart-storage';
import { subtotalCents } from '../../lib/order-lines';

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function snapshot(): CartItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_KEY);
  } catch {
    /* blocked storage reads as empty */
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = readCart();
  }
  return cachedItems;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => (e.key === CART_KEY || e.key === null) && onChange();
  window.addEventListener(CART_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = (): CartItem[] => [];

/**
 * The cart as every screen sees it: the local copy (which mirrors the server cart while signed in),
 * newest first, with the actions. Adds go to the front and open the drawer unless silent.
 */
export function useCart() {
  const items = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    items,
    count: items.length,
    subtotalCents: subtotalCents(items),
    add: addToLocalCart,
    remove: removeFromLocalCart,
    clear: clearLocalCart,
  };
}
