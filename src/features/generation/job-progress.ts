import type { JobState } from '../../../common/contracts/jobs';

/**
 * What a generating screen is doing now. The job's own stages (queued, painting, saving) come from
 * the server; `preparing` (the photo is uploaded and the job submitted) and `framing` (the order
 * page composes the frame after the job) are the screen's own steps around it.
 */
export type GenerationStage = 'idle' | 'preparing' | 'queued' | 'painting' | 'saving' | 'framing' | 'done';

export type Rung = { progress: number; label: string };
export type Ladder = Record<Exclude<GenerationStage, 'idle'>, Rung>;

/**
 * The spec's visible steps (10, 35, 70, then 80 when framing, 100), each tied to a real stage:
 * 10 while the photo goes up and the job waits for a free painter, 35 while it is painted, 70 once
 * the painting is back and being saved, 80 while the order page frames it, 100 when it is shown.
 */
export const PROGRESS = { start: 10, painting: 35, artwork: 70, framing: 80, done: 100 } as const;
/** How long 100 stays before the bar resets to 0 (docs/spec/shop.md §9). */
export const PROGRESS_RESET_MS = 800;

export const DEFAULT_LADDER: Ladder = {
  preparing: { progress: PROGRESS.start, label: 'Preparing your photo...' },
  queued: { progress: PROGRESS.start, label: 'Waiting for a free easel...' },
  painting: { progress: PROGRESS.painting, label: 'Painting your portrait...' },
  saving: { progress: PROGRESS.artwork, label: 'Your portrait is back — finishing up...' },
  framing: { progress: PROGRESS.framing, label: 'Framing your portrait...' },
  done: { progress: PROGRESS.done, label: 'Done!' },
};

export function ladderWith(overrides: Partial<Ladder> = {}): Ladder {
  return { ...DEFAULT_LADDER, ...overrides };
}

/** The queue line while a job waits: position is 1-based among all queued jobs. */
export function queueLine(position: number | null | undefined): string | null {
  if (typeof position !== 'number' || !Number.isFinite(position) || position < 1) return null;
  const ahead = Math.floor(position) - 1;
  return ahead === 0 ? "Queued — you're next" : `Queued — ${ahead} ahead of you`;
}

const ORDER: Record<JobState, number> = { queued: 0, painting: 1, saving: 2, done: 3, failed: 3 };

/** Stages only move forward: a late poll answer never takes the bar back. */
export function isLater(next: JobState, current: JobState): boolean {
  return ORDER[next] >= ORDER[current];
}

export const isFinished = (state: JobState) => state === 'done' || state === 'failed';

/** Under the bar while a paid job runs: the work no longer depends on this tab. */
export const LIBRARY_HINT = 'Safe to leave this page — it lands in your library when it is done.';
