import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { completeOrder, errorMessage, listAdminOrders, sendTestEmail, type OrderFilter } from './admin-api';

/**
 * All customers' orders for one filter, newest first. No polling: every order's state change
 * reaches admins live on the 'admin-orders' topic, which refreshes ['admin-orders'] (src/lib/live-events.ts).
 */
export function useAdminOrders(filter: OrderFilter) {
  return useQuery({ queryKey: ['admin-orders', filter], queryFn: () => listAdminOrders(filter) });
}

/** 'Finish order': status completed with completedAt; the customer sees it live. */
export function useFinishOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: () => toast.success('Order marked as completed'),
    onError: () => toast.error('Failed to complete order'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
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
