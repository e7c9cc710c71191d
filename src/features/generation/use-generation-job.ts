import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { JobKind, JobResult, JobView } from '../../../common/contracts/jobs';
import { followJob, isJobGone, type FollowOptions, type JobSource } from './job-follower';
import {
  isFinished,
  ladderWith,
  PROGRESS_RESET_MS,
  queueLine,
  type GenerationStage,
  type Ladder,
} from './job-progress';
import { liveJobSource } from './job-source';
import { forgetJob, recallJob, rememberJob } from './job-store';

export type GenerationJobOptions<Ctx> = {
  /** This screen's name for remembering its job in the tab (null: nothing to remember yet). */
  screen: string | null;
  /** The screen's own words (and steps) for each stage, by job kind (null before a job exists). */
  ladder?: (kind: JobKind | null) => Partial<Ladder>;
  /**
   * A remembered job was found on mount (a reload, or a return to the screen): the screen restores
   * `ctx` and finishes `pending` exactly as it finishes a job it has just started.
   */
  onResume?: (pending: Promise<JobResult>, ctx: Ctx, kind: JobKind) => void;
  /**
   * Kinds whose result the screen sends on to a next job: done, they stay remembered until that job
   * is, so a reload in between finishes the chain (the next request carries an Idempotency-Key).
   */
  chains?: (kind: JobKind) => boolean;
  /** Tests hand in a fake source and short intervals. */
  source?: JobSource;
  follow?: Pick<FollowOptions, 'pollMs' | 'safetyPollMs'>;
};

type State = { stage: GenerationStage; position: number | null; kind: JobKind | null };
const IDLE: State = { stage: 'idle', position: null, kind: null };

/** A promise that never settles: what `run` gives back once the screen has gone (no toast after unmount). */
const never = <T>() => new Promise<T>(() => {});
const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The one generation hook. `run(submit, ctx)` submits a job (`Prefer: respond-async`), remembers
 * it for this screen, follows it by id through its real stages and resolves with the result (or
 * rejects with the server's error; the token was refunded). Around the job the screen marks its
 * own steps with `begin()` (uploading), `step('framing')` and `finish()` (100, back to 0 after 0.8 s).
 */
export function useGenerationJob<Ctx = undefined>(opts: GenerationJobOptions<Ctx>) {
  const queryClient = useQueryClient();
  const source = opts.source ?? liveJobSource;
  const [state, setState] = useState<State>(IDLE);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const life = useRef<AbortController | null>(null);
  const latest = useRef(opts);
  useLayoutEffect(() => {
    latest.current = opts;
  });

  useEffect(() => {
    life.current = new AbortController();
    return () => {
      life.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const setStage = useCallback((stage: GenerationStage, kind?: JobKind | null) => {
    clearTimeout(resetTimer.current);
    setState((s) => ({ stage, position: null, kind: kind === undefined ? s.kind : kind }));
  }, []);
  const reset = useCallback(() => setStage('idle', null), [setStage]);
  const finish = useCallback(() => {
    setStage('done');
    resetTimer.current = setTimeout(() => setState(IDLE), PROGRESS_RESET_MS);
  }, [setStage]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.library.all });
  }, [queryClient]);

  /** Follows a job; the screen's record is dropped when it ends (kept when the screen goes away). */
  const track = useCallback(
    (first: JobView, screen: string | null, signal: AbortSignal | undefined): Promise<JobResult> => {
      const onUpdate = (view: JobView) => {
        if (signal?.aborted) return;
        // Done: the painting is back; the screen shows it (or frames it first) and calls finish().
        const stage = view.state === 'done' ? 'saving' : view.state === 'failed' ? 'idle' : view.state;
        setState({ stage, position: view.state === 'queued' ? view.position : null, kind: view.kind });
      };
      return followJob(source, first, onUpdate, { signal, ...latest.current.follow }).then(
        (result) => {
          if (screen && !latest.current.chains?.(first.kind)) forgetJob(screen);
          refresh();
          return result;
        },
        (err: unknown) => {
          if (isAbort(err)) return never<JobResult>();
          if (screen) forgetJob(screen);
          refresh();
          reset();
          throw err;
        },
      );
    },
    [source, refresh, reset],
  );

  const run = useCallback(
    async (submit: () => Promise<JobView>, ctx: Ctx): Promise<JobResult> => {
      const signal = life.current?.signal;
      setState((s) =>
        s.stage === 'idle' || s.stage === 'done' ? { stage: 'preparing', position: null, kind: null } : s,
      );
      clearTimeout(resetTimer.current);
      let first: JobView;
      try {
        first = await submit();
      } catch (err) {
        if (!signal?.aborted) reset();
        // Refused by the shop (no tokens, a bad photo): a chain that led here ends too. A lost
        // connection does not end it: the request may have arrived, and a reload resends it (keyed).
        if (latest.current.screen && err instanceof ApiError && err.status > 0) forgetJob(latest.current.screen);
        void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
        throw err;
      }
      if (signal?.aborted) return never<JobResult>();
      const screen = latest.current.screen;
      if (screen && first.id && !isFinished(first.state))
        rememberJob<Ctx>(screen, { jobId: first.id, kind: first.kind, ctx });
      // The token was taken when the job was accepted.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
      return track(first, screen, signal);
    },
    [queryClient, reset, track],
  );

  // Pick a remembered job up again (after a reload, or coming back to the screen).
  const screen = opts.screen;
  useEffect(() => {
    if (!screen) return;
    const remembered = recallJob<Ctx>(screen);
    if (!remembered) return;
    const ctrl = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a job remembered in storage is being picked up again
    setStage('preparing', remembered.kind);
    const resume = (view: JobView) => {
      if (ctrl.signal.aborted) return;
      const pending = track(view, screen, ctrl.signal);
      latest.current.onResume?.(pending, remembered.ctx, view.kind);
    };
    source.fetchJob(remembered.jobId).then(resume, (err: unknown) => {
      if (ctrl.signal.aborted) return;
      if (isJobGone(err)) {
        forgetJob(screen);
        reset();
        return;
      }
      // Unreachable for now: follow it anyway; the follower polls until the shop answers.
      resume({
        id: remembered.jobId,
        kind: remembered.kind,
        state: 'queued',
        position: null,
        result: null,
        error: null,
        createdAt: '',
      });
    });
    return () => ctrl.abort();
  }, [screen, source, track, setStage, reset]);

  const rung = state.stage === 'idle' ? null : ladderWith(opts.ladder?.(state.kind))[state.stage];
  return {
    stage: state.stage,
    kind: state.kind,
    position: state.position,
    /** The bar's value: 0 (hidden), 10, 35, 70, 80 or 100. */
    progress: rung?.progress ?? 0,
    label: rung?.label ?? '',
    /** 'Queued — 2 ahead of you' while waiting, else null. */
    queue: state.stage === 'queued' ? queueLine(state.position) : null,
    busy: state.stage !== 'idle' && state.stage !== 'done',
    run,
    begin: useCallback(() => setStage('preparing', null), [setStage]),
    step: setStage,
    finish,
    reset,
  };
}

/** What a progress display reads from the hook. */
export type GenerationJob = Pick<
  ReturnType<typeof useGenerationJob<unknown>>,
  'stage' | 'kind' | 'position' | 'progress' | 'label' | 'queue' | 'busy'
>;
