import { COLOR_LABELS, DIGITAL, SIZE_LABELS, type FrameColor, type ItemSize } from '../../../../common/catalog';
import { formatCents } from '../../../../common/money';
import { useShopSettings } from '../../../lib/shop-settings';
import { savingText, subtotalFor } from './order-rules';

type Props = { templateName: string; size: ItemSize | null; color: FrameColor | null; petName?: string };

function sizeText(size: ItemSize | null) {
  if (!size) return 'Not chosen yet';
  return size === DIGITAL ? 'Digital Download' : `${SIZE_LABELS[size]} framed print`;
}

/** The order summary with the subtotal from the live price list and the regular price, when the owner set one. */
export function OrderSummary({ templateName, size, color, petName }: Props) {
  const subtotal = subtotalFor(size, useShopSettings());
  const regular = subtotal?.compareAtCents ?? null;
  const rows: [string, string][] = [
    ['Style', templateName],
    ...(petName?.trim() ? ([['Pet name', petName.trim()]] as [string, string][]) : []),
    ['Size', sizeText(size)],
    ...(size === DIGITAL
      ? []
      : ([['Frame color', color ? COLOR_LABELS[color] : 'Not chosen yet']] as [string, string][])),
    ['Shipping', size === DIGITAL ? 'Instant download' : 'Free'],
  ];
  return (
    <section
      aria-labelledby="summary-heading"
      data-testid="order-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-3 divide-y divide-stone-100 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-500">{k}</dt>
            <dd className={`text-right font-medium ${v === 'Not chosen yet' ? 'text-stone-500' : 'text-ink'}`}>{v}</dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-2 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3"
        data-testid="subtotal"
      >
        <span className="font-semibold text-ink">Subtotal</span>
        {subtotal ? (
          <span className="flex items-baseline gap-2">
            {regular !== null && (
              <s className="text-sm text-stone-500">
                <span className="sr-only">regular price </span>
                {formatCents(regular)}
              </s>
            )}
            <span className="text-xl font-semibold text-ink">
              {regular !== null && <span className="sr-only">now </span>}
              {formatCents(subtotal.cents)}
            </span>
          </span>
        ) : (
          <span className="text-sm text-stone-500">Choose a size</span>
        )}
      </div>
      {subtotal && regular !== null && (
        <p className="mt-1 text-right text-xs font-medium text-emerald-700">{savingText(subtotal.cents, regular)}</p>
      )}
    </section>
  );
}
