import type { Claim, Testimonial } from '../../../common/contracts/settings';
import { useShopSettings } from '../../lib/shop-settings';

const STAT_COLUMNS = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-amber-400" role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.8.9-4.2 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.6 7.7l5.8-.9L10 1.5Z" />
        </svg>
      ))}
    </div>
  );
}

/**
 * 'What Pet Parents Say': the owner's reviews and figures (settings); the section shows only what is
 * switched on, and not at all when nothing is.
 */
export function Testimonials() {
  const settings = useShopSettings();
  const reviews: Testimonial[] = settings.testimonials.on ? settings.testimonials.items.filter((r) => r.on) : [];
  const stats: Claim[] = settings.stats.filter((s) => s.on);
  if (reviews.length === 0 && stats.length === 0) return null;
  return (
    <section
      aria-labelledby="reviews-heading"
      data-testid="testimonials"
      className="below-fold bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Reviews</p>
          <h2 id="reviews-heading" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            What Pet Parents Say
          </h2>
        </div>
        {reviews.length > 0 && (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {reviews.map((r) => (
              <li key={r.id} data-testid="review">
                <figure className="flex h-full flex-col rounded-2xl bg-cream p-6 ring-1 ring-stone-200/80 sm:p-8">
                  {r.rating !== null && <Stars rating={r.rating} />}
                  <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">“{r.quote}”</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      className={
                        'flex h-10 w-10 items-center justify-center rounded-full ' +
                        'bg-brand-100 font-display font-semibold text-brand-700'
                      }
                      aria-hidden="true"
                    >
                      {r.name[0]}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{r.name}</span>
                      {r.pet && <span className="block text-sm text-stone-500">{r.pet}</span>}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}

        {stats.length > 0 && (
          <dl
            className={
              `mx-auto mt-14 grid max-w-3xl ${STAT_COLUMNS[stats.length]} divide-x divide-stone-200 rounded-2xl ` +
              'bg-brand-50 py-6 ring-1 ring-stone-200/80'
            }
            data-testid="stats"
          >
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse items-center px-2 text-center">
                <dt className="mt-1 text-sm font-medium text-stone-600">{s.label}</dt>
                <dd className="font-display text-3xl font-semibold text-brand-600 sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
