import { isLiveConnected, onLiveEvent, onLiveStatus } from '../../lib/live-events';
import type { JobView } from '../../../common/contracts/jobs';
import { getJob } from './api/get-job';
import type { JobSource } from './job-follower';

const RECENT_MAX = 50;
const recent = new Map<string, JobView>();

/** The live topic whose data is a JobView (JOB_EVENT_TOPIC in common/contracts/jobs.ts; no zod in the bundle). */
const JOB_EVENT_TOPIC = 'job';
const STATES = new Set(['queued', 'painting', 'saving', 'done', 'failed']);

/** Enough of a JobView to follow it; anything else on the stream is ignored. */
export function parseJob(data: unknown): JobView | null {
  const v = data as Partial<JobView> | null | undefined;
  if (!v || typeof v.id !== 'string' || !v.id || typeof v.state !== 'string' || !STATES.has(v.state)) return null;
  return {
    id: v.id,
    kind: v.kind ?? 'edit',
    state: v.state,
    position: typeof v.position === 'number' ? v.position : null,
    result: v.result ?? null,
    error: v.error ?? null,
    createdAt: String(v.createdAt ?? ''),
  };
}

// Keep the newest view of recent jobs: an event can arrive before the submit's 202 is read.
onLiveEvent((topic, data) => {
  if (topic !== JOB_EVENT_TOPIC) return;
  const view = parseJob(data);
  if (!view) return;
  recent.delete(view.id);
  recent.set(view.id, view);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
});

/** A read that hangs (a stalled connection) must not stop the polling: give up after this and poll again. */
const READ_TIMEOUT_MS = 10_000;

/** The app's one job source: the live `job` events on /api/events and GET /api/jobs/{id}. */
export const liveJobSource: JobSource = {
  fetchJob: (id) =>
    getJob(id, typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined),
  onJob: (fn) =>
    onLiveEvent((topic, data) => {
      if (topic !== JOB_EVENT_TOPIC) return;
      const view = parseJob(data);
      if (view) fn(view);
    }),
  onStatus: onLiveStatus,
  connected: isLiveConnected,
  latest: (id) => recent.get(id),
};
