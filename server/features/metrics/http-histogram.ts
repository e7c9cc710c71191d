import type { Metric, Registry } from 'prom-client';

/**
 * The HTTP duration histogram, counted without prom-client on the request path. prom-client's observe (even on a
 * pre-bound child) validates and hashes the labels and keys the bucket by the bound's string on every call; here each
 * route gets its counts when it is registered, a request adds to plain numbers, and the Prometheus lines are built
 * only when a scrape asks (decision 042).
 */
type Tally = { buckets: Float64Array; sum: number; count: number };
type Series = { labels: Record<string, string>; tally: Tally };

/** One route pattern's counts; `observe` is what a request pays. */
export type RouteDurations = { observe(method: string, status: number, seconds: number): void };

export function createHttpHistogram(registry: Registry, opts: { name: string; help: string; buckets: number[] }) {
  const bounds = opts.buckets;
  const all: Series[] = [];
  const byRoute = new Map<string, RouteDurations>();

  const tallyFor = (route: string, method: string, status: number): Tally => {
    const tally: Tally = { buckets: new Float64Array(bounds.length), sum: 0, count: 0 };
    all.push({ labels: { method, route, status: String(status) }, tally });
    return tally;
  };

  function forRoute(route: string): RouteDurations {
    const existing = byRoute.get(route);
    if (existing) return existing;
    // method -> status -> tally; a route answers one or two methods and a handful of statuses.
    const tallies = new Map<string, Map<number, Tally>>();
    const durations: RouteDurations = {
      observe(method, status, seconds) {
        let byStatus = tallies.get(method);
        if (!byStatus) tallies.set(method, (byStatus = new Map<number, Tally>()));
        let tally = byStatus.get(status);
        if (!tally) byStatus.set(status, (tally = tallyFor(route, method, status)));
        let i = 0;
        while (i < bounds.length && seconds > bounds[i]!) i++;
        if (i < bounds.length) tally.buckets[i]!++;
        tally.sum += seconds;
        tally.count++;
      },
    };
    byRoute.set(route, durations);
    return durations;
  }

  const { name, help } = opts;
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: all.flatMap(exported) }),
  };
  function exported({ labels, tally }: Series) {
    let cumulative = 0;
    const lines = bounds.map((le, i) => {
      cumulative += tally.buckets[i]!;
      return { metricName: `${name}_bucket`, labels: { le, ...labels }, value: cumulative };
    });
    return [
      ...lines,
      { metricName: `${name}_bucket`, labels: { le: '+Inf', ...labels }, value: tally.count },
      { metricName: `${name}_sum`, labels, value: tally.sum },
      { metricName: `${name}_count`, labels, value: tally.count },
    ];
  }
  registry.registerMetric(metric as unknown as Metric);
  return { forRoute };
}
