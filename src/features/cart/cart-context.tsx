import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createCartStore, type CartStore, type DrawerState } from './cart-store';
import type { CartItem } from './cart-storage';
import { subtotalCents } from '../../lib/order-lines';
import { useShopSettings } from '../../lib/shop-settings';

const CartContext = createContext<CartStore | null>(null);

/** Provides the app's one cart store (mounted in src/app/providers.tsx). */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCartStore needs a CartProvider above it.');
  return store;
}

const serverItems = (): CartItem[] => [];

/** The cart as every screen sees it, newest first, with the actions and the drawer's controls. */
export function useCart() {
  const store = useCartStore();
  const items = useSyncExternalStore(store.subscribe, store.read, serverItems);
  const prices = useShopSettings();
  return {
    items,
    count: items.length,
    subtotalCents: subtotalCents(items, prices),
    add: store.add,
    remove: store.remove,
    clear: store.clear,
    openDrawer: store.openDrawer,
    closeDrawer: store.closeDrawer,
  };
}

const closedDrawer: DrawerState = { open: false, highlightId: null, seq: 0 };

export function useCartDrawer(): DrawerState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.drawer, () => closedDrawer);
}
