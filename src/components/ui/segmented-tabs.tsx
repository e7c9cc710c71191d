import { useRef, type KeyboardEvent } from 'react';

export type TabOption<T extends string> = { id: T; label: string; count?: number };

type Props<T extends string> = {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  panelId: string;
  idPrefix: string;
};

/** A pill-shaped accessible tab list: arrow keys, Home and End move between the tabs. */
export function SegmentedTabs<T extends string>({ options, value, onChange, label, panelId, idPrefix }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const target =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    e.preventDefault();
    onChange(options[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200/80"
    >
      {options.map((option, i) => {
        const selected = option.id === value;
        return (
          <button
            key={option.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${option.id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`inline-flex min-w-24 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition ${
              selected ? 'bg-ink text-white shadow-sm' : 'text-stone-600 hover:bg-stone-100 hover:text-ink'
            }`}
          >
            {option.label}
            {option.count !== undefined && (
              <span
                aria-hidden="true"
                className={
                  `rounded-full px-2 py-0.5 text-xs ` +
                  `tabular-nums ${selected ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-600'}`
                }
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
