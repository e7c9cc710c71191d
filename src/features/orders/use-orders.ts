import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listOrders, ORDERS_PAGE_SIZE, type Order } from './orders-api';

/** docs/spec/commerce.md §9: the orders list shows 2 at first and 2 more on each 'View more'. */
export const ORDERS_FIRST = 2;
export const ORDERS_STEP = 2;

/**
 * The customer's orders (paid and completed), newest first, read 25 at a time; the live 'orders'
 * event refreshes them. `shown` grows by 2; the next 25 are read when the loaded ones run out.
 */
export function useOrders() {
  const query = useInfiniteQuery({
    queryKey: ['orders', 'list'],
    queryFn: ({ pageParam }) => listOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Order[]) =>
      last.length === ORDERS_PAGE_SIZE ? last[last.length - 1]!.createdAt : undefined,
  });
  const [shown, setShown] = useState(ORDERS_FIRST);
  const orders = query.data?.pages.flat() ?? [];
  const visible = orders.slice(0, shown);
  const more = orders.length > shown || Boolean(query.hasNextPage);
  const viewMore = () => {
    const next = shown + ORDERS_STEP;
    setShown(next);
    if (next > orders.length && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return { query, orders, visible, more, viewMore, loadingMore: query.isFetchingNextPage };
}
