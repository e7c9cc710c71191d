import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; invalid?: boolean; hint?: string };

export function TextField({ label, invalid, hint, className = '', ...props }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        className={`block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 sm:text-sm ${
          invalid ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...props}
      />
      {hint && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
    </div>
  );
}
