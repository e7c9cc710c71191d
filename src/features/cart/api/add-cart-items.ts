import type { CartItemInput } from '../../../../common/contracts/cart';
import { request } from '../../../lib/api-client';

/** Adds lines (or copies a guest cart up, merged without duplicates); answers the whole cart. */
export const addCartItems = async (items: CartItemInput[]) =>
  (await request('POST /api/cart/items', { body: { items } })).items;
