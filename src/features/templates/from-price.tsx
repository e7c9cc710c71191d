import { DIGITAL_PRICE_CENTS, PRINT_PRICE_CENTS } from '../../../common/catalog';
import { formatCents } from '../../../common/money';
import type { Template } from '../../../common/contracts/templates';

/** The cheapest thing in the one price list (DESIGN.md §6), for a server that does not say it yet. */
const LOWEST_CATALOG_CENTS = Math.min(DIGITAL_PRICE_CENTS, ...Object.values(PRINT_PRICE_CENTS));

/** What a customer can actually pay for this style at the least: the server's `fromPriceCents`. */
export function fromPriceCents(template: Template): number {
  const given = (template as Template & { fromPriceCents?: unknown }).fromPriceCents;
  return typeof given === 'number' && given > 0 ? given : LOWEST_CATALOG_CENTS;
}

/** 'from ~~$29.00~~ $14.50': the lowest payable price, struck through at double (the spec's pattern). */
export function FromPrice({ template, className = '', priceClassName = 'font-semibold text-ink' }: { template: Template; className?: string; priceClassName?: string }) {
  const cents = fromPriceCents(template);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-1.5 ${className}`} data-testid="from-price">
      <span className="text-sm text-stone-500">from</span>
      <s className="text-sm text-stone-500">
        <span className="sr-only">regular price </span>
        {formatCents(cents * 2)}
      </s>
      <span className={priceClassName}>
        <span className="sr-only">now </span>
        {formatCents(cents)}
      </span>
    </p>
  );
}
