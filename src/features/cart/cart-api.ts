import type { CartItem as ServerCartItem, CartItemInput } from '../../../common/contracts/cart';

/** A server cart line; `unavailable` when its portrait no longer exists. */
type CartItem = ServerCartItem & { unavailable?: boolean };
import { api } from '../../lib/api-client';
import type { CartApi } from './cart-sync';

/** The signed-in customer's server cart (server/features/cart/cart.routes.ts). */
export const cartApi: CartApi & { list: () => Promise<CartItem[]> } = {
  list: async () => (await api('/api/cart', { reply: 'cart' })).items,
  add: async (items: CartItemInput[]) => (await api('/api/cart/items', { reply: 'cart', body: { items } })).items,
  remove: (id: string) => api(`/api/cart/items/${encodeURIComponent(id)}`, { reply: 'noContent', method: 'DELETE' }),
  clear: () => api('/api/cart', { reply: 'noContent', method: 'DELETE' }),
};
