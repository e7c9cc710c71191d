import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every visible template, in display order. */
export const getTemplates = async () => (await request('GET /api/templates')).templates;

/** The live event stream invalidates queryKeys.templates. */
export const getTemplatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.templates.all, queryFn: getTemplates, staleTime: 60_000 });

export const useTemplates = () => useQuery(getTemplatesQueryOptions());
