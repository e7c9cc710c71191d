import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopSettings } from '../../common/contracts/settings';
import { DEFAULT_SHOP_SETTINGS } from '../../common/shop-defaults';
import { queryKeys } from '../lib/query-keys';

/** A render wrapper whose query client holds the storefront settings (the defaults unless given), so nothing is fetched. */
export function withShopSettings(settings: ShopSettings = DEFAULT_SHOP_SETTINGS) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.settings.all, { version: 0, settings });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
