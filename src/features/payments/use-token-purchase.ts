import { useCallback, useEffect, useState } from 'react';
import toast from '../../lib/toast';
import type { TokenPack } from '../../../common/contracts/settings';
import { toastApiError } from '../../lib/api-errors';
import { createPaymentIntent, type PaymentSession } from './api/create-payment-intent';
import type { PaymentOutcome } from './payment-dialog';

/**
 * The purchase states (docs/spec/shop.md §4): package chosen -> confirm dialog -> payment session created ->
 * secure payment dialog -> pay. Success closes the dialog; failure closes it with a message.
 */
export function useTokenPurchase(uid: string | undefined, sessionPending = false) {
  const [chosen, setChosen] = useState<TokenPack | null>(null);
  const [starting, setStarting] = useState(false);
  const [session, setSession] = useState<PaymentSession | null>(null);

  const choose = useCallback(
    (pkg: TokenPack) => {
      // While the session loads the package is confirmed as usual; the payment waits for it (`busy`).
      if (!uid && !sessionPending) return void toast.error('Please log in first.');
      setChosen(pkg);
    },
    [uid, sessionPending],
  );

  // Chosen while the session loaded, and it says signed out: the same answer as a press when signed out.
  const signedOutAfterAll = chosen !== null && !uid && !sessionPending;
  useEffect(() => {
    if (!signedOutAfterAll) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the session's answer arrives from outside
    setChosen(null);
    toast.error('Please log in first.');
  }, [signedOutAfterAll]);

  const confirm = useCallback(async () => {
    if (!chosen || sessionPending) return;
    if (!uid) {
      setChosen(null);
      return void toast.error('Please log in first.');
    }
    setStarting(true);
    try {
      const started = await createPaymentIntent(chosen.id, uid);
      if (!started?.clientSecret) return void toast.error('Missing client secret');
      setSession(started);
    } catch (err) {
      toastApiError(err, { UNAUTHENTICATED: 'Please log in first.', otherwise: 'Failed to start payment' });
    } finally {
      setStarting(false);
      setChosen(null);
    }
  }, [chosen, uid, sessionPending]);

  const finish = useCallback(
    (outcome: PaymentOutcome) => {
      const tokens = session?.tokens;
      setSession(null);
      if (outcome.ok) {
        toast.success(
          outcome.pending
            ? 'Payment received! Your tokens will appear in a moment.'
            : `Payment successful! ${tokens} tokens added.`,
          { id: 'token-payment' },
        );
      } else toast.error(outcome.message || 'Payment failed', { id: 'token-payment' });
    },
    [session],
  );

  return {
    chosen,
    starting: starting || (chosen !== null && sessionPending),
    session,
    choose,
    confirm,
    cancelConfirm: () => setChosen(null),
    cancelPayment: () => setSession(null),
    finish,
  };
}
