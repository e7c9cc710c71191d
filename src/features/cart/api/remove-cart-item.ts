import { request } from '../../../lib/api-client';

export const removeCartItem = (id: string) => request('DELETE /api/cart/items/:id', { params: { id } });
