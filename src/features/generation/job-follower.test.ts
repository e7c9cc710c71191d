import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fakeJobSource, jobView } from './fake-job-source';
import { followJob, POLL_MS, SAFETY_POLL_MS } from './job-follower';

const done = (over = {}) =>
  jobView({
    state: 'done',
    position: null,
    result: { processedUrl: '/files/library/a.webp', libraryId: 'lib-1' },
    ...over,
  });

describe('followJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the live events of its own job to the result, and lets go of the stream', async () => {
    const f = fakeJobSource();
    const seen: string[] = [];
    const pending = followJob(f.source, jobView({ position: 3 }), (v) => seen.push(`${v.state}:${v.position}`));
    f.emit(jobView({ id: 'someone-else', state: 'done' }));
    f.emit(jobView({ position: 2 }));
    f.emit(jobView({ state: 'painting', position: null }));
    f.emit(jobView({ state: 'saving', position: null }));
    f.emit(done());
    await expect(pending).resolves.toEqual({ processedUrl: '/files/library/a.webp', libraryId: 'lib-1' });
    expect(seen).toEqual(['queued:3', 'queued:2', 'painting:null', 'saving:null', 'done:null']);
    expect(f.fetches).toEqual([]);
    expect(f.listeners()).toBe(0);
  });

  it('never goes back a stage (a late answer after a newer event)', async () => {
    const f = fakeJobSource();
    const seen: string[] = [];
    const pending = followJob(f.source, jobView(), (v) => seen.push(v.state));
    f.emit(jobView({ state: 'saving', position: null }));
    f.emit(jobView({ state: 'painting', position: null }));
    f.emit(jobView({ state: 'queued', position: 1 }));
    f.emit(done());
    await pending;
    expect(seen).toEqual(['queued', 'saving', 'done']);
  });

  it("a failed job rejects with the server's code and message (the token was refunded)", async () => {
    const f = fakeJobSource();
    const pending = followJob(f.source, jobView(), () => {});
    f.emit(
      jobView({
        state: 'failed',
        position: null,
        error: { code: 'PROVIDER_ERROR', message: 'The painter is busy. Your token was refunded; please try again.' },
      }),
    );
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 502,
      code: 'PROVIDER_ERROR',
      message: 'The painter is busy. Your token was refunded; please try again.',
    });
  });

  it('a job already done when a keyed request was sent again (id and state only) is fetched for its result, not failed', async () => {
    const f = fakeJobSource();
    f.serve(done());
    const seen: string[] = [];
    const pending = followJob(f.source, jobView({ state: 'done', position: null, result: null }), (v) =>
      seen.push(v.state),
    );
    await expect(pending).resolves.toEqual({ processedUrl: '/files/library/a.webp', libraryId: 'lib-1' });
    expect(f.fetches).toHaveLength(1);
    expect(seen).toEqual(['saving', 'done']);
    expect(f.listeners()).toBe(0);
  });

  it('polls every 2 s while the stream is down, and once when it comes back', async () => {
    const f = fakeJobSource(false);
    f.serve(jobView({ position: 2 }));
    const seen: string[] = [];
    const pending = followJob(f.source, jobView({ position: 2 }), (v) => seen.push(v.state));
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(f.fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.fetches).toHaveLength(1);
    f.serve(jobView({ state: 'painting', position: null }));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(f.fetches).toHaveLength(2);
    expect(seen).toEqual(['queued', 'queued', 'painting']);

    // Back online: one read at once, then only the slow safety poll.
    f.serve(jobView({ state: 'saving', position: null }));
    f.setConnected(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.fetches).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS - 1);
    expect(f.fetches).toHaveLength(3);
    f.serve(done());
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ libraryId: 'lib-1' });
    await vi.advanceTimersByTimeAsync(SAFETY_POLL_MS * 3);
    expect(f.fetches).toHaveLength(4);
  });

  it('keeps polling through network failures; stops on a 404', async () => {
    const f = fakeJobSource(false);
    f.serve(new ApiError(0, 'NETWORK', 'Could not reach the shop.'), 'job-1');
    const pending = followJob(f.source, jobView(), () => {});
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(f.fetches).toHaveLength(3);
    expect(settled).not.toHaveBeenCalled();
    f.serve(new ApiError(404, 'NOT_FOUND', 'Not found'), 'job-1');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await expect(pending).rejects.toMatchObject({ status: 404 });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(f.fetches).toHaveLength(4);
  });

  it('a job that is already done resolves at once; an event heard before the follow began counts', async () => {
    const f = fakeJobSource();
    await expect(followJob(f.source, done(), () => {})).resolves.toMatchObject({ libraryId: 'lib-1' });
    const withMemory = { ...f.source, latest: (id: string) => (id === 'job-2' ? done({ id: 'job-2' }) : undefined) };
    await expect(followJob(withMemory, jobView({ id: 'job-2' }), () => {})).resolves.toMatchObject({
      processedUrl: '/files/library/a.webp',
    });
  });

  it('an abort stops following with an AbortError', async () => {
    const f = fakeJobSource(false);
    const ctrl = new AbortController();
    const pending = followJob(f.source, jobView(), () => {}, { signal: ctrl.signal });
    ctrl.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(f.fetches).toHaveLength(0);
    expect(f.listeners()).toBe(0);
  });
});
