import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/harness.js';
import { emailOutbox, imageJobs } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = () => t.app.inject({ url: '/api/health/ready' });

describe('liveness and readiness', () => {
  it('live answers while the process runs; ready checks database, migrations, queues and file store', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      ready: true,
      phase: 'ready',
      checks: { database: true, migrations: true, jobs: true, files: true },
    });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    // The probe file is removed again.
    expect(await t.deps.storage.list('health')).toEqual([]);
  });

  it('answers 503 while starting or draining, live stays 200', async () => {
    for (const phase of ['starting', 'draining'] as const) {
      t.deps.lifecycle.phase = phase;
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, phase, checks: { database: true } });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    }
    t.deps.lifecycle.phase = 'ready';
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the file store when it refuses writes', async () => {
    const storage = t.deps.storage;
    t.deps.storage = {
      ...storage,
      put: () => Promise.reject(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' })),
    };
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: true, migrations: true, jobs: true, files: false });
    } finally {
      t.deps.storage = storage;
    }
  });
});

describe('shop health (admin desk)', () => {
  it('reports queues, jobs failed in 24 h with reasons, e-mail backlog and last error, sizes; admins only', async () => {
    const customer = await signUp(t.app);
    const admin = await signUp(t.app, TEST_ADMIN_EMAIL);
    const input = { kind: 'edit', sourceKey: 'x' };
    await t.deps.db.insert(imageJobs).values([
      {
        id: 'health-q1',
        userId: customer.userId,
        kind: 'edit',
        state: 'queued',
        input,
        createdAt: new Date(Date.now() - 90_000),
      },
      {
        id: 'health-f1',
        userId: customer.userId,
        kind: 'named',
        state: 'failed',
        input,
        error: { code: 'PROVIDER_ERROR', message: 'Painter down' },
        finishedAt: new Date(),
      },
    ]);
    await t.deps.db.insert(emailOutbox).values([
      { id: 'health-m1', to: 'a@example.com', subject: 's', text: 't', status: 'queued' },
      {
        id: 'health-m2',
        to: 'b@example.com',
        subject: 's',
        text: 't',
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:25',
      },
    ]);
    expect((await t.app.inject({ url: '/api/admin/health', headers: { cookie: customer.cookie } })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ url: '/api/admin/health', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const health = res.json();
    expect(health.queues).toContainEqual({
      kind: 'edit',
      queued: 1,
      running: 0,
      oldestWaitSeconds: expect.any(Number),
    });
    expect(health.queues.find((q: { kind: string }) => q.kind === 'edit').oldestWaitSeconds).toBeGreaterThanOrEqual(89);
    expect(health.failedLastDay).toContainEqual({ kind: 'named', reason: 'Painter down', count: 1 });
    expect(health.email).toEqual({
      backlog: 1,
      failed: 1,
      lastError: { message: 'connect ECONNREFUSED 127.0.0.1:25', at: expect.any(String) },
    });
    expect(health.storage.databaseBytes).toBeGreaterThan(0);
    expect(health.storage.fileCount).toBeGreaterThanOrEqual(0);
  });
});
