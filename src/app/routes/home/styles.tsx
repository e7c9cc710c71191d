import type { Template } from '../../../../common/contracts/templates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TemplateCard, TemplateCardSkeleton } from '../../../features/templates/template-card';

type ListState = { templates: Template[] | undefined; isLoading: boolean; isError: boolean };

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6';

function Heading({
  id,
  eyebrow,
  title,
  text,
  focusable,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  focusable?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>
      <h2
        id={id}
        tabIndex={focusable ? -1 : undefined}
        className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-balance text-lg text-stone-600">{text}</p>
    </div>
  );
}

/** 'Popular Styles': the four featured templates. Also where loading and failure are reported. */
export function PopularStyles({
  featured,
  isLoading,
  isError,
  className = '',
}: ListState & { featured: Template[]; className?: string }) {
  return (
    <section
      id="styles"
      aria-labelledby="popular-heading"
      data-testid="popular-styles"
      className={`scroll-mt-16 py-16 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Heading
          id="popular-heading"
          focusable
          eyebrow="Customer favourites"
          title="Popular Styles"
          text="The looks our customers love most. Tap a style to see it up close."
        />
        <div className="mt-12">
          {isError ? (
            <div
              role="alert"
              className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200/80"
            >
              <p className="text-lg font-semibold text-ink">Failed to load templates</p>
              <p className="mt-1 text-sm text-stone-600">Check your connection, then try again.</p>
              <Button className="mt-5" onClick={() => window.location.reload()}>
                Try again
              </Button>
            </div>
          ) : isLoading ? (
            <div className="relative">
              <div className={`${GRID} lg:grid-cols-4`}>
                {[0, 1, 2, 3].map((i) => (
                  <TemplateCardSkeleton key={i} />
                ))}
              </div>
              <Spinner
                label="Loading templates..."
                className="absolute left-1/2 top-16 -translate-x-1/2 rounded-full bg-white px-5 py-3 shadow-lg ring-1 ring-stone-200"
              />
            </div>
          ) : (
            <ul className={GRID}>
              {featured.map((t) => (
                <li key={t.id}>
                  <TemplateCard template={t} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** 'All Portraits': every visible template in a 2 / 3 / 4 column grid. */
export function AllPortraits({ templates, isLoading, isError }: ListState) {
  return (
    <section aria-labelledby="all-heading" data-testid="all-portraits" className="below-fold py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Heading
          id="all-heading"
          eyebrow="The full collection"
          title="All Portraits"
          text="Every style in the studio, from timeless oils to neon nights."
        />
        <div className="mt-12">
          {isError ? (
            <p className="text-center text-stone-600">Styles will appear here once they load.</p>
          ) : isLoading || !templates ? (
            <div className={GRID} aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                <TemplateCardSkeleton key={i} />
              ))}
            </div>
          ) : templates.length === 0 ? (
            <p className="text-center text-stone-600">New styles are on their way. Check back soon.</p>
          ) : (
            <ul className={GRID}>
              {templates.map((t) => (
                <li key={t.id}>
                  <TemplateCard template={t} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
