import http from 'node:http';
import { mayOperate } from '../../core/loopback.js';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createHttpHistogram, type RouteDurations } from './http-histogram.js';

/**
 * The shop's Prometheus metrics, one registry per process. What the process itself does (HTTP,
 * the image jobs it ran, rate-limit refusals) is counted in memory; what the shop holds (jobs by
 * state, tokens, orders, the e-mail outbox) is read from the database at each scrape, so every
 * node reports the same shop-wide numbers.
 */
export type Metrics = ReturnType<typeof createMetrics>;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_SECONDS = [0.1, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

export function createMetrics(opts: { db?: Db; process: 'api' | 'worker' }) {
  const registry = new Registry();
  registry.setDefaultLabels({ process: opts.process });
  collectDefaultMetrics({ register: registry });

  const httpDuration = createHttpHistogram(registry, {
    name: 'pawtrait_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    buckets: SECONDS,
  });
  const rateLimited = new Counter({
    name: 'pawtrait_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const jobWait = new Histogram({
    name: 'pawtrait_image_job_wait_seconds',
    help: 'From queued to started, per attempt worked by this process, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_SECONDS,
    registers: [registry],
  });
  const jobRun = new Histogram({
    name: 'pawtrait_image_job_run_seconds',
    help: 'Attempts worked by this process, by kind and how the attempt ended (done, failed, retry)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_SECONDS,
    registers: [registry],
  });

  if (opts.db) registerShopGauges(registry, opts.db);

  return {
    registry,
    /**
     * The counts of one route pattern (never the raw URL, so ids do not explode the series), taken once when the
     * route is registered; each answered request then costs a few additions.
     */
    routeDurations(route: string): RouteDurations {
      const durations = httpDuration.forRoute(route);
      return {
        observe(method, status, seconds) {
          durations.observe(method, status, seconds);
          if (status === 429) rateLimited.inc({ route });
        },
      };
    },
    /** One attempt at an image job: how long it waited and ran. */
    observeJob(kind: string, waitSeconds: number, runSeconds: number, outcome: 'done' | 'failed' | 'retry') {
      jobWait.observe({ kind }, Math.max(0, waitSeconds));
      jobRun.observe({ kind, outcome }, runSeconds);
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

type Labelled = Record<string, string | number>;
/** A database that does not answer leaves the shop-wide values out of the scrape; the process metrics still come. */
const q = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  try {
    return rowsOf<T>(await db.execute(query));
  } catch {
    return [];
  }
};

/** Values read from the database at scrape time (counters that only grow there are exposed as counters). */
function registerShopGauges(registry: Registry, db: Db) {
  const setAll = (gauge: Gauge<string>, rows: { labels: Labelled; value: number }[]) => {
    gauge.reset();
    for (const r of rows) gauge.set(r.labels, r.value);
  };
  const rowsByStatus = (name: string, help: string, table: 'orders' | 'email_outbox') =>
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const rows = await q<{ status: string; n: number }>(
          db,
          sql`select status, count(*)::int as n from ${sql.identifier(table)} group by status`,
        );
        setAll(
          this,
          rows.map((r) => ({ labels: { state: r.status }, value: Number(r.n) })),
        );
      },
    });

  new Gauge({
    name: 'pawtrait_image_jobs',
    help: 'Image jobs by kind and state (queued, painting, saving, done, failed)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const rows = await q<{ kind: string; state: string; n: number }>(
        db,
        sql`select kind, state, count(*)::int as n from image_jobs group by kind, state`,
      );
      setAll(
        this,
        rows.map((r) => ({ labels: { kind: r.kind, state: r.state }, value: Number(r.n) })),
      );
    },
  });
  new Gauge({
    name: 'pawtrait_image_jobs_oldest_queued_seconds',
    help: 'How long the oldest queued image job has waited, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await q<{ kind: string; s: number }>(
        db,
        sql`select kind, extract(epoch from now() - min(created_at))::float8 as s from image_jobs where state = 'queued' group by kind`,
      );
      setAll(
        this,
        rows.map((r) => ({ labels: { kind: r.kind }, value: Number(r.s) })),
      );
    },
  });
  new Counter({
    name: 'pawtrait_tokens_debited_total',
    help: 'Tokens spent (generations and edits), shop-wide',
    registers: [registry],
    async collect() {
      const [r] = await q<{ n: number }>(
        db,
        sql`select coalesce(-sum(delta), 0)::int as n from token_ledger where delta < 0`,
      );
      this.reset();
      this.inc(Number(r?.n ?? 0));
    },
  });
  new Counter({
    name: 'pawtrait_tokens_refunded_total',
    help: 'Tokens given back for failed jobs, shop-wide',
    registers: [registry],
    async collect() {
      const [r] = await q<{ n: number }>(
        db,
        sql`select coalesce(sum(delta), 0)::int as n from token_ledger where reason = 'refund'`,
      );
      this.reset();
      this.inc(Number(r?.n ?? 0));
    },
  });
  rowsByStatus('pawtrait_orders', 'Orders by state', 'orders');
  new Gauge({
    name: 'pawtrait_orders_needing_attention',
    help: 'Orders waiting for the admin (a failed submission or refund)',
    registers: [registry],
    async collect() {
      const [r] = await q<{ n: number }>(db, sql`select count(*)::int as n from orders where attention is not null`);
      this.set(Number(r?.n ?? 0));
    },
  });
  rowsByStatus(
    'pawtrait_email_outbox',
    'E-mails by outbox state (queued and sending = the backlog; failed = delivery failures)',
    'email_outbox',
  );
}

/** A worker process (no HTTP app) serves its own GET /metrics on a port of its own, with the same access rule. */
export async function serveMetrics(metrics: Metrics, opts: { port: number; host: string; token?: string }) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return void res.writeHead(404).end();
    if (!mayOperate(req, opts.token)) return void res.writeHead(403).end('Forbidden\n');
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opts.port, opts.host, resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
