import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { PaymentOutcome } from './payment-outcome';

const loaders = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched only when a payment dialog first needs it (the pure entry does not preload). */
function stripeFor(publishableKey: string) {
  let promise = loaders.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    loaders.set(publishableKey, promise);
    void promise.then((s) => s || loaders.delete(publishableKey));
  }
  return promise;
}

const appearance = {
  theme: 'stripe' as const,
  variables: {
    colorPrimary: '#e4572e',
    colorText: '#1c1917',
    borderRadius: '12px',
    fontFamily: 'Inter, system-ui, sans-serif',
  },
};

type Props = {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  returnUrl: string;
  onDone: (outcome: PaymentOutcome) => void;
  /** An extra action beside Pay (e.g. the checkout's Back). */
  secondary?: ReactNode;
};

/** Stripe's Payment Element; the tokens are credited by the server when Stripe's webhook says so. */
export function StripePaymentForm({ publishableKey, clientSecret, amountCents, returnUrl, onDone, secondary }: Props) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  useEffect(() => {
    if (stripe === null) onDone({ ok: false, message: 'Payment failed to initialize' });
  }, [stripe, onDone]);
  if (!stripe) return <Spinner label="Loading secure payment form..." className="py-10" />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <StripeForm amountCents={amountCents} returnUrl={returnUrl} onDone={onDone} secondary={secondary} />
    </Elements>
  );
}

function StripeForm({
  amountCents,
  returnUrl,
  onDone,
  secondary,
}: Pick<Props, 'amountCents' | 'returnUrl' | 'onDone' | 'secondary'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (error) {
        // Validation errors stay in the form, like the test gateway's; real failures end the payment.
        if (error.type === 'validation_error') return setBusy(false);
        return onDone({ ok: false, message: error.message || 'Payment failed' });
      }
      if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing'))
        return onDone({ ok: true, pending: true });
      onDone({ ok: false, message: 'Payment failed' });
    } catch {
      onDone({ ok: false, message: 'Payment failed due to an unexpected error' });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => onDone({ ok: false, message: 'Payment failed to initialize' })}
      />
      {!ready && <Spinner label="Loading secure payment form..." className="py-4" />}
      <div className={secondary ? 'flex flex-col-reverse gap-3 sm:flex-row' : ''}>
        {secondary}
        <Button type="submit" disabled={!stripe || !ready || busy} className="w-full flex-1 py-3 text-base">
          {busy ? 'Processing...' : `Pay ${formatCents(amountCents)}`}
        </Button>
      </div>
    </form>
  );
}
