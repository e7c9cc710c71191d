import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { ShopHealth } from '../../../../common/contracts/system';

export const getShopHealth = () => request('GET /api/admin/health');

/** Polled every 5 s while the page is open: the admin desk's live view of the shop's health. */
export const getShopHealthQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shopHealth.all, queryFn: getShopHealth, refetchInterval: 5000 });

export const useShopHealth = () => useQuery(getShopHealthQueryOptions());
