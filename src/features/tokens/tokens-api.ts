import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type TokenHistoryEntry = { id: string; delta: number; reason: string; balanceAfter: number; createdAt: string };

export function useTokenHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['token-history'],
    queryFn: () => api<{ entries: TokenHistoryEntry[] }>('/api/me/token-history'),
    enabled,
  });
}
