import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user's library, newest first. */
export const getLibrary = async () => (await request('GET /api/library')).items;

/** Refreshed live by the 'library' event. */
export const getLibraryQueryOptions = () => queryOptions({ queryKey: queryKeys.library.all, queryFn: getLibrary });

export const useLibrary = (enabled = true) => useQuery({ ...getLibraryQueryOptions(), enabled });
