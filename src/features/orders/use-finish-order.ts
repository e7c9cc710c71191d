import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { waitUntilPaid } from './api/wait-until-paid';

/** What /order-success receives in router state. */
export type SuccessItem = { imageUrl: string; templateName?: string | null; size: string; color?: string | null };
export type OrderSuccessState = { orderId: string; items: SuccessItem[]; totalCents: number };

/**
 * After the card provider said yes: wait until the server marks the order paid (never trusting the
 * browser's word), then clear the cart and go to /order-success.
 */
export function useFinishOrder(clearCart: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState(false);
  const finish = useCallback(
    async (input: { orderId: string; amountCents: number; items: SuccessItem[]; pending?: boolean }) => {
      setFinishing(true);
      const order = await waitUntilPaid(input.orderId, { timeoutMs: input.pending ? 30_000 : 10_000 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      const state: OrderSuccessState = {
        orderId: input.orderId,
        items: input.items,
        totalCents: order?.totalCents ?? input.amountCents,
      };
      void navigate('/order-success', { replace: true, state });
      clearCart();
    },
    [navigate, queryClient, clearCart],
  );
  return { finishing, finish };
}
