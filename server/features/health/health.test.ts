import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

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
    expect(res.json()).toEqual({ ready: true, phase: 'ready', checks: { database: true, migrations: true, jobs: true, files: true } });
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
    t.deps.storage = { ...storage, put: () => Promise.reject(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' })) };
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: true, migrations: true, jobs: true, files: false });
    } finally {
      t.deps.storage = storage;
    }
  });
});
