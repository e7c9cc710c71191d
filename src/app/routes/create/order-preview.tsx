import { useState } from 'react';
import type { Template } from '../../../../common/contracts/templates';
import { ORDER_PAGE_IMAGE_SIZES } from '../../../../common/page-images';
import type { GenerationJob } from '../../../features/generation/use-generation-job';
import type { OrderResult } from './use-order-flow';

type Props = {
  template: Template | undefined;
  libraryImage: string | null;
  photoPreview: string | null;
  result: OrderResult | null;
  job: Pick<GenerationJob, 'busy' | 'progress' | 'label' | 'queue'>;
};

/**
 * The big picture on the left: the style until there is a result, then the artwork and its framed
 * mockups with thumbnails. The customer's own photo sits in the corner once chosen.
 */
export function OrderPreview({ template, libraryImage, photoPreview, result, job }: Props) {
  const images = result ? [result.artworkUrl, ...result.mockups] : [];
  const startIndex = result?.mockups.length ? 1 : 0;
  const [index, setIndex] = useState(startIndex);
  const resultKey = images.join('|');
  // A new result starts on its first mockup (state adjusted while rendering, not in an effect).
  const [shownKey, setShownKey] = useState(resultKey);
  if (shownKey !== resultKey) {
    setShownKey(resultKey);
    setIndex(startIndex);
  }
  const main = images[index] ?? images[0];
  const painting = job.busy && job.progress > 0 && job.progress < 100;

  return (
    <div className="space-y-3" data-testid="order-preview">
      <div className="relative overflow-hidden rounded-3xl bg-stone-100 shadow-lg ring-1 ring-stone-200/80">
        {main ? (
          <img
            src={main}
            alt={
              index === 0
                ? `Your ${template?.name ?? ''} portrait`.replace('  ', ' ')
                : `Your portrait in a frame, view ${index}`
            }
            data-testid={index === 0 ? 'order-artwork' : 'order-mockup-main'}
            className="aspect-[4/5] h-auto w-full bg-white object-contain"
          />
        ) : libraryImage ? (
          <img
            src={libraryImage}
            alt="Your artwork"
            data-testid="order-library-image"
            className="aspect-[4/5] h-auto w-full bg-white object-contain"
          />
        ) : template ? (
          <img
            src={template.image}
            srcSet={template.imageSrcSet || undefined}
            sizes={ORDER_PAGE_IMAGE_SIZES}
            alt={`${template.name} style example`}
            // The order page's largest paint (a visitor from an ad lands here): asked for first, from the HTML.
            fetchPriority="high"
            width={960}
            height={1200}
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/5] w-full animate-pulse bg-stone-200" />
        )}
        {!result && template && !libraryImage && (
          <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink shadow-sm backdrop-blur">
            Style example
          </span>
        )}
        {photoPreview && !result && (
          <figure
            className={
              'absolute bottom-3 right-3 w-24 overflow-hidden rounded-xl ' +
              'bg-white p-1 shadow-lg ring-1 ring-stone-200 sm:w-28'
            }
          >
            <img src={photoPreview} alt="Your pet" className="aspect-square w-full rounded-lg object-cover" />
            <figcaption className="py-0.5 text-center text-[11px] font-medium text-stone-600">Your photo</figcaption>
          </figure>
        )}
        {painting && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/45 text-white backdrop-blur-[3px]"
            aria-hidden="true"
          >
            <span className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
            <span className="rounded-full bg-black/30 px-4 py-1.5 text-sm font-semibold">{job.label}</span>
            {job.queue && (
              <span className="rounded-full bg-amber-400/90 px-3 py-1 text-xs font-semibold text-ink">{job.queue}</span>
            )}
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul
          className="flex gap-2 overflow-x-auto pb-1"
          aria-label="Artwork and framed views"
          data-testid="order-mockups"
        >
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={i === 0 ? 'Show the artwork' : `Show framed view ${i}`}
                className={
                  `block h-20 w-16 overflow-hidden rounded-lg bg-white ring-2 transition sm:h-24 ` +
                  `sm:w-20 ${i === index ? 'ring-brand-500' : 'ring-transparent hover:ring-stone-300'}`
                }
              >
                <img src={src} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
