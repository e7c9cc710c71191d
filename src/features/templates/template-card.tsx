import { Link } from 'react-router-dom';
import type { Template } from '../../../common/contracts/templates';
import { FromPrice } from './from-price';

/** Fits a 2 / 3 / 4 column grid inside the 6xl content width. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

type Props = {
  template: Template;
  /** Above-the-fold cards load eagerly; everything else lazily. */
  eager?: boolean;
  headingLevel?: 'h3' | 'h2';
};

/** A style card: opens /template/{id}, carrying the template in navigation state. */
export function TemplateCard({ template, eager = false, headingLevel: Heading = 'h3' }: Props) {
  return (
    <Link
      to={`/template/${template.id}`}
      state={{ template }}
      data-testid="template-card"
      className={
        'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ' +
        'ring-stone-200/80 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:-translate-y-0.5'
      }
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <img
          src={template.image}
          srcSet={template.imageSrcSet || undefined}
          sizes={CARD_IMAGE_SIZES}
          alt={template.name}
          width={960}
          height={1200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <Heading className="text-base font-semibold leading-snug text-ink sm:text-lg">{template.name}</Heading>
        <p className="mt-0.5 text-xs font-medium uppercase tracking-wide text-brand-600">{template.subtitle}</p>
        <p className="mt-2 line-clamp-2 text-sm text-stone-600">{template.description}</p>
        <FromPrice className="mt-auto pt-3 text-sm" />
      </div>
    </Link>
  );
}

/** A same-size grey stand-in while templates load, so nothing shifts when they arrive. */
export function TemplateCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      <div className="aspect-[4/5] animate-pulse bg-stone-200/70" />
      <div className="space-y-2 p-3 sm:p-4">
        <div className="h-4 w-2/3 rounded bg-stone-200/70" />
        <div className="h-3 w-1/3 rounded bg-stone-200/70" />
        <div className="h-3 w-full rounded bg-stone-200/70" />
        <div className="h-3 w-1/2 rounded bg-stone-200/70" />
      </div>
    </div>
  );
}
