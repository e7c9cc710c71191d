const REVIEWS = [
  {
    name: 'Sarah M.',
    pet: 'Biscuit, Golden Retriever',
    quote:
      'I ordered the Royal Pet portrait of Biscuit as a birthday gift for my mom and she cried ' +
      'happy tears. The detail in his fur is unreal — it hangs in her living room now.',
  },
  {
    name: 'James T.',
    pet: 'Luna, Siamese cat',
    quote:
      'Luna as an astronaut is the best thing on our walls. Upload to finished portrait took ' +
      'minutes, and the 12×16 frame arrived beautifully packed.',
  },
  {
    name: 'Priya K.',
    pet: 'Pepper & Mochi, Dachshunds',
    quote:
      'We tried three different styles before choosing watercolor. Every one looked like our ' +
      'boys. Such a sweet way to remember them as puppies.',
  },
];

const STATS = [
  { value: '10k+', label: 'Portraits' },
  { value: '25+', label: 'Styles' },
  { value: '4.9/5', label: 'Average' },
];

function Stars() {
  return (
    <div className="flex gap-0.5 text-amber-400" role="img" aria-label="Rated 5 out of 5 stars">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.8.9-4.2 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.6 7.7l5.8-.9L10 1.5Z" />
        </svg>
      ))}
    </div>
  );
}

export function Testimonials() {
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
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {REVIEWS.map((r) => (
            <li key={r.name} data-testid="review">
              <figure className="flex h-full flex-col rounded-2xl bg-cream p-6 ring-1 ring-stone-200/80 sm:p-8">
                <Stars />
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
                    <span className="block text-sm text-stone-500">{r.pet}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <dl
          className={
            'mx-auto mt-14 grid max-w-3xl grid-cols-3 divide-x divide-stone-200 rounded-2xl ' +
            'bg-brand-50 py-6 ring-1 ring-stone-200/80'
          }
          data-testid="stats"
        >
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse items-center px-2 text-center">
              <dt className="mt-1 text-sm font-medium text-stone-600">{s.label}</dt>
              <dd className="font-display text-3xl font-semibold text-brand-600 sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
