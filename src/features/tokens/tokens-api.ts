import { useQuery } from '@tanstack/react-query';
import type { TokenHistory } from '../../../common/contracts/tokens';
import { api } from '../../lib/api-client';

export type TokenHistoryEntry = TokenHistory['entries'][number];

export function useTokenHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['token-history'],
    queryFn: () => api('/api/me/token-history', { reply: 'tokenHistory' }),
    enabled,
  });
}
