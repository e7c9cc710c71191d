import { formatCents } from '../../../common/money';
import { fromPriceOf } from '../../../common/shop-settings';
import { useShopSettings } from '../../lib/shop-settings';

/** 'from $14.50', with the crossed-out regular price of that item when the owner set one (the spec's pattern). */
export function FromPrice({
  className = '',
  priceClassName = 'font-semibold text-ink',
}: {
  className?: string;
  priceClassName?: string;
}) {
  // The lowest price the cart will charge for any template (the live price list).
  const { cents, compareAtCents } = fromPriceOf(useShopSettings());
  return (
    <p className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`} data-testid="from-price">
      <span className="text-sm text-stone-500">from</span>
      {compareAtCents !== null && (
        <s className="text-sm text-stone-500">
          <span className="sr-only">regular price </span>
          {formatCents(compareAtCents)}
        </s>
      )}
      <span className={priceClassName}>
        {compareAtCents !== null && <span className="sr-only">now </span>}
        {formatCents(cents)}
      </span>
    </p>
  );
}
