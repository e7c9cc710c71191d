import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings, ShopSettings } from '../../common/contracts/settings';
import type { ItemSize } from '../../common/catalog';
import { DEFAULT_STOREFRONT, priceOf } from '../../common/shop-settings';
import { request } from './api-client';
import { queryKeys } from './query-keys';

/** Until the server's answer is here: the demo's values, and no policy text yet (it stays out of the entry bundle). */
const DEFAULTS: PublicSettings = {
  version: 0,
  settings: { ...DEFAULT_STOREFRONT, policies: { terms: '', privacy: '', returns: '' } },
};

/**
 * The live settings every page carries (server/features/spa/page-render.ts, `#shop-settings`), as a
 * seed for the query below: prices, claims and the shop's name are right in the first render.
 */
export function injectedSettings(): { queryKey: readonly unknown[]; data: PublicSettings }[] {
  const text = typeof document === 'undefined' ? null : document.getElementById('shop-settings')?.textContent;
  if (!text) return [];
  try {
    return [{ queryKey: queryKeys.settings.all, data: JSON.parse(text) as PublicSettings }];
  } catch {
    return [];
  }
}

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.all,
    queryFn: () => request('GET /api/settings'),
    staleTime: 5 * 60_000,
  });

/**
 * The storefront settings (prices, packs, claims, reviews, policies, the shop's name). Every page the
 * server sends carries them; only where one came without them (the dev server) they are fetched, and
 * until then the spec's defaults stand in.
 */
export function useShopSettings(): ShopSettings {
  return (useQuery(shopSettingsQueryOptions()).data ?? DEFAULTS).settings;
}

/** The price charged for one item of a size, from the live settings. */
export function usePriceOf(): (size: ItemSize) => number {
  const settings = useShopSettings();
  return (size) => priceOf(settings, size);
}
