import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Template } from '../../../../common/contracts/templates';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getTemplatesQueryOptions } from './get-templates';

export const getTemplate = (id: string) => request('GET /api/templates/:id', { params: { id } });

/** Off without an id; a 404 is not retried. The server seeds this key on a template's page. */
export const getTemplateQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.templates.one(id),
    queryFn: () => getTemplate(id ?? ''),
    enabled: Boolean(id),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
    staleTime: 60_000,
  });

/**
 * One template by id, loaded from the server (so a direct URL works). While it loads, `initial`
 * (e.g. from navigation state) or the copy in the cached list is shown, so there is no flash.
 */
export function useTemplate(id: string | undefined, initial?: Template) {
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData(getTemplatesQueryOptions().queryKey)?.find((t) => t.id === id);
  return useQuery({ ...getTemplateQueryOptions(id), placeholderData: initial && initial.id === id ? initial : cached });
}
