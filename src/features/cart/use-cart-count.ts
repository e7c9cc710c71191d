import { useEffect, useState } from 'react';
import { CART_CHANGED, CART_KEY, readCart } from './cart-storage';

/** The number of items in the cart, following cart-changed events and other tabs. */
export function useCartCount() {
  const [count, setCount] = useState(() => readCart().length);
  useEffect(() => {
    const onChange = () => setCount(readCart().length);
    const onStorage = (e: StorageEvent) => e.key === CART_KEY && onChange();
    window.addEventListener(CART_CHANGED, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_CHANGED, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return count;
}
