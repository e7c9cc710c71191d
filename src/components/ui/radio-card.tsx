import type { ReactNode } from 'react';

type Props = {
  /** The card's classes; they must include `group` (the tick shows on `group-has-[:checked]`). */
  className: string;
  testId: string;
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** Where the tick sits in the corner, e.g. `right-3 top-3`. */
  tickPosition: string;
  children: ReactNode;
};

/** One choice of a radio group drawn as a card: a visually hidden radio, a tick when chosen, then the content. */
export function RadioCard({
  className,
  testId,
  name,
  value,
  checked,
  onSelect,
  disabled,
  tickPosition,
  children,
}: Props) {
  return (
    <label className={className} data-testid={testId}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        className="sr-only"
      />
      <span
        className={
          `absolute ${tickPosition} hidden h-5 w-5 items-center justify-center rounded-full ` +
          'bg-brand-500 text-white group-has-[:checked]:flex'
        }
        aria-hidden="true"
      >
        <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      </span>
      {children}
    </label>
  );
}
