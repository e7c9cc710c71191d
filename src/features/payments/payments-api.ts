import { api } from '../../lib/api-client';

export type { TokenPaymentIntent as PaymentSession } from '../../../common/contracts/tokens';

/** POST /api/create-payment-intent: the server prices the package and binds it to the caller. */
export function createPaymentIntent(packageId: string, uid: string) {
  return api('/api/create-payment-intent', { reply: 'tokenPaymentIntent', body: { packageId, uid } });
}

/** The built-in test gateway's card form. */
export function payWithTestCard(input: {
  clientSecret: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) {
  return api('/api/payments/local/confirm', { reply: 'testCard', body: input });
}
