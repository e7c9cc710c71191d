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

/** API replies a page was rendered with on the server, by query key (src/app/prerender.tsx). */
export type PageSeed = { queryKey: readonly unknown[]; data: unknown }[];

export function Providers({ children, seed }: { children: ReactNode; seed?: PageSeed }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
    for (const { queryKey, data } of seed ?? []) client.setQueryData(queryKey, data);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <CartProvider>{children}</CartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
