import type { ReactNode } from 'react';

type Props = {
  id: string;
  step?: number;
  title: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
  testId?: string;
};

/**
 * One block of the order form: numbered heading, the control, and its message when it blocks generating, said here
 * (an alert, describing the block) rather than in a toast.
 */
export function OrderSection({ id, step, title, hint, error, children, testId }: Props) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-describedby={error ? `${id}-error` : undefined}
      id={id}
      data-testid={testId}
      className="scroll-mt-24"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="flex items-center gap-2.5 text-lg font-semibold">
          {step !== undefined && (
            <span
              className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 font-sans text-sm font-semibold text-brand-700"
              aria-hidden="true"
            >
              {step}
            </span>
          )}
          {title}
        </h2>
        {hint && <span className="text-xs text-stone-500">{hint}</span>}
      </div>
      <div className={error ? 'rounded-2xl ring-2 ring-red-400 ring-offset-4 ring-offset-cream' : ''}>{children}</div>
      {error && (
        <p
          role="alert"
          id={`${id}-error`}
          className="mt-2 text-sm font-medium text-red-700"
          data-testid={`${id}-error`}
        >
          {error}
        </p>
      )}
    </section>
  );
}
