import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { OrderTimeline } from '../../../common/contracts/order-life';
import { queryKeys } from '../../lib/query-keys';
import { approveOrder } from './api/approve-order';
import { cancelOrder } from './api/cancel-order';
import { getOrderQueryOptions } from './api/get-order';
import { getOrderTimelineQueryOptions } from './api/get-order-timeline';

/**
 * One order and its timeline. Both keys sit under queryKeys.orders, which the live 'orders' event
 * refreshes (src/lib/live-events.ts): an open page follows every state change without polling.
 */
export function useOrderLife(id: string) {
  const order = useQuery({ ...getOrderQueryOptions(id), retry: (n, err) => n < 1 && !isNotFound(err) });
  const timeline = useQuery({
    ...getOrderTimelineQueryOptions(id),
    enabled: order.isSuccess,
    retry: 1,
  });
  return { order, timeline };
}

const isNotFound = (err: unknown) => (err as { status?: number } | null)?.status === 404;
export { isNotFound };

/** Approve / Cancel at the proof; the reply is the new timeline, the list of orders is refreshed too. */
export function useProofActions(id: string) {
  const queryClient = useQueryClient();
  const settle = (timeline: OrderTimeline) => {
    queryClient.setQueryData(queryKeys.orders.timeline(id), timeline);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  };
  const approve = useMutation({
    mutationFn: () => approveOrder(id),
    onSuccess: (t) => {
      settle(t);
      toast.success('Proof approved: your print goes into production.');
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not approve the proof.'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: (t) => {
      settle(t);
      toast.success('Order cancelled. Your payment is refunded in full.');
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not cancel the order.'),
  });
  return { approve, cancel };
}
