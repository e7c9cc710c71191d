import { request } from '../../../lib/api-client';

export const clearCart = () => request('DELETE /api/cart');
