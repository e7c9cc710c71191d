import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the shop sees in an uploaded photo (free): warnings, the subject's outline and the mask. */
export const getPhotoCheck = (uploadId: string) => request('GET /api/uploads/:id/check', { params: { id: uploadId } });

export const getPhotoCheckQueryOptions = (uploadId: string) =>
  queryOptions({ queryKey: queryKeys.photoCheck.one(uploadId), queryFn: () => getPhotoCheck(uploadId) });
