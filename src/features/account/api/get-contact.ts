import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { QueryConfig } from '../../../lib/react-query';

/** The contact saved on the user record (`GET /api/me/contact`). */
export const getContact = async () => (await request('GET /api/me/contact')).contact;

export const getContactQueryOptions = () => queryOptions({ queryKey: queryKeys.contact.all, queryFn: getContact });

export const useContact = (config: QueryConfig<typeof getContactQueryOptions> = {}) =>
  useQuery({ ...getContactQueryOptions(), ...config });
