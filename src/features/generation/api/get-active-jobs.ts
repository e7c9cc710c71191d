import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The caller's unfinished jobs and those finished in the last minutes, newest first. */
export const getActiveJobs = async () => (await request('GET /api/jobs', { query: { active: '1' } })).jobs ?? [];

/** Refreshed by every live `job` event. */
export const getActiveJobsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.jobs.active, queryFn: getActiveJobs });
