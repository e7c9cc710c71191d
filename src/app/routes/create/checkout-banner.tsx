import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from '../../../lib/toast';
import { TOAST_MS } from './order-rules';

/** ?checkout=success -> 'Payment successful!'; ?checkout=cancel -> 'Checkout canceled' (a banner and a toast). */
export function CheckoutBanner() {
  const [params] = useSearchParams();
  const status = params.get('checkout');
  const [hidden, setHidden] = useState(false);
  const kind = status === 'success' ? 'success' : status === 'cancel' ? 'cancel' : null;

  useEffect(() => {
    if (kind === 'success') toast.success('Payment successful!', { id: 'checkout-status', duration: TOAST_MS });
    if (kind === 'cancel') toast('Checkout canceled', { id: 'checkout-status', duration: TOAST_MS, icon: 'ℹ️' });
  }, [kind]);

  if (!kind || hidden) return null;
  const ok = kind === 'success';
  return (
    <div
      role="status"
      data-testid="checkout-banner"
      className={`mb-6 flex items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm font-medium ring-1 ${
        ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      <span>{ok ? 'Payment successful!' : 'Checkout canceled'}</span>
      <button
        type="button"
        onClick={() => setHidden(true)}
        className="rounded-full px-2 py-1 text-xs font-semibold hover:bg-black/5"
        aria-label="Dismiss message"
      >
        Dismiss
      </button>
    </div>
  );
}
