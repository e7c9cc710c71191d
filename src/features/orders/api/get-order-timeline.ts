import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** History, proof, tracking, refund and download links of one of the customer's orders. */
export const getOrderTimeline = (id: string) => request('GET /api/orders/:id/timeline', { params: { id } });

export const getOrderTimelineQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.orders.timeline(id), queryFn: () => getOrderTimeline(id) });
