import { useRef, type KeyboardEvent } from 'react';
import type { OrderFilter } from './admin-api';

export const ORDER_FILTERS: { id: OrderFilter; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'completed', label: 'Completed' },
  { id: 'all', label: 'All' },
];

type Props = { value: OrderFilter; onChange: (f: OrderFilter) => void; panelId: string; idPrefix: string };

/** Active / Completed / All as an accessible tab list (arrow keys, Home, End). */
export function OrderFilterTabs({ value, onChange, panelId, idPrefix }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = ORDER_FILTERS.length - 1;
    const target = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (target < 0) return;
    e.preventDefault();
    onChange(ORDER_FILTERS[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label="Filter orders" className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200/80">
      {ORDER_FILTERS.map((f, i) => {
        const selected = f.id === value;
        return (
          <button
            key={f.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${f.id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(f.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`min-w-[5.5rem] rounded-full px-4 py-2 text-sm font-semibold transition ${selected ? 'bg-ink text-white shadow-sm' : 'text-stone-600 hover:bg-stone-100 hover:text-ink'}`}
          >
            {f.label}
          </button>
        );
      })}
    </div>
  );
}
