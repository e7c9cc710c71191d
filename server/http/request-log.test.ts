import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartFile, signUp, TEST_ORIGIN, type TestApp } from '../test/harness.js';
import { buildApp, type App } from '../app.js';
import { logFor } from '../jobs/jobs.js';
import { currentRequestId } from '../core/request-context.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
let app: App;
const lines: { reqId?: string; msg: string; level: number }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // The same dependencies behind an app that logs at info, as a development server does.
  app = await buildApp(t.deps, { logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const ID = /^[a-f0-9]{16}$/;

describe('request ids', () => {
  it('answers every reply with X-Request-Id, errors included, and logs one line per request naming it', async () => {
    const replies = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/no-such-route' }),
      app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: '{"bad',
      }),
      app.inject({ url: `/api/templates/${'x'.repeat(200)}%zz` }),
      app.inject({ url: '/api/me' }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 404, 400, 400, 401]);
    const ids = replies.map((r) => r.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(ID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, id] of ids.slice(0, 3).entries()) {
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.msg).toMatch(new RegExp(`^(GET|POST) /api/\\S+ ${replies[i]!.statusCode} \\d+ ms$`));
    }
  });

  it("keeps a proxy's plain request id and replaces one that is not", async () => {
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a-0001');
    const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'evil\nline injected' } });
    expect(replaced.headers['x-request-id']).toMatch(ID);
  });

  it('carries the request id into the image job it queues, and the job log names it', async () => {
    const { cookie } = await signUp(app);
    const form = multipartFile(chelsea, 'chelsea.png', 'image/png');
    const up = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...form.headers, cookie, origin: TEST_ORIGIN },
      payload: form.payload,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/process-pet-photo',
      headers: { cookie, origin: TEST_ORIGIN, 'x-request-id': 'req-for-job-0001' },
      payload: { imageUrl: up.json().url },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.deps.jobs.engine.boss
      .getDb()
      .executeSql(`select data from pgboss.job where name = 'image' and data->>'requestId' = 'req-for-job-0001'`, []);
    expect(rows).toHaveLength(1);

    const logged: string[] = [];
    const log = logFor(
      { info: (m) => logged.push(m), error: (o, m) => logged.push(`${JSON.stringify(o)} ${m}`) },
      { jobId: 'j1', requestId: 'req-for-job-0001' },
    );
    log!.info('image job j1 ended after 5 ms');
    log!.error({ code: 'X' }, 'image job failed');
    expect(logged).toEqual([
      'image job j1 ended after 5 ms (request req-for-job-0001)',
      '{"code":"X","reqId":"req-for-job-0001","jobId":"j1"} image job failed',
    ]);
  }, 60_000);

  it('runs writing requests in their request context, reads outside any', async () => {
    const probe = await buildApp(t.deps);
    for (const method of ['GET', 'POST'] as const)
      probe.route({ method, url: '/test/context', handler: async () => ({ requestId: currentRequestId() ?? null }) });
    await probe.ready();
    try {
      const headers = { origin: TEST_ORIGIN, 'x-request-id': 'context-probe-0001' };
      const read = await probe.inject({ method: 'GET', url: '/test/context', headers });
      const write = await probe.inject({ method: 'POST', url: '/test/context', headers, payload: { any: 1 } });
      expect([read.statusCode, write.statusCode]).toEqual([200, 200]);
      expect(read.json()).toEqual({ requestId: null });
      expect(write.json()).toEqual({ requestId: 'context-probe-0001' });
      expect([read.headers['x-request-id'], write.headers['x-request-id']]).toEqual([
        'context-probe-0001',
        'context-probe-0001',
      ]);
    } finally {
      await probe.close();
    }
  });

  it('at warn, builds no line for a request that went well and warns with the request id for a 5xx', async () => {
    const quiet: { reqId?: string; msg: string; level: number }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) quiet.push(JSON.parse(line));
        done();
      },
    });
    const probe = await buildApp(t.deps, { logger: { level: 'warn', stream } });
    probe.get('/test/fails', async () => {
      throw new Error('probe failure');
    });
    await probe.ready();
    try {
      expect((await probe.inject({ url: '/api/health' })).statusCode).toBe(200);
      const failed = await probe.inject({ url: '/test/fails' });
      expect(failed.statusCode).toBe(500);
      const id = failed.headers['x-request-id'] as string;
      expect(quiet.filter((l) => /^GET /.test(l.msg))).toEqual([
        expect.objectContaining({ reqId: id, level: 40, msg: expect.stringMatching(/^GET \/test\/fails 500 \d+ ms$/) }),
      ]);
    } finally {
      await probe.close();
    }
  });

  it('issue 36: at info, a page view is one line: the files it loads are logged at debug, a missing one at info', async () => {
    const seen: { msg: string; level: number }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) seen.push(JSON.parse(line));
        done();
      },
    });
    const probe = await buildApp(t.deps, { logger: { level: 'info', stream } });
    probe.get('/test-page', async () => 'page');
    probe.get('/assets/entry-abc.js', async () => 'js');
    probe.get('/favicon.svg', async () => 'svg');
    await probe.ready();
    try {
      for (const url of ['/test-page', '/assets/entry-abc.js', '/favicon.svg', '/assets/gone-123.js'])
        await probe.inject({ url });
      const requests = seen.filter((l) => /^GET /.test(l.msg));
      expect(requests.map((l) => [l.msg.replace(/ \d+ ms$/, ''), l.level])).toEqual([
        ['GET /test-page 200', 30],
        ['GET /assets/gone-123.js 404', 30],
      ]);
    } finally {
      await probe.close();
    }
  });

  it('fresh ids are 16 hex digits and do not repeat across many requests (the id pool refills)', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const id = (await app.inject({ url: '/api/no-such-route' })).headers['x-request-id'] as string;
      expect(id).toMatch(ID);
      ids.add(id);
    }
    expect(ids.size).toBe(600);
  });
});
