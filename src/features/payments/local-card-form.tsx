import { useState, type FormEvent, type ReactNode } from 'react';
import { formatCents } from '../../../common/money';
import { ApiError } from '../../lib/api-client';
import { hasErrorCode } from '../../lib/api-errors';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-input';
import { payWithTestCard } from './api/pay-with-test-card';
import type { PaymentOutcome } from './payment-outcome';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', result: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', result: 'Card declined' },
  { number: '4000 0000 0000 9995', result: 'Insufficient funds' },
];

/**
 * The built-in test gateway's card form. Nothing is charged; the banner says so. Validation
 * problems stay in the dialog; a decline or a success ends the payment.
 */
export function LocalCardForm({
  clientSecret,
  amountCents,
  onDone,
  secondary,
}: {
  clientSecret: string;
  amountCents: number;
  onDone: (outcome: PaymentOutcome) => void;
  /** An extra action beside Pay (e.g. the checkout's Back). */
  secondary?: ReactNode;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const digits = number.replace(/\D/g, '');
    const exp = parseExpiry(expiry);
    if (digits.length < 13) return setError('Your card number is incomplete.');
    if (!exp) return setError("Your card's expiration date is incomplete.");
    if (!/^\d{3,4}$/.test(cvc)) return setError("Your card's security code is incomplete.");
    setBusy(true);
    try {
      const result = await payWithTestCard({ clientSecret, number: digits, ...exp, cvc });
      if (result.status === 'succeeded') onDone({ ok: true });
      else onDone({ ok: false, message: result.message || 'Payment failed' });
    } catch (err) {
      if (err instanceof ApiError && hasErrorCode(err, 'BAD_REQUEST')) {
        setError(err.message);
        setBusy(false);
        return;
      }
      onDone({
        ok: false,
        message: err instanceof ApiError ? err.message : 'Payment failed due to an unexpected error',
      });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="test-card-form">
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <span
            className={
              'shrink-0 whitespace-nowrap rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-bold ' +
              'uppercase tracking-wider text-amber-950'
            }
          >
            Test mode
          </span>
          No real money is charged.
        </p>
        <p className="mt-1.5 text-[13px] leading-relaxed">
          This shop uses a built-in test card gateway. Pay with{' '}
          <strong className="whitespace-nowrap font-mono">4242 4242 4242 4242</strong>, any future expiry date and any
          CVC.
        </p>
        <details className="mt-2 text-[13px]">
          <summary className="cursor-pointer font-medium text-amber-900 hover:underline">More test cards</summary>
          <ul className="mt-2 space-y-1">
            {TEST_CARDS.map((c) => (
              <li key={c.number} className="flex justify-between gap-3">
                <span className="font-mono">{c.number}</span>
                <span className="text-amber-800">{c.result}</span>
              </li>
            ))}
          </ul>
        </details>
      </div>

      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        invalid={Boolean(error && /card number/.test(error))}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          invalid={Boolean(error && /expiration/.test(error))}
          onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          invalid={Boolean(error && /security code/.test(error))}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <div className={secondary ? 'flex flex-col-reverse gap-3 sm:flex-row' : ''}>
        {secondary}
        <Button type="submit" disabled={busy} className="w-full flex-1 py-3 text-base">
          {busy ? 'Processing...' : `Pay ${formatCents(amountCents)}`}
        </Button>
      </div>
    </form>
  );
}
