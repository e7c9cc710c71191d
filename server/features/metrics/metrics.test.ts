import fs from 'node:fs/promises';
import path from 'node:path';
import { Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { call, uploadPhoto } from '../../test/fixtures.js';
import { createMetrics, serveMetrics } from './metrics.service.js';
import { createHttpHistogram } from './http-histogram.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } });
});
afterAll(() => t.close());

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus text format (values as Go's ParseFloat reads them, so prom-client's 'Nan' too), strictly: every line is a
 * comment (# HELP / # TYPE) or `name{labels} value`.
 */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ url: '/metrics', headers, remoteAddress });

describe('GET /metrics', () => {
  it('serves a scrape in Prometheus text format with process, HTTP, job, token, order, outbox and rate-limit metrics', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await uploadPhoto(t.app, cookie, chelsea, 'chelsea.png', 'image/png');
    const bg = await call(t, cookie, 'POST', '/api/process-pet-photo', { imageUrl: up.json().url });
    expect(bg.statusCode).toBe(200);
    const final = await call(t, cookie, 'POST', '/api/create-final-image', {
      imageUrl: bg.json().processedUrl,
      petName: 'Kit',
      uid: userId,
    });
    expect(final.statusCode).toBe(200);
    // 21 invite clicks from one address: the last one is refused by the rate limit.
    const clicks = [];
    for (let i = 0; i < 21; i++)
      clicks.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/referral-click',
            headers: { origin: TEST_ORIGIN },
            payload: { token: 'nobody0000' },
          })
        ).statusCode,
      );
    expect(clicks.at(-1)).toBe(429);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parse(res.body);
    expect(value(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(
      value(samples, 'pawtrait_http_request_duration_seconds_count', {
        route: '/api/process-pet-photo',
        method: 'POST',
        status: '200',
      }),
    ).toBe(1);
    expect(samples.some((s) => s.name.startsWith('pawtrait_http') && /[0-9a-f]{8}-/.test(s.labels.route ?? ''))).toBe(
      false,
    );
    expect(value(samples, 'pawtrait_rate_limit_refusals_total', { route: '/api/referral-click' })).toBe(1);
    expect(value(samples, 'pawtrait_image_jobs', { kind: 'process', state: 'done' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'pawtrait_image_job_wait_seconds_count', { kind: 'process' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'pawtrait_image_job_run_seconds_count', { outcome: 'done' })).toBeGreaterThanOrEqual(2);
    expect(value(samples, 'pawtrait_tokens_debited_total')).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.name === 'pawtrait_tokens_refunded_total')).toBe(true);
    expect(samples.some((s) => s.name === 'pawtrait_orders_needing_attention')).toBe(true);
    expect(res.body).toContain('# TYPE pawtrait_email_outbox gauge');
    expect(res.body).toContain('# TYPE pawtrait_orders gauge');
    expect(res.body).toContain('# TYPE pawtrait_image_jobs_oldest_queued_seconds gauge');
  }, 120_000);

  it('is served to loopback or with the bearer token, never to others (403)', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer scrape-token-0123456789' }, '203.0.113.9')).statusCode).toBe(200);
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    // A reverse proxy on this host connects from loopback: what it forwards is not an operator (issue 35).
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1')).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.9' }, '::1')).statusCode).toBe(403);
    const token = t.deps.config.metricsToken;
    t.deps.config.metricsToken = undefined;
    try {
      expect((await scrape({ authorization: 'Bearer scrape-token-0123456789' }, '203.0.113.9')).statusCode).toBe(403);
    } finally {
      t.deps.config.metricsToken = token;
    }
  });

  it('counts each request once under its route pattern and method, HEAD apart from GET, no route as unmatched', async () => {
    const count = (samples: Sample[], labels: Record<string, string>) =>
      value(samples, 'pawtrait_http_request_duration_seconds_count', labels);
    const asked = [
      { method: 'GET' as const, url: '/api/templates/no-such-style?x=1', route: '/api/templates/:id', status: '404' },
      { method: 'HEAD' as const, url: '/api/health', route: '/api/health', status: '200' },
      { method: 'GET' as const, url: '/api/no-such-route/123', route: 'unmatched', status: '404' },
    ];
    const before = parse((await scrape()).body);
    for (const a of asked)
      expect((await t.app.inject({ method: a.method, url: a.url })).statusCode).toBe(Number(a.status));
    const after = parse((await scrape()).body);
    for (const { route, method, status } of asked)
      expect(
        count(after, { route, method, status }) - count(before, { route, method, status }),
        `${method} ${route}`,
      ).toBe(1);
    expect(after.some((s) => s.labels.route?.includes('no-such'))).toBe(false);
    const total = (samples: Sample[]) => count(samples, {});
    // The four asked and the first scrape itself: nothing counted twice.
    expect(total(after) - total(before)).toBe(asked.length + 1);
  });

  it("writes the same Prometheus lines as prom-client's own histogram", async () => {
    const buckets = [0.005, 0.01, 0.1, 1];
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'x_seconds',
      help: 'h',
      labelNames: ['method', 'route', 'status'],
      buckets,
      registers: [theirs],
    });
    const ours = new Registry();
    const histogram = createHttpHistogram(ours, { name: 'x_seconds', help: 'h', buckets });
    const seen: [string, string, number, number][] = [
      ['GET', '/a', 200, 0.003],
      ['GET', '/a', 200, 0.005],
      ['GET', '/a', 200, 0.05],
      ['HEAD', '/a', 200, 2],
      ['GET', '/a', 404, 0.01],
      ['POST', '/b/:id', 429, 0.0001],
    ];
    for (const [method, route, status, seconds] of seen) {
      reference.observe({ method, route, status: String(status) }, seconds);
      histogram.forRoute(route).observe(method, status, seconds);
    }
    const sorted = (text: string) => text.split('\n').sort();
    expect(sorted(await ours.metrics())).toEqual(sorted(await theirs.metrics()));
  });

  it('a worker process serves its own scrape on a port of its own', async () => {
    const metrics = createMetrics({ db: t.deps.db, process: 'worker' });
    metrics.observeJob('edit', 1.5, 3, 'done');
    const server = await serveMetrics(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      const samples = parse(await res.text());
      expect(value(samples, 'pawtrait_image_job_run_seconds_count', { kind: 'edit', process: 'worker' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
