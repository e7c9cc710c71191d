import type { JobView } from '../../../common/contracts/jobs';
import { ApiError } from '../../lib/api-client';
import type { JobSource } from './job-follower';

/** A job source for tests: events, the stream's state and GET /api/jobs/{id} under the test's control. */
export function fakeJobSource(initiallyConnected = true) {
  const jobListeners = new Set<(v: JobView) => void>();
  const statusListeners = new Set<(c: boolean) => void>();
  let connected = initiallyConnected;
  const views = new Map<string, JobView | Error>();
  const fetches: string[] = [];
  const source: JobSource = {
    fetchJob: async (id) => {
      fetches.push(id);
      const v = views.get(id);
      if (!v) throw new ApiError(404, 'NOT_FOUND', 'Not found');
      if (v instanceof Error) throw v;
      return v;
    },
    onJob: (fn) => {
      jobListeners.add(fn);
      return () => jobListeners.delete(fn);
    },
    onStatus: (fn) => {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    connected: () => connected,
  };
  return {
    source,
    fetches,
    /** What the server answers to GET /api/jobs/{id} from now on. */
    serve: (v: JobView | Error, id = v instanceof Error ? '' : v.id) => views.set(id, v),
    /** A live `job` event. */
    emit: (v: JobView) => jobListeners.forEach((fn) => fn(v)),
    setConnected: (c: boolean) => {
      connected = c;
      statusListeners.forEach((fn) => fn(c));
    },
    listeners: () => jobListeners.size + statusListeners.size,
  };
}

export function jobView(over: Partial<JobView> = {}): JobView {
  return {
    id: 'job-1',
    kind: 'edit',
    state: 'queued',
    position: 1,
    result: null,
    error: null,
    createdAt: '2026-11-23T20:00:00.000Z',
    ...over,
  };
}
