import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One order's life: history, tracking, what needs attention. */
export const getOrderHistory = (id: string) => request('GET /api/admin/orders/:id/history', { params: { id } });

export const getOrderHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminOrders.history(id), queryFn: () => getOrderHistory(id) });

/** Read when the admin opens the order. */
export const useOrderHistory = (id: string, enabled: boolean) =>
  useQuery({ ...getOrderHistoryQueryOptions(id), enabled });
