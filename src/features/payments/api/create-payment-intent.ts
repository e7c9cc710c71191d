import { request } from '../../../lib/api-client';

export type { TokenPaymentIntent as PaymentSession } from '../../../../common/contracts/tokens';

/** POST /api/create-payment-intent: the server prices the package and binds it to the caller. */
export const createPaymentIntent = (packageId: string, uid: string) =>
  request('POST /api/create-payment-intent', { body: { packageId, uid } });
