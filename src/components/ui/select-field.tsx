import { useId, type SelectHTMLAttributes } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  invalid?: boolean;
  options: readonly (readonly [value: string, label: string])[];
  placeholder?: string;
  /** A note under the field, tied to it (e.g. where prints ship). */
  hint?: string;
  /** The field's message, tied to it and announced. */
  error?: string | null;
};

/** A labelled native select in the look of TextField (red border when invalid). */
export function SelectField({ label, invalid, options, placeholder, hint, error, className = '', ...props }: Props) {
  const id = useId();
  const bad = Boolean(invalid || error);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={bad || undefined}
          aria-describedby={describedBy}
          className={
            `block w-full appearance-none rounded-xl border bg-white py-2.5 pl-3.5 pr-9 text-base ` +
            `shadow-sm outline-none transition focus:ring-2 ` +
            `sm:text-sm ${
              bad ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
            }`
          }
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {hint && (
        <p
          id={`${id}-hint`}
          className="mt-1 text-xs text-stone-500"
          data-testid={props.name ? `${props.name}-hint` : undefined}
        >
          {hint}
        </p>
      )}
    </div>
  );
}
