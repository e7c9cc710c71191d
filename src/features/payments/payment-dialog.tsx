import { useEffect } from 'react';
import { formatCents } from '../../../common/money';
import { Modal } from '../../components/ui/modal';
import { usePublicConfig } from '../../lib/use-me';
import { useShopSettings } from '../../lib/shop-settings';
import { LocalCardForm } from './local-card-form';
import { StripePaymentForm } from './stripe-payment-form';
import type { PaymentSession } from './api/create-payment-intent';
import { Spinner } from '../../components/ui/spinner';
import type { PaymentOutcome } from './payment-outcome';
import { SecurePaymentNote } from './secure-payment-note';

export type { PaymentOutcome };

/** The secure payment dialog: the test card form, or Stripe's Payment Element in production. */
export function PaymentDialog({
  session,
  onDone,
  onCancel,
}: {
  session: PaymentSession | null;
  onDone: (outcome: PaymentOutcome) => void;
  onCancel: () => void;
}) {
  const config = usePublicConfig();
  const publishableKey = config.data?.payments.publishableKey;
  const shopName = useShopSettings().shop.name;
  return (
    <Modal open={Boolean(session)} onClose={onCancel} title="Secure Payment">
      {session && (
        <div className="space-y-5">
          <div className="flex items-center justify-between rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
            <div>
              <p className="font-semibold text-ink">{session.tokens} tokens</p>
              <p className="text-xs text-stone-500">{shopName} token pack</p>
            </div>
            <p className="font-display text-2xl font-semibold text-ink">{formatCents(session.amountCents)}</p>
          </div>
          {session.provider === 'local' ? (
            <LocalCardForm clientSecret={session.clientSecret} amountCents={session.amountCents} onDone={onDone} />
          ) : publishableKey ? (
            <StripePaymentForm
              publishableKey={publishableKey}
              clientSecret={session.clientSecret}
              amountCents={session.amountCents}
              returnUrl={`${window.location.origin}/tokens`}
              onDone={onDone}
            />
          ) : config.isPending ? (
            <Spinner label="Loading secure payment form..." className="py-10" />
          ) : (
            <MissingKey onDone={onDone} />
          )}
          <SecurePaymentNote stripe={session.provider !== 'local'} />
        </div>
      )}
    </Modal>
  );
}

/** Stripe is the provider but the shop sent no publishable key: the form cannot load. */
function MissingKey({ onDone }: { onDone: (outcome: PaymentOutcome) => void }) {
  useEffect(() => onDone({ ok: false, message: 'Payment failed to initialize' }), [onDone]);
  return null;
}
