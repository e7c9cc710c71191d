import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signUpWithPhoto } from '../../test/fixtures.js';
import { imageJobs, user } from '../../db/schema.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import { startWorkers } from '../../workers.js';

/**
 * The fair image queue (decision 017) on this test project's database (PGlite and PostgreSQL):
 * exact positions, the cap per account (429 with Retry-After, nothing debited), the lower cap for
 * free jobs, and the order the worker takes jobs in (round-robin across accounts).
 */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));
const local = createLocalAi();
const small = (photo: Buffer) => sharp(photo).resize(64, 64).png().toBuffer();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ai: { ...local, paint: (input) => small(input.photo), removeBackground: small },
    env: { WORKERS: '0', IMAGE_CONCURRENCY: '1', JOB_SYNC_WAIT_MS: '0' },
  });
});
afterAll(() => t.close());

const customer = () => signUpWithPhoto(t.app, chelsea);
const paint = (c: { cookie: string; imageUrl: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/edit-image',
    headers: { cookie: c.cookie, prefer: 'respond-async' },
    payload: { imageUrl: c.imageUrl, prompt: 'oil', size: 'digital' },
  });
const cutOut = (c: { cookie: string; imageUrl: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-pet-photo',
    headers: { cookie: c.cookie, prefer: 'respond-async' },
    payload: { imageUrl: c.imageUrl },
  });
const positionOf = async (c: { cookie: string }, jobId: string) =>
  (await t.app.inject({ url: `/api/jobs/${jobId}`, headers: { cookie: c.cookie } })).json().position as number;
const tokensOf = async (userId: string) =>
  (await t.deps.db.select({ n: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.n;

describe('the fair image queue', () => {
  it('caps each account, puts every account’s first job before anyone’s second, and reports exact positions', async () => {
    const a = await customer();
    const b = await customer();
    // An idle queue: the first job is at position 1 (not 0: the comparison stays on the database's clock).
    const a1 = await paint(a);
    expect(a1.statusCode).toBe(202);
    expect(a1.json().position).toBe(1);
    const a2 = (await paint(a)).json();
    const a3 = (await paint(a)).json();
    expect([a2.position, a3.position]).toEqual([2, 3]);

    // A fourth waiting job is refused, with the time to retry; no token is taken and no job is made.
    const before = await tokensOf(a.userId);
    const a4 = await paint(a);
    expect(a4.statusCode).toBe(429);
    expect(a4.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^You already have 3 pictures waiting in the queue\. Please try again in about \d+ seconds/,
      ),
    });
    expect(Number(a4.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expect(await tokensOf(a.userId)).toBe(before);
    expect(await t.deps.db.select().from(imageJobs).where(eq(imageJobs.userId, a.userId))).toHaveLength(3);

    // Another customer's single job goes right after A's first, ahead of A's second and third.
    const b1 = (await paint(b)).json();
    expect(b1.position).toBe(2);
    expect([
      await positionOf(a, a1.json().jobId),
      await positionOf(a, a2.jobId),
      await positionOf(a, a3.jobId),
    ]).toEqual([1, 3, 4]);

    // Free work (background removal) has its own, lower cap: one waiting.
    const free = await cutOut(b);
    expect(free.statusCode).toBe(202);
    expect(free.json().position).toBe(4); // B's second job: after A's second (older), before A's third
    const again = await cutOut(b);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(
      /^You already have a background removal waiting\. Please try again in about \d+ seconds/,
    );

    // One worker takes them round-robin: A, B, A, B, A.
    await startWorkers(t.deps);
    const ids = [a1.json().jobId, a2.jobId, a3.jobId, b1.jobId, free.json().jobId] as string[];
    await expect
      .poll(
        async () =>
          (await t.deps.db.select({ state: imageJobs.state }).from(imageJobs).where(inArray(imageJobs.id, ids))).every(
            (r) => r.state === 'done',
          ),
        {
          timeout: 60_000,
          interval: 200,
        },
      )
      .toBe(true);
    const order = await t.deps.db
      .select({ id: imageJobs.id })
      .from(imageJobs)
      .where(inArray(imageJobs.id, ids))
      .orderBy(asc(imageJobs.finishedAt));
    expect(order.map((r) => r.id)).toEqual([a1.json().jobId, b1.jobId, a2.jobId, free.json().jobId, a3.jobId]);

    // Once its jobs have started, the account may queue again.
    expect((await paint(a)).statusCode).toBe(202);
  });
});
