import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { queryKeys } from '../../lib/query-keys';
import { errorMessage, type NoticeKind } from './admin-desk';
import { cancelOrderWithRefund } from './api/cancel-order-with-refund';
import { resendStatusEmail } from './api/resend-status-email';
import { retryOrderSubmission } from './api/retry-order-submission';

/** Retry, Cancel with refund and Resend status e-mail: each says how it went and refreshes the desk. */
export function useOrderLifeActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.all });
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
