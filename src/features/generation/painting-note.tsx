import { useQuery } from '@tanstack/react-query';
import { getActiveJobsQueryOptions } from './api/get-active-jobs';
import { isFinished } from './job-progress';

/** The caller's paid jobs still under way (from any tab or device), refreshed by every live `job` event. */
export function useUnfinishedJobs(enabled = true) {
  return useQuery({
    ...getActiveJobsQueryOptions(),
    enabled,
    select: (jobs) => jobs.filter((j) => !isFinished(j.state) && j.kind !== 'process'),
  });
}

/** Above the library: portraits still being painted land here when they are done, even if their tab was closed. */
export function PaintingNote({ className = '' }: { className?: string }) {
  const count = useUnfinishedJobs().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <p
      data-testid="painting-note"
      role="status"
      className={`flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200/80 ${className}`}
    >
      <span
        className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      {count === 1 ? '1 portrait is still being painted' : `${count} portraits are still being painted`} —{' '}
      {count === 1 ? 'it appears' : 'they appear'} here when done.
    </p>
  );
}
