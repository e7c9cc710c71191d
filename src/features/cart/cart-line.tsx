import { formatCents } from '../../../common/money';
import type { CartItem } from './cart-storage';
import { lineDetails, lineImage, linePriceCents, templateNameOf } from '../../lib/order-lines';
import { useShopSettings } from '../../lib/shop-settings';

type Props = { item: CartItem; highlighted?: boolean; pulsing?: boolean; onRemove: (id: string) => void };

/** One drawer line: picture, template name, size and colour, price, Remove. */
export function CartLine({ item, highlighted, pulsing, onRemove }: Props) {
  const name = templateNameOf(item);
  const prices = useShopSettings();
  return (
    <li
      data-id={item.id}
      data-testid="cart-line"
      data-highlighted={highlighted || undefined}
      className={
        `flex gap-4 rounded-2xl p-3 ` +
        `transition-shadow ${highlighted ? 'ring-2 ring-brand-500' : ''} ${pulsing ? 'animate-pulse-row' : ''}`
      }
    >
      <img
        src={lineImage(item)}
        alt={`${name} artwork`}
        width={80}
        height={100}
        className="h-[100px] w-20 shrink-0 rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <p className="truncate font-semibold text-ink" title={name}>
            {name}
          </p>
          <p className="shrink-0 font-semibold tabular-nums text-ink">
            {formatCents(linePriceCents(item.size, prices))}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-stone-600">{lineDetails(item)}</p>
        {item.unavailable && (
          <p className="mt-0.5 text-sm font-medium text-red-700">This portrait is no longer available</p>
        )}
        <button
          type="button"
          onClick={() => onRemove(item.id)}
          aria-label={`Remove ${name}, ${lineDetails(item)}`}
          className={
            'mt-auto self-start rounded-full py-1 text-sm font-medium text-stone-500 ' +
            'underline-offset-4 hover:text-red-700 hover:underline'
          }
        >
          Remove
        </button>
      </div>
    </li>
  );
}
