import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenHistory } from '../../../../common/contracts/tokens';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TokenHistoryEntry = TokenHistory['entries'][number];

export const getTokenHistory = () => request('GET /api/me/token-history');

export const getTokenHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tokenHistory.all, queryFn: getTokenHistory });

export const useTokenHistory = (enabled: boolean) => useQuery({ ...getTokenHistoryQueryOptions(), enabled });
