import { useState, type KeyboardEvent } from 'react';

/** Names of the views in display order: the framed print, then the wall, then the close-up. */
const VIEW_NAMES = ['Framed print', 'On the wall', 'Close-up of the frame'];

export function viewName(i: number, count: number) {
  return count === 3 ? VIEW_NAMES[i]! : `Framed view ${i + 1}`;
}

/**
 * The framed images one at a time, with arrows and dots. Keyboard: Left/Right (and Home/End) on the
 * focused carousel; every control is a button.
 */
export function MockupCarousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const key = images.join('|');
  // New images start at the first (state adjusted while rendering, not in an effect).
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIndex(0);
  }
  if (count === 0) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    const to =
      e.key === 'ArrowLeft'
        ? index - 1
        : e.key === 'ArrowRight'
          ? index + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    go(to);
  };
  const arrow =
    'absolute top-1/2 -translate-y-1/2 flex h-11 w-11 items-center justify-center rounded-full ' +
    'bg-white/90 text-ink shadow-md ring-1 ring-stone-200 backdrop-blur transition ' +
    'hover:bg-white focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-brand-500';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={title}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-3xl outline-none focus-visible:ring-4 focus-visible:ring-brand-200"
      data-testid="mockup-carousel"
    >
      <div className="relative overflow-hidden rounded-3xl bg-[#e6e2db] shadow-lg ring-1 ring-stone-200/80">
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((src, i) => (
            <li
              key={src}
              className="w-full shrink-0"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${viewName(i, count)}`}
              aria-hidden={i !== index}
              data-testid="framed-image"
            >
              <div className="relative aspect-square w-full overflow-hidden">
                <img
                  src={src}
                  alt=""
                  aria-hidden="true"
                  className="absolute inset-0 h-full w-full scale-110 object-cover opacity-80 blur-2xl"
                />
                <img
                  src={src}
                  alt={`Your portrait: ${viewName(i, count).toLowerCase()}`}
                  className="relative h-full w-full object-contain"
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </div>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              onClick={() => go(index - 1)}
              aria-label="Previous image"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
            <button type="button" className={`${arrow} right-3`} onClick={() => go(index + 1)} aria-label="Next image">
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </>
        )}
        <p className="sr-only" aria-live="polite">
          {viewName(index, count)}, image {index + 1} of {count}
        </p>
      </div>
      {count > 1 && (
        <div className="mt-4 flex justify-center gap-1" data-testid="carousel-dots">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show image ${i + 1} of ${count}: ${viewName(i, count)}`}
              aria-current={i === index ? 'true' : undefined}
              className={
                'group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline ' +
                'focus-visible:outline-[3px] focus-visible:outline-brand-500'
              }
            >
              <span
                className={
                  `block h-2.5 rounded-full ` +
                  `transition-all ${i === index ? 'w-6 bg-brand-500' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400'}`
                }
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
