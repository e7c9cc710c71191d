import { queryOptions } from '@tanstack/react-query';
import type { CartItem as ServerCartItem } from '../../../../common/contracts/cart';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A server cart line; `unavailable` when its portrait no longer exists. */
export type CartItem = ServerCartItem & { unavailable?: boolean };

/** The signed-in customer's server cart. */
export const getCart = async (): Promise<CartItem[]> => (await request('GET /api/cart')).items;

export const getCartQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: queryKeys.cart.user(userId), queryFn: getCart });
