import { useRef, type KeyboardEvent } from 'react';
import { LIBRARY_FILTERS, type LibraryFilter } from './library-view';

type Props = {
  value: LibraryFilter;
  onChange: (filter: LibraryFilter) => void;
  counts?: Partial<Record<LibraryFilter, number>>;
  panelId: string;
  idPrefix: string;
};

/** All / Saved as an accessible tab list: arrow keys, Home and End move between the tabs. */
export function LibraryTabs({ value, onChange, counts, panelId, idPrefix }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = LIBRARY_FILTERS.length - 1;
    const target = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (target < 0) return;
    e.preventDefault();
    onChange(LIBRARY_FILTERS[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label="Filter images" className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200/80">
      {LIBRARY_FILTERS.map((f, i) => {
        const selected = f.id === value;
        const count = counts?.[f.id];
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
            className={`inline-flex min-w-24 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition ${
              selected ? 'bg-ink text-white shadow-sm' : 'text-stone-600 hover:bg-stone-100 hover:text-ink'
            }`}
          >
            {f.label}
            {count !== undefined && (
              <span aria-hidden="true" className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${selected ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-600'}`}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
