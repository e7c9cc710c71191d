import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OrderFilter } from '../admin-desk';

/** All customers' orders for one filter, newest first. */
export const getAdminOrders = async (status: OrderFilter) =>
  (await request('GET /api/admin/orders', { query: { status } })).orders;

export const getAdminOrdersQueryOptions = (status: OrderFilter) =>
  queryOptions({ queryKey: queryKeys.adminOrders.byStatus(status), queryFn: () => getAdminOrders(status) });

export const useAdminOrders = (status: OrderFilter) => useQuery(getAdminOrdersQueryOptions(status));
