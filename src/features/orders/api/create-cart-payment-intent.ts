import type { CartPaymentIntentBody } from '../../../../common/contracts/orders';
import { request } from '../../../lib/api-client';

/** One line of the checkout, as the cart page sends it. */
export type CheckoutLine = CartPaymentIntentBody['items'][number];

/**
 * The server prices the items from its catalog, stores the pending order and opens its payment.
 * A digital-only order sends no address (DigitalContact).
 */
export const createCartPaymentIntent = (body: CartPaymentIntentBody) =>
  request('POST /api/create-cart-payment-intent', { body });
