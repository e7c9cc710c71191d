import type { Template } from '../../../../common/contracts/templates';
import { FRAME_SIZES, SIZE_BLURBS, SIZE_LABELS, type FrameSize } from '../../../../common/catalog';
import { formatCents } from '../../../../common/money';
import { usePriceOf } from '../../../lib/shop-settings';

/** Inches of each print, from its '8x10' style label. */
function inches(size: FrameSize): [number, number] {
  const [w, h] = SIZE_LABELS[size].split('x').map(Number);
  return [w!, h!];
}

/**
 * 'Three Different Sizes': each print drawn as a framed rectangle at one common scale
 * (--in px per inch: 6 on phones, 10 from md up), so the sizes compare truthfully.
 */
export function Sizes({ art }: { art: Template | undefined }) {
  const priceCentsFor = usePriceOf();
  return (
    <section aria-labelledby="sizes-heading" data-testid="sizes" className="below-fold bg-brand-50/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Framed prints</p>
          <h2 id="sizes-heading" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Three Different Sizes
          </h2>
          <p className="mt-4 text-balance text-lg text-stone-600">
            Every print arrives ready to hang in a black, white or red oak frame. Shipping is free.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 [--in:6px] md:grid-cols-3 md:gap-8 md:[--in:10px]">
          {FRAME_SIZES.map((size) => {
            const [w, h] = inches(size);
            const label = SIZE_LABELS[size].replace('x', '×');
            const popular = size === 'medium';
            return (
              <li
                key={size}
                data-testid={`size-${size}`}
                className={`relative flex items-center gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 md:flex-col md:gap-0 md:p-8 ${
                  popular ? 'ring-2 ring-brand-500' : 'ring-stone-200/80'
                }`}
              >
                {popular && (
                  <span
                    className={
                      'absolute right-3 top-3 rounded-full bg-brand-500 px-2.5 py-0.5 text-xs font-semibold ' +
                      'text-white md:left-1/2 md:right-auto md:top-0 md:-translate-x-1/2 md:-translate-y-1/2'
                    }
                  >
                    Most popular
                  </span>
                )}
                <div className="flex h-40 w-28 shrink-0 items-end justify-center md:h-64 md:w-full" aria-hidden="true">
                  <div
                    className={
                      'box-border border-[5px] border-stone-900 bg-white p-[calc(var(--in)*0.7)] ' +
                      'shadow-[0_10px_24px_-8px_rgba(28,25,23,0.45)]'
                    }
                    style={{ width: `calc(var(--in) * ${w})`, height: `calc(var(--in) * ${h})` }}
                  >
                    {art ? (
                      <img
                        src={art.image}
                        srcSet={art.imageSrcSet || undefined}
                        sizes="160px"
                        alt=""
                        width={960}
                        height={1200}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : (
                      <div className="h-full w-full bg-gradient-to-br from-brand-200 via-brand-100 to-amber-100" />
                    )}
                  </div>
                </div>
                <div className="min-w-0 md:mt-6 md:text-center">
                  <h3 className="text-2xl font-semibold">{label}</h3>
                  <p className="text-xs uppercase tracking-wide text-stone-500">
                    {w} × {h} inches
                  </p>
                  <p className="mt-2 text-stone-700">{SIZE_BLURBS[size]}</p>
                  <p className="mt-2 text-sm font-semibold text-ink">{formatCents(priceCentsFor(size))} framed</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
