import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { QueryConfig } from '../../../lib/react-query';

/** Every template, hidden ones included, in display order. */
export const getAdminTemplates = async () => (await request('GET /api/admin/templates')).templates;

/** Under the shop's templates key, so the live 'templates' event refreshes it too. */
export const getAdminTemplatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.templates.adminList, queryFn: getAdminTemplates, staleTime: 10_000 });

export const useAdminTemplates = (config: QueryConfig<typeof getAdminTemplatesQueryOptions> = {}) =>
  useQuery({ ...getAdminTemplatesQueryOptions(), ...config });
