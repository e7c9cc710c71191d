import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Toaster } from '../lib/toast';
import { connectLiveEvents } from '../lib/live-events';
import { useSession } from '../lib/session';
import { CartProvider } from '../features/cart/cart-context';

/** Keeps one /api/events stream open, reopened when the signed-in user changes. */
function LiveEvents() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  useEffect(() => connectLiveEvents(queryClient), [queryClient, userId]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <CartProvider>{children}</CartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
