import { DIGITAL } from '../../../common/catalog';
import { compareAtOf } from '../../../common/shop-settings';
import { useShopSettings } from '../../lib/shop-settings';
import { formatCents } from '../../../common/money';
import { colorLabel, isItemSize, linePriceCents, sizeLabel } from '../../lib/order-lines';

const chip =
  'inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm shadow-sm ring-1 ring-stone-200';

const COLOR_SWATCH: Record<string, string> = {
  black: 'bg-stone-900',
  white: 'bg-white ring-1 ring-stone-300',
  red_oak: 'bg-[#9a4b2b]',
};

/** Template, size, colour and price — the price that will be charged (one price list). */
export function ArtworkChips({
  templateName,
  size,
  color,
}: {
  templateName: string;
  size: string | null;
  color: string | null;
}) {
  const prices = useShopSettings();
  const regular = size && isItemSize(size) ? compareAtOf(prices, size) : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Artwork details" data-testid="artwork-chips">
      <li className={chip}>
        <span className="text-stone-500">Style</span>
        <span className="font-semibold text-ink">{templateName}</span>
      </li>
      {size && isItemSize(size) && (
        <li className={chip}>
          <span className="text-stone-500">Size</span>
          <span className="font-semibold text-ink">{sizeLabel(size)}</span>
        </li>
      )}
      {color && size !== DIGITAL && (
        <li className={chip}>
          <span className={`h-3.5 w-3.5 rounded-full ${COLOR_SWATCH[color] ?? 'bg-stone-400'}`} aria-hidden="true" />
          <span className="text-stone-500">Frame</span>
          <span className="font-semibold text-ink">{colorLabel(color)}</span>
        </li>
      )}
      {size && isItemSize(size) && (
        <li className={`${chip} bg-brand-50 ring-brand-200`} data-testid="price-chip">
          {regular !== null && (
            <s className="text-stone-500">
              <span className="sr-only">regular price </span>
              {formatCents(regular)}
            </s>
          )}
          <span className="font-semibold text-brand-700">
            {regular !== null && <span className="sr-only">now </span>}
            {formatCents(linePriceCents(size, prices))}
          </span>
        </li>
      )}
    </ul>
  );
}
