import type { GenerationJob } from './use-generation-job';

type Props = {
  job: Pick<GenerationJob, 'progress' | 'label' | 'queue' | 'stage'>;
  /** A line under the bar while the job runs (e.g. that it lands in the library anyway). */
  hint?: string | null;
  /** 'overlay' floats over a picture (translucent, with a shadow). */
  variant?: 'card' | 'overlay';
  className?: string;
};

/**
 * The generation progress bar (10, 35, 70, 80, 100 — docs/spec/shop.md §4), driven by the job's real stage,
 * with what is happening now and, while the job waits, its place in the queue.
 */
export function GenerationProgress({ job, hint, variant = 'card', className = '' }: Props) {
  if (job.progress <= 0) return null;
  const running = job.progress < 100;
  return (
    <div
      data-testid="generation-progress"
      data-stage={job.stage}
      role="status"
      aria-live="polite"
      className={
        `rounded-2xl p-4 ring-1 ` +
        `ring-stone-200/80 ${variant === 'overlay' ? 'bg-white/95 shadow-lg backdrop-blur-sm' : 'bg-white'} ${className}`
      }
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{job.label}</span>
        <span className="tabular-nums text-stone-500">{job.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={job.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="mt-2.5 h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={
            `h-full rounded-full bg-gradient-to-r from-brand-500 to-amber-400 transition-[width] ` +
            `duration-700 ease-out ${running ? 'animate-pulse' : ''}`
          }
          style={{ width: `${job.progress}%` }}
        />
      </div>
      {job.queue && (
        <p
          data-testid="queue-position"
          className={
            'mt-3 inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-xs ' +
            'font-semibold text-amber-900 ring-1 ring-amber-200'
          }
        >
          <svg
            viewBox="0 0 20 20"
            className="h-3.5 w-3.5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <circle cx="10" cy="10" r="7.25" />
            <path d="M10 6v4l2.5 2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {job.queue}
        </p>
      )}
      {hint && running && <p className="mt-2 text-xs text-stone-500">{hint}</p>}
    </div>
  );
}
