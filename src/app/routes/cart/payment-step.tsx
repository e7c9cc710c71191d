import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { PaymentOutcome } from '../../../features/payments/payment-dialog';
import { CardPayment } from '../../../features/payments/card-payment';
import { fullName, type ContactForm } from '../../../features/orders/contact-rules';
import { stateName } from '../../../../common/contracts/us-states';

type Props = {
  form: ContactForm;
  /** Nothing ships: no address, no shipping row. */
  digitalOnly: boolean;
  session: { clientSecret: string; orderId: string; amountCents: number };
  /** Bumped after a failed payment so the card form starts fresh. */
  attempt: number;
  error: string | null;
  finishing: boolean;
  onBack: () => void;
  onDone: (outcome: PaymentOutcome) => void;
};

function SummaryRow({
  label,
  children,
  onChange,
  changeLabel,
}: {
  label: string;
  children: ReactNode;
  onChange: () => void;
  changeLabel: string;
}) {
  return (
    <div className="flex items-start gap-4 px-5 py-4">
      <dt className="w-20 shrink-0 text-sm text-stone-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm text-ink">{children}</dd>
      <button
        type="button"
        onClick={onChange}
        aria-label={changeLabel}
        className="shrink-0 rounded-full px-2 py-0.5 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700"
      >
        Change
      </button>
    </div>
  );
}

/** Step 2 'Secure Payment': contact and shipping summaries (each with Change), the card form with Back and Pay. */
export function PaymentStep({ form, digitalOnly, session, attempt, error, finishing, onBack, onDone }: Props) {
  const name = fullName(form);
  return (
    <div className="space-y-8" data-testid="payment-step">
      <dl className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80">
        <SummaryRow label="Contact" onChange={onBack} changeLabel="Change contact">
          <p className="truncate">{form.email.trim()}</p>
          {form.phone.trim() && <p className="text-stone-600">{form.phone.trim()}</p>}
        </SummaryRow>
        {!digitalOnly && (
          <>
            <SummaryRow label="Ship to" onChange={onBack} changeLabel="Change shipping address">
              {name && <p className="font-medium">{name}</p>}
              <p>
                {form.address1.trim()}
                {form.address2.trim() && `, ${form.address2.trim()}`}
              </p>
              <p>
                {form.city.trim()}, {stateName(form.region)} {form.zip.trim()}
              </p>
              <p className="text-stone-600">United States</p>
            </SummaryRow>
            <div className="flex items-center gap-4 px-5 py-4">
              <dt className="w-20 shrink-0 text-sm text-stone-500">Shipping</dt>
              <dd className="flex-1 text-sm font-medium text-emerald-700">Free shipping</dd>
            </div>
          </>
        )}
      </dl>

      <section
        aria-labelledby="secure-payment-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-6"
      >
        <h2 id="secure-payment-heading" className="flex items-center gap-2 text-xl font-semibold">
          <svg viewBox="0 0 20 20" className="h-5 w-5 text-emerald-600" fill="currentColor" aria-hidden="true">
            <path
              d={
                'M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 ' +
                '0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z'
              }
            />
          </svg>
          Secure Payment
        </h2>
        <p className="mt-1 text-sm text-stone-600">All transactions are secure and encrypted.</p>
        {error && (
          <div
            role="alert"
            data-testid="payment-error"
            className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100"
          >
            {error}
          </div>
        )}
        <div className="mt-5">
          {finishing ? (
            <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
              <span
                className="h-8 w-8 animate-spin rounded-full border-[3px] border-stone-200 border-t-brand-500"
                aria-hidden="true"
              />
              <p className="font-semibold text-ink">Payment received — confirming your order...</p>
              <p className="text-sm text-stone-500">Please keep this page open.</p>
            </div>
          ) : (
            <CardPayment
              key={`${session.clientSecret}:${attempt}`}
              clientSecret={session.clientSecret}
              amountCents={session.amountCents}
              returnUrl={`${window.location.origin}/order-success?orderId=${encodeURIComponent(session.orderId)}`}
              onDone={onDone}
              secondary={
                <Button variant="secondary" onClick={onBack} className="py-3 text-base sm:px-8">
                  Back
                </Button>
              }
            />
          )}
        </div>
      </section>
    </div>
  );
}
