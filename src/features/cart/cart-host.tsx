import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';
import { addCartItems } from './api/add-cart-items';
import { clearCart } from './api/clear-cart';
import { getCartQueryOptions } from './api/get-cart';
import { removeCartItem } from './api/remove-cart-item';
import type { CartApi } from './cart-sync';

/** The signed-in customer's server cart, as the sync calls it. */
const cartApi: CartApi = { add: addCartItems, remove: removeCartItem, clear: clearCart };
import { createCartSync } from './cart-sync';
import { useCartDrawer, useCartStore } from './cart-context';

// The drawer's code loads the first time it opens, not with the first page.
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/**
 * Mounted once in the layout: keeps the local cart in sync with the signed-in customer's server
 * cart (live in every tab through the ['cart'] query the event stream refreshes), opens the drawer
 * when an item is added (the store's drawer state), and renders the drawer.
 */
export function CartHost() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const queryClient = useQueryClient();
  const cart = useCartStore();
  const [sync] = useState(() =>
    createCartSync({
      api: cartApi,
      cart,
      onServerCart: (items, uid) => queryClient.setQueryData(queryKeys.cart.user(uid), items),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
    }),
  );
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    if (session.isPending) return;
    if (!userId) {
      sync.signOut();
      return;
    }
    let live = true;
    void sync.signIn(userId).finally(() => live && setReadyFor(userId));
    return () => {
      live = false;
      setReadyFor(null);
    };
  }, [session.isPending, userId, sync]);

  const remote = useQuery({
    ...getCartQueryOptions(userId),
    enabled: Boolean(userId) && readyFor === userId,
    retry: 1,
  });
  useEffect(() => {
    if (remote.data && readyFor && readyFor === userId) sync.mirror(remote.data);
  }, [remote.data, remote.dataUpdatedAt, readyFor, userId, sync]);

  const { pathname } = useLocation();
  useEffect(() => cart.closeDrawer(), [pathname, cart]);

  const { open } = useCartDrawer();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
