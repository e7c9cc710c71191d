import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One of the customer's orders (404 when it is not theirs). */
export const getOrder = (id: string) => request('GET /api/orders/:id', { params: { id } });

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => getOrder(id) });

/** The order the payment page just made, on its success page (off without an id). */
export const getPaidOrderQueryOptions = (id: string | null) =>
  queryOptions({ queryKey: queryKeys.orders.paid(id), queryFn: () => getOrder(id!), enabled: Boolean(id) });
