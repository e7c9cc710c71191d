import { describe, expect, it } from 'vitest';
import { DEFAULT_LADDER, isLater, queueLine } from './job-progress';
import { parseJob } from './job-source';
import { submittedView } from './submitted-view';

describe('job progress', () => {
  it('shows the spec steps 10, 35, 70, 80, 100 in stage order', () => {
    expect(Object.values(DEFAULT_LADDER).map((r) => r.progress)).toEqual([10, 10, 35, 70, 80, 100]);
  });

  it('words the queue place (1-based) as how many are ahead', () => {
    expect(queueLine(1)).toBe("Queued — you're next");
    expect(queueLine(3)).toBe('Queued — 2 ahead of you');
    expect(queueLine(null)).toBeNull();
    expect(queueLine(0)).toBeNull();
  });

  it('stages only move forward', () => {
    expect(isLater('painting', 'queued')).toBe(true);
    expect(isLater('queued', 'queued')).toBe(true);
    expect(isLater('queued', 'saving')).toBe(false);
    expect(isLater('failed', 'painting')).toBe(true);
  });

  it('reads a live job event defensively', () => {
    expect(
      parseJob({
        id: 'j',
        kind: 'final',
        state: 'painting',
        position: null,
        result: null,
        error: null,
        createdAt: 'x',
      }),
    ).toMatchObject({ id: 'j', state: 'painting' });
    expect(parseJob({ id: 'j', state: 'exploded' })).toBeNull();
    expect(parseJob(undefined)).toBeNull();
  });

  it('a 202 is a job to follow; a plain answer is a job already done', () => {
    expect(submittedView('edit', { jobId: 'j', state: 'queued', position: 2 })).toMatchObject({
      id: 'j',
      state: 'queued',
      position: 2,
      result: null,
    });
    expect(submittedView('final', { processedUrl: '/files/x.webp', libraryId: 'l' })).toMatchObject({
      state: 'done',
      result: { processedUrl: '/files/x.webp', libraryId: 'l' },
    });
  });
});
