import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** `error`: the field's message, shown under it, tied to it (aria-describedby) and announced (role="alert"). */
type Props = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  invalid?: boolean;
  hint?: string;
  error?: string | null;
};

export function TextField({ label, invalid, hint, error, className = '', ...props }: Props) {
  const id = useId();
  const bad = Boolean(invalid || error);
  const describedBy =
    [props['aria-describedby'], error ? `${id}-error` : hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={bad || undefined}
        className={
          `block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base shadow-sm outline-none ` +
          `transition placeholder:text-stone-400 focus:ring-2 ` +
          `sm:text-sm ${
            bad ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
          }`
        }
        {...props}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
