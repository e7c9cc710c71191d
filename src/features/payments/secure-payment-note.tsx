/** The padlock line under a payment form: who processes the payment. */
export function SecurePaymentNote({ stripe }: { stripe: boolean }) {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-stone-500">
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <path
          d={
            'M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 ' +
            '0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z'
          }
        />
      </svg>
      {stripe ? 'Payments are processed securely by Stripe.' : 'Test payments never leave this shop.'}
    </p>
  );
}
