import { useId, type TextareaHTMLAttributes } from 'react';

/** `error`: the field's message, shown under it, tied to it (aria-describedby) and announced (role="alert"), as in TextField. */
type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  invalid?: boolean;
  error?: string | null;
};

/** A labelled multi-line field in the look of TextField. */
export function TextAreaField({ label, hint, invalid, error, className = '', rows = 4, ...props }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const bad = Boolean(invalid || error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={bad || undefined}
        aria-describedby={error ? `${id}-error` : hint ? hintId : undefined}
        className={
          `block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base leading-relaxed ` +
          `shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 ` +
          `sm:text-sm ${
            bad ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
          }`
        }
        {...props}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
