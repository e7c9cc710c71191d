import type { Template } from '../../../../common/contracts/templates';
import { HERO_IMAGE_SIZES } from '../../../../common/catalog';
import { Button } from '../../../components/ui/button';
import { useShopSettings } from '../../../lib/shop-settings';

/** Height of the fixed top bar (h-16). */
const TOP_BAR_PX = 64;
export const SCROLL_DURATION_MS = 800;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window so `el` sits just under the fixed top bar, over exactly `duration` ms with an
 * ease-in-out curve (requestAnimationFrame, not CSS smooth scrolling, so the timing is ours).
 */
export function smoothScrollTo(el: HTMLElement, duration = SCROLL_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY - TOP_BAR_PX);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || Math.abs(target - start) < 1) {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let t0: number | undefined;
    const step = (now: number) => {
      t0 ??= now;
      const progress = Math.min(1, (now - t0) / duration);
      window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

function scrollToStyles() {
  const section = document.getElementById('styles');
  if (!section) return;
  void smoothScrollTo(section).then(() => {
    // Keyboard and screen-reader users land where the page went.
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  });
}

const TILT = ['-rotate-2', 'rotate-2 translate-y-6', '-rotate-1 -translate-y-2', 'rotate-2 translate-y-4'];

/** The owner's claims under the hero ('10,000+ portraits created'); none when all are off. A rating gets a star. */
export function HeroClaims() {
  const claims = useShopSettings().heroClaims.filter((c) => c.on);
  if (claims.length === 0) return null;
  return (
    <ul
      className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-stone-700 lg:justify-start"
      data-testid="hero-claims"
    >
      {claims.map((c) => (
        <li key={`${c.value} ${c.label}`} className="flex items-center gap-2">
          {/\d\/\d/.test(c.value) ? (
            <span className="text-amber-500" aria-hidden="true">
              ★
            </span>
          ) : (
            <svg viewBox="0 0 20 20" className="h-5 w-5 text-brand-500" fill="currentColor" aria-hidden="true">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
          )}
          <span>
            <strong className="font-semibold text-ink">{c.value}</strong> {c.label}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Hero({ samples }: { samples: Template[] | undefined }) {
  return (
    <section data-testid="hero" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-16">
        <div className="text-center lg:text-left">
          <p
            className={
              'inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold ' +
              'uppercase tracking-wider text-brand-600 shadow-sm ring-1 ring-brand-100'
            }
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <ellipse cx="12" cy="16.5" rx="5" ry="4" />
              <ellipse cx="5.5" cy="10.5" rx="2" ry="2.6" />
              <ellipse cx="18.5" cy="10.5" rx="2" ry="2.6" />
              <ellipse cx="9" cy="5.5" rx="2" ry="2.7" />
              <ellipse cx="15" cy="5.5" rx="2" ry="2.7" />
            </svg>
            AI portraits, painted for your pet
          </p>
          <h1 className="mt-5 text-4xl font-semibold leading-[1.05] tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Turn Your Pet Into <span className="italic text-brand-600">Stunning Art</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-stone-600 lg:mx-0">
            Upload a photo, pick a style, and get a one-of-a-kind painted portrait of your best friend — as a digital
            download or a framed print delivered to your door.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button onClick={scrollToStyles} className="w-full px-8 py-3 text-base sm:w-auto">
              See Styles
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                <path
                  d={
                    'M10 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 ' +
                    '1.4-1.4L9 13.6V4a1 1 0 0 1 1-1Z'
                  }
                />
              </svg>
            </Button>
          </div>
          <HeroClaims />
        </div>

        <div
          className="mx-auto grid w-full max-w-sm grid-cols-2 gap-4 pb-6 sm:max-w-md sm:gap-5 lg:mr-0 lg:max-w-[28rem]"
          data-testid="hero-samples"
        >
          {[0, 1, 2, 3].map((i) => {
            const t = samples?.[i];
            return (
              <div
                key={t?.id ?? i}
                className={`overflow-hidden rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200/80 sm:p-2 ${TILT[i]}`}
              >
                {t ? (
                  <img
                    src={t.image}
                    srcSet={t.imageSrcSet || undefined}
                    sizes={HERO_IMAGE_SIZES}
                    alt={t.name}
                    width={960}
                    height={1200}
                    loading="eager"
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    className="aspect-[4/5] h-auto w-full rounded-xl object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="aspect-[4/5] w-full animate-pulse rounded-xl bg-stone-200/70" />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
