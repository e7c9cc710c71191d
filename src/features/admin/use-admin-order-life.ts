import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import {
  cancelOrderWithRefund,
  errorMessage,
  getOrderHistory,
  listOrdersInState,
  resendStatusEmail,
  retryOrderSubmission,
  type NoticeKind,
  type StateFilter,
} from './admin-api';

/** Keys under ['admin-orders']: the live 'admin-orders' topic refreshes them all. */
export const adminOrderKeys = {
  state: (state: StateFilter) => ['admin-orders', 'state', state] as const,
  history: (id: string) => ['admin-orders', 'history', id] as const,
};

/** Orders in one state (or needing attention); off while no state is chosen. */
export function useOrdersInState(state: StateFilter | null) {
  return useQuery({
    queryKey: adminOrderKeys.state(state ?? 'paid'),
    queryFn: () => listOrdersInState(state!),
    enabled: state !== null,
  });
}

/** One order's history, read when the admin opens it. */
export function useOrderHistory(id: string, enabled: boolean) {
  return useQuery({ queryKey: adminOrderKeys.history(id), queryFn: () => getOrderHistory(id), enabled });
}

/** Retry, Cancel with refund and Resend status e-mail: each says how it went and refreshes the desk. */
export function useOrderLifeActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
  const retry = useMutation({
    mutationFn: retryOrderSubmission,
    onSuccess: () => toast.success('Submission retried'),
    onError: (err) => toast.error(`Retry failed: ${errorMessage(err)}`),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: cancelOrderWithRefund,
    onSuccess: () => toast.success('Order cancelled and refunded'),
    onError: (err) => toast.error(`Failed to cancel order: ${errorMessage(err)}`),
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: NoticeKind }) => resendStatusEmail(id, kind),
    onSuccess: () => toast.success('Status e-mail sent again'),
    onError: (err) => toast.error(`Failed to resend: ${errorMessage(err)}`),
    onSettled: refresh,
  });
  return { retry, cancel, resend };
}
