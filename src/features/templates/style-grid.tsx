import type { Template } from '../../../common/contracts/templates';
import { Button } from '../../components/ui/button';
import { TemplateCardSkeleton } from './template-card';

type Props = {
  templates: Template[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  disabled?: boolean;
};

/** Every style as a selectable card (a radio group: arrow keys move between styles). */
export function StyleGrid({ templates, loading, failed, selectedId, onSelect, disabled }: Props) {
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200/80">
        <p className="font-semibold text-ink">Failed to load templates</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    );
  }
  if (loading || !templates) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <TemplateCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div
      role="radiogroup"
      aria-label="Style"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      data-testid="style-grid"
    >
      {templates.map((t) => {
        const selected = t.id === selectedId;
        return (
          <label
            key={t.id}
            data-testid={`style-${t.id}`}
            className={
              `group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white ` +
              `shadow-sm transition has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] ` +
              `has-[:focus-visible]:outline-offset-2 ` +
              `has-[:focus-visible]:outline-brand-500 ${
                selected
                  ? 'ring-[3px] ring-brand-500'
                  : 'ring-1 ring-stone-200/80 hover:-translate-y-0.5 hover:shadow-md'
              }`
            }
          >
            <input
              type="radio"
              name="style"
              value={t.id}
              checked={selected}
              onChange={() => onSelect(t.id)}
              disabled={disabled}
              className="sr-only"
            />
            <span className="relative block aspect-[4/5] overflow-hidden bg-stone-100">
              <img
                src={t.image}
                srcSet={t.imageSrcSet || undefined}
                sizes="(min-width: 1280px) 180px, (min-width: 640px) 30vw, 46vw"
                alt=""
                width={960}
                height={1200}
                loading="lazy"
                decoding="async"
                className={`h-full w-full object-cover transition duration-500 ${selected ? 'scale-[1.03]' : 'group-hover:scale-[1.03]'}`}
              />
              {selected && (
                <span
                  className={
                    'absolute right-2 top-2 flex items-center gap-1 rounded-full bg-brand-500 py-1 pl-1.5 ' +
                    'pr-2.5 text-xs font-semibold text-white shadow'
                  }
                >
                  <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                  Selected
                </span>
              )}
            </span>
            <span className="block p-2.5 sm:p-3">
              <span className={`block text-sm font-semibold leading-snug ${selected ? 'text-brand-700' : 'text-ink'}`}>
                {t.name}
              </span>
              <span className="mt-0.5 line-clamp-1 text-xs text-stone-500">{t.description}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
