import { useState, type KeyboardEvent } from 'react';

type Props = { images: string[]; alt: string; thumbnails?: boolean; className?: string };

const arrow =
  'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full ' +
  'bg-white/90 text-ink shadow-md ring-1 ring-stone-200 transition hover:bg-white disabled:opacity-0';

/** A 4:5 image carousel with arrows (and arrow keys), a counter and optional thumbnails. */
export function ImageCarousel({ images, alt, thumbnails = true, className = '' }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKey = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowRight') go(current + 1);
    else if (e.key === 'ArrowLeft') go(current - 1);
    else return;
    e.preventDefault();
  };
  const label = (i: number) => (i === 0 ? alt : `${alt}, view ${i + 1}`);
  return (
    <div className={className}>
      <div
        className="relative overflow-hidden rounded-3xl bg-stone-100 shadow-lg ring-1 ring-stone-200/80"
        role="group"
        aria-roledescription="carousel"
        aria-label={alt}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKey}
      >
        <div className="aspect-[4/5]">
          {count > 0 && (
            <img
              key={images[current]}
              src={images[current]}
              alt={label(current)}
              data-testid="carousel-image"
              className="h-full w-full object-cover"
            />
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              onClick={() => go(current - 1)}
              aria-label="Previous image"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              onClick={() => go(current + 1)}
              aria-label="Next image"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
            <span
              className="absolute bottom-3 right-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold tabular-nums text-white"
              aria-live="polite"
            >
              {current + 1} / {count}
            </span>
          </>
        )}
      </div>
      {thumbnails && count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src + i} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current || undefined}
                className={
                  `block overflow-hidden rounded-xl ring-2 ` +
                  `transition ${i === current ? 'ring-brand-500' : 'ring-transparent opacity-75 hover:opacity-100'}`
                }
              >
                <img
                  src={src}
                  alt=""
                  width={64}
                  height={80}
                  loading="lazy"
                  className="h-20 w-16 bg-stone-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
