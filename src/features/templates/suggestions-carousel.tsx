import { useRef } from 'react';
import type { Template } from '../../../common/contracts/templates';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { useTemplates } from './api/get-templates';

/** docs/spec/commerce.md §9: up to 8 suggestions on the artwork page. */
export const ARTWORK_SUGGESTIONS = 8;

/** Other templates than the current one (by name, and by id when known). */
export function otherTemplates(
  all: readonly Template[],
  current: { id?: string | null; name?: string | null },
  max: number,
): Template[] {
  return all.filter((t) => t.id !== current.id && t.name !== current.name).slice(0, max);
}

const item =
  'shrink-0 snap-start basis-[calc((100%_-_1rem)/2)] md:basis-[calc((100%_-_2.5rem)/3)] lg:basis-[calc((100%_-_3.75rem)/4)]';

/** 'You might also like': 2, 3 or 4 at once (under 768 px, from 768, from 1024); each opens /template/{id}. */
export function SuggestionsCarousel({
  currentName,
  max = ARTWORK_SUGGESTIONS,
}: {
  currentName?: string | null;
  max?: number;
}) {
  const templates = useTemplates();
  const track = useRef<HTMLUListElement>(null);
  const list = otherTemplates(templates.data ?? [], { name: currentName }, max);
  if (templates.isError || (templates.data && list.length === 0)) return null;
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="suggestions-heading" className="mt-16" data-testid="suggestions">
      <div className="flex items-end justify-between gap-4">
        <h2 id="suggestions-heading" className="text-2xl font-semibold sm:text-3xl">
          You might also like
        </h2>
        <div className="flex gap-2">
          {([-1, 1] as const).map((dir) => (
            <button
              key={dir}
              type="button"
              onClick={() => scroll(dir)}
              aria-label={dir < 0 ? 'Previous styles' : 'Next styles'}
              className={
                'flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink shadow-sm ' +
                'ring-1 ring-stone-200 transition hover:bg-stone-50'
              }
            >
              <svg
                viewBox="0 0 20 20"
                className={`h-5 w-5 ${dir > 0 ? 'rotate-180' : ''}`}
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
          ))}
        </div>
      </div>
      <ul
        ref={track}
        className={
          'relative -mx-1 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-1 ' +
          'pb-4 md:gap-5 [scrollbar-width:none]'
        }
      >
        {templates.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={item}>
                <TemplateCardSkeleton />
              </li>
            ))
          : list.map((t) => (
              <li key={t.id} className={item}>
                <TemplateCard template={t} />
              </li>
            ))}
      </ul>
    </section>
  );
}
