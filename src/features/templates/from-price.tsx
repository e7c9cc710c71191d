import { FROM_LIST_PRICE_CENTS, FROM_PRICE_CENTS } from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import type { Template } from '../../../common/contracts/templates';

/** 'from ~~$29.00~~ $14.50': the lowest payable price, struck through at double (the spec's pattern). */
export function FromPrice({
  template,
  className = '',
  priceClassName = 'font-semibold text-ink',
}: {
  template: Template;
  className?: string;
  priceClassName?: string;
}) {
  // The server's figures (the catalog's, which the cart charges); the same constants if a cached template lacks them.
  const cents = template.fromPriceCents ?? FROM_PRICE_CENTS;
  const list = template.fromListPriceCents ?? FROM_LIST_PRICE_CENTS;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`} data-testid="from-price">
      <span className="text-sm text-stone-500">from</span>
      <s className="text-sm text-stone-500">
        <span className="sr-only">regular price </span>
        {formatCents(list)}
      </s>
      <span className={priceClassName}>
        <span className="sr-only">now </span>
        {formatCents(cents)}
      </span>
    </p>
  );
}
