import { useCart } from './use-cart';

/** The number of items in the cart, following cart-changed events and other tabs. */
export function useCartCount() {
  return useCart().count;
}
