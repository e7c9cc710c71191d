import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getOrdersInfiniteQueryOptions } from './api/get-orders';

/** docs/spec/commerce.md §9: the orders list shows 2 at first and 2 more on each 'View more'. */
export const ORDERS_FIRST = 2;
export const ORDERS_STEP = 2;

/**
 * The customer's orders (paid and completed), newest first, read 25 at a time; the live 'orders'
 * event refreshes them. `shown` grows by 2; the next 25 are read when the loaded ones run out.
 */
export function useOrders() {
  const query = useInfiniteQuery(getOrdersInfiniteQueryOptions());
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
