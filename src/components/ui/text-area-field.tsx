import { useId, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; invalid?: boolean };

/** A labelled multi-line field in the look of TextField. */
export function TextAreaField({ label, hint, invalid, className = '', rows = 4, ...props }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={
          `block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base leading-relaxed ` +
          `shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 ` +
          `sm:text-sm ${
            invalid
              ? 'border-red-500 focus:ring-red-200'
              : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
          }`
        }
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
