import { useState } from 'react';
import { formatCents } from '../../../../common/money';
import type { CartItem } from '../../../features/cart/cart-storage';
import { lineDetails, lineImage, linePriceCents, subtotalCents, templateNameOf } from '../../../lib/order-lines';
import { ImagePreview } from '../../../components/ui/image-preview';
import { useShopSettings } from '../../../lib/shop-settings';

type Props = { items: CartItem[]; onRemove: (id: string) => void };

/** The right-hand order summary of /cart; on phones it folds into a bar above the form. */
export function OrderSummary({ items, onRemove }: Props) {
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const [open, setOpen] = useState(false);
  const prices = useShopSettings();
  const total = subtotalCents(items, prices);
  // Shipping is free on every framed print (one price list, DESIGN.md §6); a download has nothing to ship.
  const digitalOnly = items.length > 0 && items.every((i) => i.size === 'digital');
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/80 lg:sticky lg:top-below-bar"
      data-testid="order-summary"
    >
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="summary-body"
        className="flex w-full items-center justify-between gap-3 rounded-3xl px-5 py-4 text-left lg:hidden"
      >
        <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          {open ? 'Hide order summary' : 'Show order summary'}
          <svg
            viewBox="0 0 20 20"
            className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </span>
        <span className="font-display text-lg font-semibold tabular-nums">{formatCents(total)}</span>
      </button>
      <div
        id="summary-body"
        className={`${open ? 'block' : 'hidden'} border-t border-stone-100 p-5 sm:p-6 lg:block lg:border-0`}
      >
        <h2 id="summary-heading" className="sr-only text-xl font-semibold lg:not-sr-only">
          Order summary
        </h2>
        <ul className="-mt-2 divide-y divide-stone-100 lg:mt-4">
          {items.map((item) => {
            const name = templateNameOf(item);
            const src = lineImage(item);
            return (
              <li key={item.id} className="flex items-center gap-4 py-3" data-testid="summary-line">
                <button
                  type="button"
                  onClick={() => setPreview({ src, alt: `${name} artwork` })}
                  className="group relative shrink-0 overflow-hidden rounded-xl ring-1 ring-stone-200"
                  aria-label={`Preview ${name}`}
                >
                  <img
                    src={src}
                    alt=""
                    width={64}
                    height={80}
                    className="h-20 w-16 bg-stone-100 object-cover transition group-hover:scale-105"
                  />
                  <span
                    className={
                      'absolute inset-0 flex items-center justify-center bg-black/0 text-white opacity-0 ' +
                      'transition group-hover:bg-black/30 group-hover:opacity-100'
                    }
                    aria-hidden="true"
                  >
                    <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                      <path
                        d={
                          'M9 3.5a5.5 5.5 0 1 0 3.4 9.8l3.4 3.4a1 1 0 0 0 1.4-1.4l-3.4-3.4A5.5 5.5 0 0 0 9 3.5Zm-3.5 ' +
                          '5.5a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z'
                        }
                      />
                    </svg>
                  </span>
                </button>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{name}</p>
                  <p className="text-sm text-stone-500">{lineDetails(item)}</p>
                  {item.unavailable && (
                    <p
                      className="mt-1 flex flex-wrap items-center gap-x-3 text-sm font-medium text-red-700"
                      data-testid="line-unavailable"
                    >
                      This portrait is no longer available
                      <button
                        type="button"
                        onClick={() => onRemove(item.id)}
                        className="rounded-full px-2 py-0.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </button>
                    </p>
                  )}
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">
                  {formatCents(linePriceCents(item.size, prices))}
                </p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-stone-600">Subtotal</dt>
            <dd className="font-medium tabular-nums" data-testid="summary-subtotal">
              {formatCents(total)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-stone-600">Shipping</dt>
            <dd
              className={digitalOnly ? 'text-stone-600' : 'font-medium text-emerald-700'}
              data-testid="summary-shipping"
            >
              {digitalOnly ? 'Not needed (digital download)' : 'Free'}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-stone-600">Estimated taxes</dt>
            <dd className="text-stone-500">
              <span aria-hidden="true">—</span>
              <span className="sr-only">none</span>
            </dd>
          </div>
          <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
            <dt className="text-base font-semibold text-ink">Total</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums text-ink" data-testid="summary-total">
              <span className="mr-1.5 align-middle font-sans text-xs font-medium text-stone-500">USD</span>
              {formatCents(total)}
            </dd>
          </div>
        </dl>
      </div>
      <ImagePreview src={preview?.src ?? null} alt={preview?.alt ?? ''} onClose={() => setPreview(null)} />
    </section>
  );
}
