import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Order } from '../../../../common/contracts/orders';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ORDERS_PAGE_SIZE = 25;

/** The customer's orders (paid and completed), newest first, a page of 25 before `before`. */
export const getOrders = async (before?: string) =>
  (await request('GET /api/orders', { query: { limit: ORDERS_PAGE_SIZE, before } })).orders;

export const getOrdersInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.orders.list,
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Order[]) =>
      last.length === ORDERS_PAGE_SIZE ? last[last.length - 1]!.createdAt : undefined,
  });
