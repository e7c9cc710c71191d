import type { ReactNode } from 'react';
import { usePublicConfig } from '../../lib/use-me';
import { Spinner } from '../../components/ui/spinner';
import { LocalCardForm } from './local-card-form';
import { StripePaymentForm } from './stripe-payment-form';
import type { PaymentOutcome } from './payment-dialog';
import { SecurePaymentNote } from './secure-payment-note';

type Props = {
  clientSecret: string;
  amountCents: number;
  /** Where Stripe sends the customer back when a card needs a redirect (e.g. 3-D Secure). */
  returnUrl: string;
  onDone: (outcome: PaymentOutcome) => void;
  secondary?: ReactNode;
};

/** The card form of the shop's payment provider: the labelled test gateway, or Stripe's Payment Element. */
export function CardPayment({ clientSecret, amountCents, returnUrl, onDone, secondary }: Props) {
  const config = usePublicConfig();
  const payments = config.data?.payments;
  let form: ReactNode;
  if (!payments) {
    form = config.isError ? (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-700">
        The secure payment form could not be loaded. Please refresh the page.
      </p>
    ) : (
      <Spinner label="Loading secure payment form..." className="py-10" />
    );
  } else if (payments.kind === 'local') {
    form = (
      <LocalCardForm clientSecret={clientSecret} amountCents={amountCents} onDone={onDone} secondary={secondary} />
    );
  } else if (payments.publishableKey) {
    form = (
      <StripePaymentForm
        publishableKey={payments.publishableKey}
        clientSecret={clientSecret}
        amountCents={amountCents}
        returnUrl={returnUrl}
        onDone={onDone}
        secondary={secondary}
      />
    );
  } else {
    form = (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-medium text-red-700">
        Payment failed to initialize
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {form}
      <SecurePaymentNote stripe={payments?.kind === 'stripe'} />
    </div>
  );
}
