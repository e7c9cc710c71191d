import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { jobClaims, jobWorkers } from '../db/schema.js';
import { createJobEngine, type JobEngine } from './engine.js';

/**
 * Who works which job: a job claimed by a process that stopped beating (kill -9) is handed back by the
 * next sweep of any live process, not after its expiry; a live process's jobs are never taken; a stop
 * hands every cut job back, whether its handler ends when cut or not.
 */
let database: Database;
let engine: JobEngine;
const QUEUE = 'ownership-test';

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await createJobEngine(database, { heartbeatSeconds: 60, staleSeconds: 30 });
  await engine.ensureQueue(QUEUE);
  await engine.ownership.register();
});
afterAll(async () => {
  await engine.stop(1000);
  await database.close();
});

const stateOf = async (id: string) => (await engine.boss.getJobById(QUEUE, id))?.state;

/** A job taken (active) as if by `workerId`, whose heartbeat was `ageSeconds` ago. */
async function activeJobOf(workerId: string, ageSeconds: number) {
  const id = (await engine.send(QUEUE, {}, { retryLimit: 2, retryDelay: 0 }))!;
  await engine.boss
    .getDb()
    .executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [id]);
  await database.db.insert(jobWorkers).values({
    id: workerId,
    host: 'elsewhere',
    pid: 1,
    heartbeatAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });
  await database.db.insert(jobClaims).values({ jobId: id, queue: QUEUE, workerId });
  return id;
}

describe('job ownership', () => {
  it('hands back the active jobs of a process that stopped beating, and only those', async () => {
    const dead = await activeJobOf('dead-node', 120);
    const alive = await activeJobOf('live-node', 1);
    expect(await engine.ownership.sweep()).toBe(1);
    expect(await stateOf(dead)).toBe('retry');
    expect(await stateOf(alive)).toBe('active');
    const workers = await database.db.select().from(jobWorkers);
    expect(workers.map((w) => w.id).sort()).toEqual(['live-node', engine.ownership.workerId].sort());
    // A second sweep (another node) finds nothing more to hand back: no attempt is spent twice.
    expect(await engine.ownership.sweep()).toBe(0);
    expect(await stateOf(dead)).toBe('retry');
  });

  it('a worker claims the job it runs and releases it when the handler ends', async () => {
    let release!: () => void;
    let seen!: (workers: string[]) => void;
    const claimedBy = new Promise<string[]>((resolve) => (seen = resolve));
    await engine.ensureQueue(QUEUE + '-claims');
    await engine.work(QUEUE + '-claims', 1, async () => {
      seen((await database.db.select().from(jobClaims)).map((c) => c.workerId));
      await new Promise<void>((r) => (release = r));
    });
    const id = (await engine.send(QUEUE + '-claims'))!;
    expect(await claimedBy).toContain(engine.ownership.workerId);
    release();
    for (let i = 0; i < 100 && (await engine.boss.getJobById(QUEUE + '-claims', id))?.state !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 50));
    const claims = await database.db.select().from(jobClaims);
    expect(claims.find((c) => c.jobId === id)).toBeUndefined();
  });

  it('a stop hands back every cut job: the one that ends when cut and the one that does not', async () => {
    const local = await createTestDatabase();
    let cut!: (err: Error) => void;
    const stopping = await createJobEngine(local, { onDrainDeadline: () => cut(new Error('cut short')) });
    try {
      await stopping.ensureQueue('cut', { retryLimit: 2 });
      const started: string[] = [];
      await stopping.work('cut', 2, (job) => {
        started.push(job.id);
        // The first job ends when its work is cut; the second ignores the cut (a provider call in flight).
        return started.length === 1 ? new Promise((_, reject) => (cut = reject)) : new Promise(() => {});
      });
      const ids = [(await stopping.send('cut'))!, (await stopping.send('cut'))!];
      for (let i = 0; i < 200 && started.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
      expect(started.sort()).toEqual([...ids].sort());
      await stopping.stop(1000);
      const states = await Promise.all(ids.map(async (id) => (await stopping.boss.getJobById('cut', id))?.state));
      expect(states).toEqual(['retry', 'retry']);
      const left = await local.db.select().from(jobWorkers);
      expect(left).toEqual([]);
    } finally {
      await stopping.stop(1000);
      await local.close();
    }
  });
});
