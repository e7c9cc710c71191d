import { api } from '../../lib/api-client';

export type PaymentSession = {
  clientSecret: string;
  paymentId: string;
  provider: 'local' | 'stripe';
  amountCents: number;
  currency: string;
  packageId: string;
  tokens: number;
};

export type TestCardResult = { status: 'succeeded' } | { status: 'failed'; message?: string };


/** POST /api/create-payment-intent: the server prices the package and binds it to the caller. */
export function createPaymentIntent(packageId: string, uid: string) {
  return api<PaymentSession>('/api/create-payment-intent', { body: { packageId, uid } });
}

/** The built-in test gateway's card form. */
export function payWithTestCard(input: { clientSecret: string; number: string; expMonth: number; expYear: number; cvc: string }) {
  return api<TestCardResult>('/api/payments/local/confirm', { body: input });
}
