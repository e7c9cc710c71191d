import type { CheckoutStep } from './use-cart-checkout';

const STEPS: { id: CheckoutStep; label: string }[] = [
  { id: 'contact', label: 'Contact' },
  { id: 'payment', label: 'Secure Payment' },
];

/** Cart › Contact › Secure Payment, with the current step marked for screen readers. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label="Checkout steps">
      {STEPS.map((s, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={s.id} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
            {i > 0 && (
              <span
                className={`h-px w-6 sm:w-10 ${done || active ? 'bg-brand-500' : 'bg-stone-300'}`}
                aria-hidden="true"
              />
            )}
            <span
              className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${
                active
                  ? 'bg-brand-500 text-white'
                  : done
                    ? 'bg-brand-100 text-brand-700'
                    : 'bg-stone-200 text-stone-600'
              }`}
              aria-hidden="true"
            >
              {done ? '✓' : i + 1}
            </span>
            <span className={active ? 'font-semibold text-ink' : 'text-stone-500'}>{s.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
