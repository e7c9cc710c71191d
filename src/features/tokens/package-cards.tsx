import { perTokenPrice } from '../../../common/catalog';
import type { TokenPack } from '../../../common/contracts/settings';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { useShopSettings } from '../../lib/shop-settings';

/** The shop's packages (the spec's three by default); a pack with a badge ('Most Popular') stands out. */
export function PackageCards({ onBuy }: { onBuy: (pkg: TokenPack) => void }) {
  const packs = useShopSettings().tokenPacks;
  const columns = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-2 lg:grid-cols-4'][
    packs.length
  ];
  return (
    <ul className={`grid gap-4 sm:gap-6 ${columns}`}>
      {packs.map((pkg) => (
        <li
          key={pkg.id}
          data-testid={`package-${pkg.id}`}
          className={
            `relative flex flex-col rounded-3xl bg-white p-6 ` +
            `shadow-sm ${pkg.badge ? 'ring-2 ring-brand-500 sm:-translate-y-2 sm:shadow-lg' : 'ring-1 ring-stone-200/80'}`
          }
        >
          {pkg.badge && (
            <span
              className={
                'absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full ' +
                'bg-brand-500 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white shadow-sm'
              }
            >
              {pkg.badge}
            </span>
          )}
          <div className="flex items-baseline justify-between gap-3 sm:block">
            <h3 className="font-display text-2xl font-semibold text-ink">{pkg.tokens} Tokens</h3>
            <p className="font-display text-3xl font-semibold text-ink sm:mt-3 sm:text-4xl">
              {formatCents(pkg.priceCents)}
            </p>
          </div>
          <p className="mt-1 text-sm text-stone-500">${perTokenPrice(pkg)} per token</p>
          <p className="mt-4 flex-1 text-sm leading-relaxed text-stone-600">
            Enough for {pkg.tokens} AI portraits or edits.
          </p>
          <Button
            variant={pkg.badge ? 'primary' : 'secondary'}
            className="mt-6 w-full"
            onClick={() => onBuy(pkg)}
            aria-label={`Buy ${pkg.tokens} tokens for ${formatCents(pkg.priceCents)}`}
          >
            Buy Now
          </Button>
        </li>
      ))}
    </ul>
  );
}
