import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { connectLiveEvents, isLiveConnected, onLiveEvent, onLiveStatus } from './live-events';

class FakeEventSource {
  static last: FakeEventSource;
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: { data?: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  fire(name: string, data?: unknown) {
    for (const fn of this.listeners.get(name) ?? [])
      fn({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

describe('live events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a job event reaches listeners and refreshes the job list; only its end refreshes the library and the balance', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const close = connectLiveEvents(client);
    const heard: unknown[] = [];
    const off = onLiveEvent((topic, data) => topic === 'job' && heard.push(data));
    FakeEventSource.last.fire('job', { id: 'j', state: 'painting' });
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['jobs']]);
    invalidate.mockClear();
    FakeEventSource.last.fire('job', { id: 'j', state: 'done' });
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([
      ['jobs'],
      ['library'],
      ['me'],
      ['token-history'],
    ]);
    expect(heard).toEqual([
      { id: 'j', state: 'painting' },
      { id: 'j', state: 'done' },
    ]);
    off();
    close();
  });

  it('tells followers when the stream is up, when it drops and when it is back', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const seen: boolean[] = [];
    const off = onLiveStatus((c) => seen.push(c));
    const close = connectLiveEvents(client);
    expect(isLiveConnected()).toBe(false);
    FakeEventSource.last.fire('ready', { signedIn: true });
    expect(isLiveConnected()).toBe(true);
    FakeEventSource.last.fire('error');
    FakeEventSource.last.fire('ready', { signedIn: true });
    close();
    expect(seen).toEqual([true, false, true, false]);
    expect(FakeEventSource.last.closed).toBe(true);
    off();
  });
});
