import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import { checkLimitsFor, createCheckScheduler, defaultChecksPerAccount, type CheckLimits } from './check-scheduler.js';

/** A scheduler whose tasks end only when the test says so; records who started, in order. */
function held(limits: CheckLimits) {
  const scheduler = createCheckScheduler(limits);
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const submit = (account: string, name: string) =>
    scheduler.run(account, () => {
      started.push(name);
      return new Promise<string>((resolve) => ends.set(name, () => resolve(name)));
    });
  const end = async (name: string) => {
    ends.get(name)!();
    await new Promise((r) => setImmediate(r));
  };
  return { scheduler, started, submit, end };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('the photo check scheduler', () => {
  it("one account's burst leaves the other thread to the next customer; its extra checks are refused with a retry time", async () => {
    const s = held({ slots: 2, perAccount: 1, maxWaiting: 3 });
    const burst = Array.from({ length: 8 }, (_, i) => s.submit('a', `a${i + 1}`).catch((e: unknown) => e));
    const b = s.submit('b', 'b1');
    await settle();
    expect(s.started).toEqual(['a1', 'b1']);
    const refused = (await Promise.all(burst.slice(4))) as AppError[];
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe('RATE_LIMITED');
      expect(err.options.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(err.message).toMatch(/3 photo checks waiting/);
    }
    expect(s.scheduler.load()).toEqual({ running: 2, waiting: 3 });
    await s.end('a1');
    expect(s.started).toEqual(['a1', 'b1', 'a2']);
    await s.end('b1');
    expect(await b).toBe('b1');
    await s.end('a2');
    await s.end('a3');
    await s.end('a4');
    expect(await Promise.all(burst.slice(0, 4))).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(s.scheduler.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a free slot to the waiting accounts in turn, not to the one that asked first', async () => {
    const s = held({ slots: 1, perAccount: 1, maxWaiting: 3 });
    const all = [
      s.submit('a', 'a1'),
      s.submit('a', 'a2'),
      s.submit('a', 'a3'),
      s.submit('b', 'b1'),
      s.submit('c', 'c1'),
    ];
    await settle();
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3']) await s.end(name);
    await Promise.all(all);
    // First come first served would run a3 before b1 and c1.
    expect(s.started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  it('never has more checks in the pool than its slots, so image jobs keep their turn in the pool', async () => {
    const s = held({ slots: 2, perAccount: 2, maxWaiting: 3 });
    const all = ['a', 'b', 'c', 'd'].map((account) => s.submit(account, `${account}1`));
    await settle();
    expect(s.started).toEqual(['a1', 'b1']);
    await s.end('b1');
    expect(s.started).toEqual(['a1', 'b1', 'c1']);
    await s.end('a1');
    await s.end('c1');
    await s.end('d1');
    await Promise.all(all);
  });

  it('frees the slot of a check that fails', async () => {
    const scheduler = createCheckScheduler({ slots: 1, perAccount: 1, maxWaiting: 1 });
    await expect(scheduler.run('a', () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect(scheduler.load()).toEqual({ running: 0, waiting: 0 });
    expect(await scheduler.run('a', async () => 'next')).toBe('next');
  });

  it('gives one account half the image threads by default, at least one, or what PHOTO_CHECKS_PER_ACCOUNT says', () => {
    expect([1, 2, 3, 4, 8].map(defaultChecksPerAccount)).toEqual([1, 1, 1, 2, 4]);
    expect(checkLimitsFor(2, { photoCheckMaxWaiting: 3 })).toEqual({ slots: 2, perAccount: 1, maxWaiting: 3 });
    expect(checkLimitsFor(2, { photoChecksPerAccount: 2, photoCheckMaxWaiting: 1 }).perAccount).toBe(2);
  });
});
