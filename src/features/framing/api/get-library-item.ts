import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One artwork of the customer's library (404 when it is not theirs or gone). */
export const getLibraryItem = (id: string, signal?: AbortSignal) =>
  request('GET /api/library/:id', { params: { id }, signal });

/** Off without an id. */
export const getLibraryItemQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.library.item(id),
    queryFn: ({ signal }) => getLibraryItem(id!, signal),
    enabled: Boolean(id),
  });
