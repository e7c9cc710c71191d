import { useEffect, useState, type KeyboardEvent } from 'react';
import type { Template } from '../../../common/contracts/templates';
import { TemplateCard } from './template-card';
import { carouselWindow, otherTemplates, visibleCount, wrapIndex } from './carousel-window';

function useVisibleCount() {
  const [count, setCount] = useState(() => (typeof window === 'undefined' ? 4 : visibleCount(window.innerWidth)));
  useEffect(() => {
    const update = () => setCount(visibleCount(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}

function Arrow({ dir, onClick }: { dir: 'prev' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={dir === 'prev' ? 'Previous styles' : 'Next styles'}
      className={
        'flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink shadow-sm ' +
        'ring-1 ring-stone-300 transition hover:bg-stone-50'
      }
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        {dir === 'prev' ? (
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
        )}
      </svg>
    </button>
  );
}

/**
 * 'You might also like': up to 8 other templates, 4 / 3 / 2 at a time (>= 1024 / >= 768 / below),
 * previous and next wrap around; arrow keys work anywhere inside.
 */
export function TemplateCarousel({
  templates,
  current,
}: {
  templates: readonly Template[] | undefined;
  current?: { id?: string; name?: string } | null;
}) {
  const items = otherTemplates(templates ?? [], current);
  const count = useVisibleCount();
  const [start, setStart] = useState(0);
  if (items.length === 0) return null;
  const shown = carouselWindow(items, start, count);
  const canMove = items.length > count;
  const move = (by: number) => setStart((s) => wrapIndex(s + by, items.length));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!canMove) return;
    if (e.key === 'ArrowRight') move(1);
    else if (e.key === 'ArrowLeft') move(-1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      aria-labelledby="also-like-heading"
      aria-roledescription="carousel"
      data-testid="also-like"
      className="py-14 sm:py-20"
      onKeyDown={onKeyDown}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">More styles</p>
            <h2 id="also-like-heading" className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
              You might also like
            </h2>
          </div>
          {canMove && (
            <div className="flex shrink-0 gap-2">
              <Arrow dir="prev" onClick={() => move(-1)} />
              <Arrow dir="next" onClick={() => move(1)} />
            </div>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          Showing {shown.map((t) => t.name).join(', ')}
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
          {shown.map((t, i) => (
            <li
              key={`${t.id}-${i}`}
              aria-roledescription="slide"
              aria-label={`${wrapIndex(start + i, items.length) + 1} of ${items.length}`}
            >
              <TemplateCard template={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
