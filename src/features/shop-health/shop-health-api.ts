import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type { ShopHealth } from '../../../common/contracts/system';

/** Polled every 5 s while the page is open: the admin desk's live view of the shop's health. */
export function useShopHealth() {
  return useQuery({
    queryKey: ['shop-health'],
    queryFn: () => api('/api/admin/health', { reply: 'shopHealth' }),
    refetchInterval: 5000,
  });
}
