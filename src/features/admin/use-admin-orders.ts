import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { queryKeys } from '../../lib/query-keys';
import { errorMessage } from './admin-desk';
import { completeOrder } from './api/complete-order';
import { sendTestEmail } from './api/send-test-email';

// The order lists (./api/get-admin-orders.ts) are not polled: every order's state change reaches
// admins live on the 'admin-orders' topic, which refreshes queryKeys.adminOrders (src/lib/live-events.ts).

/** 'Finish order': status completed with completedAt; the customer sees it live. */
export function useFinishOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: () => toast.success('Order marked as completed'),
    onError: () => toast.error('Failed to complete order'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.all }),
  });
}

/** 'Test Email': one message through the e-mail adapter to the admin's own address. */
export function useTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (res) => {
      if (res.success) toast.success('Test email sent successfully!');
      else toast.error(`Failed to send test email: ${res.error ?? 'Unknown error'}`);
    },
    onError: (err) => toast.error(`Error sending test email: ${errorMessage(err)}`),
  });
}
