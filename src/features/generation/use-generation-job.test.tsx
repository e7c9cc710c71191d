import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import type { JobKind, JobResult } from '../../../common/contracts/jobs';
import { fakeJobSource, jobView } from './fake-job-source';
import { PROGRESS_RESET_MS } from './job-progress';
import { recallJob, rememberJob } from './job-store';
import { useGenerationJob, type GenerationJob, type GenerationJobOptions } from './use-generation-job';

type Ctx = { size: string };
const RESULT = { processedUrl: '/files/library/a.webp', libraryId: 'lib-1' };
const done = () => jobView({ state: 'done', position: null, result: RESULT });

function setup(opts: Partial<GenerationJobOptions<Ctx>> = {}, connected = true) {
  const f = fakeJobSource(connected);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useGenerationJob<Ctx>({ screen: 'order:royal-pet', source: f.source, ...opts }), {
    wrapper,
  });
  return { f, hook, invalidate };
}

const snapshot = (j: GenerationJob) => ({ stage: j.stage, progress: j.progress, queue: j.queue, busy: j.busy });

describe('useGenerationJob', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('walks the real stages on the spec steps, shows the queue place, remembers the job until it ends', async () => {
    const { f, hook, invalidate } = setup();
    const j = () => hook.result.current;
    expect(snapshot(j())).toEqual({ stage: 'idle', progress: 0, queue: null, busy: false });

    act(() => j().begin());
    expect(snapshot(j())).toMatchObject({ stage: 'preparing', progress: 10, busy: true });

    let pending!: Promise<JobResult>;
    await act(async () => {
      pending = j().run(async () => jobView({ position: 3 }), { size: 'digital' });
    });
    expect(snapshot(j())).toEqual({ stage: 'queued', progress: 10, queue: 'Queued — 2 ahead of you', busy: true });
    expect(recallJob<Ctx>('order:royal-pet')).toMatchObject({ jobId: 'job-1', kind: 'edit', ctx: { size: 'digital' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });

    act(() => f.emit(jobView({ position: 1 })));
    expect(j().queue).toBe("Queued — you're next");
    act(() => f.emit(jobView({ state: 'painting', position: null })));
    expect(snapshot(j())).toEqual({ stage: 'painting', progress: 35, queue: null, busy: true });
    expect(j().label).toBe('Painting your portrait...');
    act(() => f.emit(jobView({ state: 'saving', position: null })));
    expect(snapshot(j())).toMatchObject({ stage: 'saving', progress: 70 });
    await act(async () => f.emit(done()));
    await expect(pending).resolves.toEqual(RESULT);
    expect(recallJob('order:royal-pet')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['library'] });

    // The screen frames the print, then shows it: 80, 100, and back to 0 after 0.8 s.
    act(() => j().step('framing'));
    expect(snapshot(j())).toMatchObject({ stage: 'framing', progress: 80, busy: true });
    act(() => j().finish());
    expect(snapshot(j())).toMatchObject({ stage: 'done', progress: 100, busy: false });
    act(() => {
      vi.advanceTimersByTime(PROGRESS_RESET_MS);
    });
    expect(snapshot(j())).toMatchObject({ stage: 'idle', progress: 0 });
  });

  it("a failed job rejects with the server's message, resets the bar and forgets the job", async () => {
    const { f, hook } = setup();
    let pending!: Promise<JobResult>;
    await act(async () => {
      pending = hook.result.current.run(async () => jobView({ state: 'painting', position: null }), { size: 'large' });
    });
    const caught = pending.catch((e: unknown) => e);
    await act(async () =>
      f.emit(
        jobView({
          state: 'failed',
          position: null,
          error: {
            code: 'PROVIDER_ERROR',
            message: 'Failed to generate image. Your token was refunded; please try again.',
          },
        }),
      ),
    );
    expect(await caught).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Failed to generate image. Your token was refunded; please try again.',
    });
    expect(hook.result.current.stage).toBe('idle');
    expect(recallJob('order:royal-pet')).toBeNull();
  });

  it('a refused submit (403 INSUFFICIENT_TOKENS) rejects as before and remembers nothing', async () => {
    const { hook } = setup();
    let caught: unknown;
    await act(async () => {
      caught = await hook.result.current
        .run(async () => Promise.reject(new ApiError(403, 'INSUFFICIENT_TOKENS', 'Insufficient tokens')), {
          size: 'digital',
        })
        .catch((e: unknown) => e);
    });
    expect(caught).toMatchObject({ status: 403, code: 'INSUFFICIENT_TOKENS' });
    expect(hook.result.current.stage).toBe('idle');
    expect(recallJob('order:royal-pet')).toBeNull();
  });

  it('a server that answers at once (no job) resolves at once', async () => {
    const { hook } = setup();
    let result: unknown;
    await act(async () => {
      result = await hook.result.current.run(async () => done(), { size: 'digital' });
    });
    expect(result).toEqual(RESULT);
    expect(hook.result.current.stage).toBe('saving');
  });

  it('after a reload it picks the remembered job up, hands the screen its context, and follows it by polling while offline', async () => {
    rememberJob<Ctx>('order:royal-pet', { jobId: 'job-1', kind: 'edit', ctx: { size: 'medium' } });
    const f = fakeJobSource(false);
    f.serve(jobView({ state: 'painting', position: null }));
    const onResume = vi.fn<(p: Promise<JobResult>, ctx: Ctx, kind: JobKind) => void>();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useGenerationJob<Ctx>({ screen: 'order:royal-pet', source: f.source, onResume }), {
      wrapper,
    });
    expect(hook.result.current.stage).toBe('preparing');
    await act(async () => {});
    expect(onResume).toHaveBeenCalledTimes(1);
    const [pending, ctx, kind] = onResume.mock.calls[0]!;
    expect(ctx).toEqual({ size: 'medium' });
    expect(kind).toBe('edit');
    expect(hook.result.current.progress).toBe(35);
    f.serve(done());
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await expect(pending).resolves.toEqual(RESULT);
    expect(recallJob('order:royal-pet')).toBeNull();
  });

  it('a remembered job the shop no longer knows (404) is forgotten quietly', async () => {
    rememberJob<Ctx>('order:royal-pet', { jobId: 'gone', kind: 'edit', ctx: { size: 'medium' } });
    const onResume = vi.fn();
    const { hook } = setup({ onResume });
    await act(async () => {});
    expect(onResume).not.toHaveBeenCalled();
    expect(hook.result.current.stage).toBe('idle');
    expect(recallJob('order:royal-pet')).toBeNull();
  });

  it('leaving the screen mid-job keeps it remembered for the next visit and never settles the old promise', async () => {
    const { f, hook } = setup();
    let pending!: Promise<JobResult>;
    await act(async () => {
      pending = hook.result.current.run(async () => jobView(), { size: 'digital' });
    });
    const settled = vi.fn();
    pending.then(settled, settled);
    hook.unmount();
    f.emit(done());
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();
    expect(f.listeners()).toBe(0);
    expect(recallJob('order:royal-pet')).toMatchObject({ jobId: 'job-1' });
  });

  const chainRemembersItsLastJob =
    'a chained job stays remembered when done, until the next job of the chain replaces it; a ' +
    'refused next step ends the chain';
  it(chainRemembersItsLastJob, async () => {
    const { f, hook } = setup({ chains: (kind) => kind === 'process' });
    let cutOut!: Promise<JobResult>;
    await act(async () => {
      cutOut = hook.result.current.run(async () => jobView({ kind: 'process' }), { size: 'digital' });
    });
    await act(async () => f.emit(jobView({ kind: 'process', state: 'done', position: null, result: RESULT })));
    await expect(cutOut).resolves.toEqual(RESULT);
    // A reload here picks the finished cut-out up again and sends the next step.
    expect(recallJob('order:royal-pet')).toMatchObject({ jobId: 'job-1', kind: 'process' });

    await act(async () => {
      void hook.result.current
        .run(async () => jobView({ id: 'job-2', kind: 'final' }), { size: 'digital' })
        .catch(() => {});
    });
    expect(recallJob('order:royal-pet')).toMatchObject({ jobId: 'job-2', kind: 'final' });
    await act(async () =>
      f.emit(jobView({ id: 'job-2', kind: 'final', state: 'done', position: null, result: RESULT })),
    );
    expect(recallJob('order:royal-pet')).toBeNull();

    rememberJob<Ctx>('order:royal-pet', { jobId: 'job-1', kind: 'process', ctx: { size: 'digital' } });
    // A lost answer keeps the chain: the request may have arrived; a reload resends it, keyed.
    await act(async () => {
      await hook.result.current
        .run(async () => Promise.reject(new ApiError(0, 'NETWORK', 'Could not reach the shop.')), { size: 'digital' })
        .catch(() => {});
    });
    expect(recallJob('order:royal-pet')).toMatchObject({ jobId: 'job-1', kind: 'process' });
    await act(async () => {
      await hook.result.current
        .run(async () => Promise.reject(new ApiError(403, 'INSUFFICIENT_TOKENS', 'Insufficient tokens')), {
          size: 'digital',
        })
        .catch(() => {});
    });
    expect(recallJob('order:royal-pet')).toBeNull();
  });

  it("a screen's own words replace the default labels", () => {
    const { hook } = setup({ ladder: () => ({ preparing: { progress: 10, label: 'Uploading your photo...' } }) });
    act(() => hook.result.current.begin());
    expect(hook.result.current.label).toBe('Uploading your photo...');
  });
});
