import { ApiError } from '../../lib/api-client';
import { ERROR_STATUS } from '../../../common/errors';
import type { JobResult, JobView } from '../../../common/contracts/jobs';
import { isFinished, isLater } from './job-progress';

/** Where a follower hears about a job: live events, the stream's state, and a read by id. */
export type JobSource = {
  fetchJob: (id: string) => Promise<JobView>;
  onJob: (fn: (view: JobView) => void) => () => void;
  onStatus: (fn: (connected: boolean) => void) => () => void;
  connected: () => boolean;
  /** The newest view already heard for this id (events can arrive before the 202 reply is read). */
  latest?: (id: string) => JobView | undefined;
};

export type FollowOptions = {
  signal?: AbortSignal;
  /** Poll interval while the event stream is down. */
  pollMs?: number;
  /** A slow safety poll while the stream is up, in case an event was lost on the way. */
  safetyPollMs?: number;
};

export const POLL_MS = 2_000;
export const SAFETY_POLL_MS = 15_000;

/** A failed job as the error a synchronous call would have thrown (the server's code and message). */
export function jobError(view: Pick<JobView, 'error'>): ApiError {
  const code = view.error?.code ?? 'PROVIDER_ERROR';
  const status = (ERROR_STATUS as Record<string, number>)[code] ?? 502;
  return new ApiError(
    status,
    code,
    view.error?.message || 'Failed to generate image. Your token was refunded; please try again.',
  );
}

/** A poll answer that means the job will never be found (gone, not ours, signed out). */
export const isJobGone = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;

/**
 * Follows one job by id until it ends: every live `job` event for it, a poll every 2 s while the
 * stream is down, one poll each time it comes back, and a slow safety poll. `onUpdate` sees each
 * new stage (never an older one). Resolves with the result when done; rejects with the server's
 * error when failed, with the poll's error when the job cannot be read (4xx), or with an
 * AbortError when `signal` aborts. Network hiccups only mean another poll later.
 */
export function followJob(
  source: JobSource,
  first: JobView,
  onUpdate: (view: JobView) => void,
  opts: FollowOptions = {},
): Promise<JobResult> {
  const { signal, pollMs = POLL_MS, safetyPollMs = SAFETY_POLL_MS } = opts;
  const id = first.id;
  return new Promise<JobResult>((resolve, reject) => {
    let current = first;
    let settled = false;
    let polling = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offs: (() => unknown)[] = [];

    const end = () => {
      settled = true;
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
    const accept = (view: JobView, force = false) => {
      if (settled || view.id !== id) return;
      if (!force && !isLater(view.state, current.state)) return;
      current = view;
      onUpdate(view);
      if (!isFinished(view.state)) return;
      end();
      if (view.state === 'done' && view.result) resolve(view.result);
      else reject(jobError(view));
    };
    const schedule = () => {
      if (settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => void poll(), source.connected() ? safetyPollMs : pollMs);
    };
    const poll = async () => {
      if (settled || polling) return;
      polling = true;
      try {
        accept(await source.fetchJob(id));
      } catch (err) {
        if (isJobGone(err) && !settled) {
          end();
          reject(err);
        }
      } finally {
        polling = false;
        schedule();
      }
    };

    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const onAbort = () => {
      if (settled) return;
      end();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    offs.push(() => signal?.removeEventListener('abort', onAbort));
    offs.push(source.onJob((view) => accept(view)));
    offs.push(source.onStatus((up) => (up ? void poll() : schedule())));

    // A job that had already finished when a keyed request was sent again (a reload after a lost
    // answer) comes back as its id and state only: its result (or error) is fetched, not assumed lost.
    if (isFinished(first.state) && (first.result || first.error || !id)) return accept(first, true);
    if (isFinished(first.state)) {
      current = { ...first, state: 'saving' };
      onUpdate(current);
      return void poll();
    }
    onUpdate(first);
    const heard = source.latest?.(id);
    if (heard) accept(heard);
    schedule();
  });
}
