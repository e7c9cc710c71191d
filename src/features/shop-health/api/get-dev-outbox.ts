import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Development only: the e-mails the shop would have sent (the server does not serve this in production). */
export const getDevOutbox = () => request('GET /api/dev/outbox');

export const getDevOutboxQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.devOutbox.all, queryFn: getDevOutbox });

export const useDevOutbox = (enabled: boolean) => useQuery({ ...getDevOutboxQueryOptions(), enabled });
