import type { ReactNode } from 'react';

type Props = {
  title: string;
  imageUrl?: string | null;
  imageAlt: string;
  /** While a run is in progress: its progress (the job's stage, queue place and bar). */
  busy?: ReactNode;
  /** Shown when there is no image yet. */
  placeholder?: ReactNode;
  /** Under the image (e.g. result actions). */
  footer?: ReactNode;
  testId?: string;
};

/** The preview card: a title ('Preview', 'Upload Preview', 'Edited Image' ...) over the image. */
export function PreviewPane({ title, imageUrl, imageAlt, busy, placeholder, footer, testId = 'preview-pane' }: Props) {
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-3.5">
        <h2 id={`${testId}-title`} data-testid="preview-title" className="font-display text-lg font-semibold text-ink">
          {title}
        </h2>
        {busy && (
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            <span
              className="h-3 w-3 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
              aria-hidden="true"
            />
            Working
          </span>
        )}
      </div>
      <div className="relative flex aspect-square items-center sm:aspect-[4/5] justify-center bg-stone-100">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={imageAlt}
            className={`h-full w-full object-contain transition duration-300 ${busy ? 'scale-[0.98] opacity-50 blur-[2px]' : ''}`}
          />
        ) : (
          placeholder
        )}
        {busy && <div className="absolute inset-x-4 bottom-4 sm:inset-x-6 sm:bottom-6">{busy}</div>}
      </div>
      {footer && <div className="border-t border-stone-100 px-5 py-4">{footer}</div>}
    </section>
  );
}

/** The empty preview: a framed paw and a line of guidance. */
export function PreviewPlaceholder({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 px-8 text-center">
      <span
        className="flex h-20 w-20 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm ring-1 ring-stone-200"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-10 w-10" fill="currentColor">
          <ellipse cx="12" cy="16.5" rx="5" ry="4" />
          <ellipse cx="5.5" cy="10.5" rx="2" ry="2.6" />
          <ellipse cx="18.5" cy="10.5" rx="2" ry="2.6" />
          <ellipse cx="9" cy="5.5" rx="2" ry="2.7" />
          <ellipse cx="15" cy="5.5" rx="2" ry="2.7" />
        </svg>
      </span>
      <p className="max-w-xs text-sm text-stone-600">{text}</p>
    </div>
  );
}
