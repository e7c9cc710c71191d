import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { signUpWithPhoto } from '../../test/fixtures.js';
import { imageJobs, libraryItems, tokenLedger } from '../../db/schema.js';
import { AI_MESSAGES, AiError, type AiPort } from '../../adapters/ai/ai.port.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import { findLedgerMismatches } from '../tokens/tokens.service.js';
import type { JobView } from '../../../common/contracts/jobs.js';
import { failImageJob, runDeadImageJob } from './image-jobs.service.js';
import { awaitJob } from './generation.service.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

/**
 * A quick painter (the photo scaled to the print size with real sharp) whose behaviour each test
 * sets: fine, a painter bug, a provider hiccup every time, or a worker that never answers.
 */
const mode = { paint: 'ok' as 'ok' | 'bug' | 'provider' | 'hang', calls: 0, hung: 0 };
const local = createLocalAi();
const ai: AiPort = {
  ...local,
  async paint(input) {
    mode.calls++;
    if (mode.paint === 'bug') throw new Error('painter crashed');
    if (mode.paint === 'provider') throw new AiError('provider', AI_MESSAGES.provider);
    if (mode.paint === 'hang') {
      await new Promise((r) => setTimeout(r, 30_000));
      mode.hung++;
    }
    return sharp(input.photo)
      .resize(input.width, input.height, { fit: 'cover' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ai,
    env: {
      IMAGE_JOB_RETRIES: '1',
      IMAGE_JOB_TIMEOUT_SECONDS: '120',
      JOBS_MAINTENANCE_SECONDS: '1',
      IMAGE_CONCURRENCY: '2',
      JOB_SYNC_WAIT_MS: '5000',
    },
  });
});
afterAll(() => t.close());

const customer = () => signUpWithPhoto(t.app, chelsea);
const submit = (cookie: string, payload: object, url = '/api/edit-image') =>
  t.app.inject({ method: 'POST', url, headers: { cookie, prefer: 'respond-async' }, payload });
/** The synchronous call: answers the result, or 202 with the job once JOB_SYNC_WAIT_MS has passed. */
const paintNow = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/edit-image', headers: { cookie }, payload });
const ledger = (userId: string) =>
  t.deps.db
    .select({ reason: tokenLedger.reason, delta: tokenLedger.delta, refId: tokenLedger.refId })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId));
const refundsOf = async (userId: string, jobId: string) =>
  (await ledger(userId)).filter((r) => r.reason === 'refund' && r.refId === jobId).length;

describe('image jobs', () => {
  it('answers 202 with the job at once; the owner follows it to done through GET /api/jobs/{id} and live events', async () => {
    mode.paint = 'ok';
    const a = await customer();
    const seen: JobView[] = [];
    const off = t.deps.hub.subscribe(a.userId, (e) => e.topic === 'job' && seen.push(e.data as JobView));
    const res = await submit(a.cookie, { imageUrl: a.imageUrl, prompt: 'royal portrait', size: 'digital' });
    expect(res.statusCode).toBe(202);
    const accepted = res.json();
    expect(accepted).toMatchObject({ jobId: expect.any(String), state: 'queued' });
    expect(res.headers.location).toBe(`/api/jobs/${accepted.jobId}`);
    expect(res.headers['preference-applied']).toBe('respond-async');
    const done = await awaitJob(t.deps, a.userId, accepted.jobId, 60_000);
    off();
    expect(done).toMatchObject({
      id: accepted.jobId,
      kind: 'edit',
      state: 'done',
      position: null,
      error: null,
      result: { libraryId: accepted.jobId },
    });
    expect(seen.map((v) => v.state)).toEqual(expect.arrayContaining(['queued', 'painting', 'saving', 'done']));
    expect(seen.findIndex((v) => v.state === 'painting')).toBeLessThan(seen.findIndex((v) => v.state === 'done'));

    const mine = await t.app.inject({ url: `/api/jobs/${accepted.jobId}`, headers: { cookie: a.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(done);
    const lib = (await t.app.inject({ url: '/api/library', headers: { cookie: a.cookie } })).json().items;
    expect(lib[0]).toMatchObject({ id: accepted.jobId, imageUrl: done.result!.processedUrl });
    expect(
      (await t.app.inject({ url: '/api/jobs?active=1', headers: { cookie: a.cookie } }))
        .json()
        .jobs.map((j: JobView) => j.id),
    ).toEqual([accepted.jobId]);

    const b = await signUp(t.app);
    const theirs = await t.app.inject({ url: `/api/jobs/${accepted.jobId}`, headers: { cookie: b.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ code: 'NOT_FOUND', message: 'Job not found.' });
    expect((await t.app.inject({ url: `/api/jobs/${accepted.jobId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/jobs?active=1', headers: { cookie: b.cookie } })).json().jobs).toEqual([]);
  });

  it('debits at submit, in the same transaction as the job: an unknown image or no tokens leave neither', async () => {
    const a = await customer();
    const bad = await submit(a.cookie, { imageUrl: '/files/user_uploads/nope.png', prompt: 'x' });
    expect(bad.statusCode).toBe(404);
    expect(await t.deps.db.select().from(imageJobs).where(eq(imageJobs.userId, a.userId))).toEqual([]);
    expect(await ledger(a.userId)).toHaveLength(1); // the sign-up grant only
  });

  it('a painter bug fails the job at once and refunds the token exactly once, whatever path fails it again', async () => {
    mode.paint = 'bug';
    const a = await customer();
    const res = await submit(a.cookie, { imageUrl: a.imageUrl, prompt: 'oil' });
    const view = await awaitJob(t.deps, a.userId, res.json().jobId, 30_000);
    expect(view).toMatchObject({
      state: 'failed',
      error: {
        code: 'PROVIDER_ERROR',
        message: 'Failed to generate image. Your token was refunded; please try again.',
      },
    });
    expect(await failImageJob(t.deps, view.id, { code: 'PROVIDER_ERROR', message: 'again' })).toBe(false);
    await runDeadImageJob(t.deps, { data: { jobId: view.id } });
    expect(await refundsOf(a.userId, view.id)).toBe(1);
    expect(await findLedgerMismatches(t.deps.db, [a.userId])).toEqual([]);
    expect(await t.deps.db.select().from(libraryItems).where(eq(libraryItems.userId, a.userId))).toEqual([]);
    // The synchronous call answers the spec's error for the same failure.
    const sync = await paintNow(a.cookie, { imageUrl: a.imageUrl, prompt: 'oil' });
    expect(sync.statusCode).toBe(502);
    expect(sync.json().error.message).toMatch(/refunded/);
  });

  it('retries a provider hiccup a bounded number of times with backoff, then fails and refunds once', async () => {
    mode.paint = 'provider';
    mode.calls = 0;
    const a = await customer();
    const res = await submit(a.cookie, { imageUrl: a.imageUrl, prompt: 'oil' });
    const view = await awaitJob(t.deps, a.userId, res.json().jobId, 60_000);
    expect(view).toMatchObject({ state: 'failed', error: { code: 'PROVIDER_ERROR', message: AI_MESSAGES.provider } });
    expect(mode.calls).toBe(2); // IMAGE_JOB_RETRIES=1: the first attempt and one retry
    const [row] = await t.deps.db.select().from(imageJobs).where(eq(imageJobs.id, view.id));
    expect(row!.attempts).toBe(2);
    expect(await refundsOf(a.userId, view.id)).toBe(1);
    expect(await findLedgerMismatches(t.deps.db, [a.userId])).toEqual([]);
  });

  const lostWorkerRetriesThenRefunds =
    'a synchronous call answers 202 after the wait; a job whose worker never answers is handed ' +
    'back, retried, then failed and refunded once (dead letter)';
  it(lostWorkerRetriesThenRefunds, async () => {
    mode.paint = 'hang';
    mode.calls = 0;
    mode.hung = 0;
    t.deps.jobs.settings.timeoutSeconds = 4; // this job's attempts expire after 4 s (set per job at submit)
    const a = await customer();
    // A synchronous call is not held past JOB_SYNC_WAIT_MS: it answers 202 with the job to follow.
    const res = await paintNow(a.cookie, { imageUrl: a.imageUrl, prompt: 'oil' });
    expect(res.statusCode).toBe(202);
    expect(res.headers.location).toBe(`/api/jobs/${res.json().jobId}`);
    expect(res.headers['preference-applied']).toBeUndefined();
    t.deps.jobs.settings.timeoutSeconds = 120;
    const view = await awaitJob(t.deps, a.userId, res.json().jobId, 60_000);
    expect(view).toMatchObject({ state: 'failed', error: { code: 'PROVIDER_ERROR' } });
    expect(mode.calls).toBe(2);
    // The late painters finish after the job failed: no library row, no files, one refund.
    while (mode.hung < 2) await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      await t.deps.db
        .select()
        .from(libraryItems)
        .where(and(eq(libraryItems.userId, a.userId))),
    ).toEqual([]);
    expect(await t.deps.storage.list(`library/${a.userId}/`)).toEqual([]);
    expect(await refundsOf(a.userId, view.id)).toBe(1);
    expect(await findLedgerMismatches(t.deps.db, [a.userId])).toEqual([]);
  });

  it('background removal and the named portrait run as jobs too (202 path)', async () => {
    mode.paint = 'ok';
    const a = await customer();
    const bg = await submit(a.cookie, { imageUrl: a.imageUrl }, '/api/process-pet-photo');
    expect(bg.statusCode).toBe(202);
    const cut = await awaitJob(t.deps, a.userId, bg.json().jobId, 60_000);
    expect(cut).toMatchObject({
      kind: 'process',
      state: 'done',
      result: { processedUrl: expect.stringContaining(`processed/${cut.id}`) },
    });
    const fin = await submit(
      a.cookie,
      { imageUrl: cut.result!.processedUrl, petName: 'Chelsea' },
      '/api/create-final-image',
    );
    const named = await awaitJob(t.deps, a.userId, fin.json().jobId, 60_000);
    expect(named).toMatchObject({ kind: 'final', state: 'done', result: { libraryId: named.id } });
  });

  const idempotencyKeyNamesOneJob =
    'an Idempotency-Key names one job: a repeat (even at once, even after it ended) answers ' +
    'with it and spends no second token';
  it(idempotencyKeyNamesOneJob, async () => {
    mode.paint = 'ok';
    const a = await customer();
    const keyed = (key: string, payload: object, url?: string) =>
      t.app.inject({
        method: 'POST',
        url: url ?? '/api/edit-image',
        headers: { cookie: a.cookie, prefer: 'respond-async', 'idempotency-key': key },
        payload,
      });
    const body = { imageUrl: a.imageUrl, prompt: 'royal portrait', size: 'digital' };
    const [one, two] = await Promise.all([
      keyed('final:/files/processed/abc', body),
      keyed('final:/files/processed/abc', body),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([202, 202]);
    expect(two.json().jobId).toBe(one.json().jobId);
    await awaitJob(t.deps, a.userId, one.json().jobId, 60_000);
    const again = await keyed('final:/files/processed/abc', body);
    expect(again.json()).toMatchObject({ jobId: one.json().jobId, state: 'done' });
    expect((await ledger(a.userId)).filter((r) => r.reason === 'generation')).toHaveLength(1);
    expect(await t.deps.db.select().from(imageJobs).where(eq(imageJobs.userId, a.userId))).toHaveLength(1);

    // Another key is another job; the same key for another kind of work is refused, and changes nothing.
    expect((await keyed('another', body)).json().jobId).not.toBe(one.json().jobId);
    const misuse = await keyed('final:/files/processed/abc', { imageUrl: a.imageUrl }, '/api/process-pet-photo');
    expect(misuse.statusCode).toBe(409);
    expect(misuse.json().error.code).toBe('CONFLICT');
    // Someone else's request with the same key is theirs alone.
    const b = await customer();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/edit-image',
      headers: { cookie: b.cookie, prefer: 'respond-async', 'idempotency-key': 'final:/files/processed/abc' },
      payload: { ...body, imageUrl: b.imageUrl },
    });
    expect(theirs.json().jobId).not.toBe(one.json().jobId);
    for (const bad of ['', 'x'.repeat(256), 'has space', 'nul\u0000byte']) {
      const res = await keyed(bad, body).catch(() => null);
      if (res) expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await ledger(a.userId)).filter((r) => r.reason === 'generation')).toHaveLength(2);
    expect(await findLedgerMismatches(t.deps.db, [a.userId, b.userId])).toEqual([]);
  });
});
