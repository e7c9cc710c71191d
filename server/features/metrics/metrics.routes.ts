import type { FastifyPluginAsync, onResponseHookHandler } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { mayOperate } from '../../core/loopback.js';

/**
 * GET /metrics (Prometheus text format) and the HTTP duration of every request. Not encapsulated
 * (skip-override), so its hooks see every route of the app registered after it.
 */
const plugin: FastifyPluginAsync<AppDeps> = async (app, { metrics, config }) => {
  // Each route's counts are found once, here, and its own onResponse hook adds to them: a request does no label lookup.
  app.addHook('onRoute', (route) => {
    const durations = metrics.routeDurations(route.url);
    const observe: onResponseHookHandler = (request, reply, done) => {
      durations.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    // A new array: the HEAD route Fastify adds for a GET starts from a shallow copy of the same options.
    route.onResponse = [...[route.onResponse ?? []].flat(), observe];
  });
  // Requests no route matched (the not-found handler runs the root's hooks only).
  const unmatched = metrics.routeDurations('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // An operator on this machine (loopback peer, no proxy's forwarding header), or METRICS_TOKEN.
    if (!mayOperate(request.raw, config.metricsToken))
      throw new AppError(
        'FORBIDDEN',
        'Metrics are served to an operator on this machine (loopback, not through a proxy) or with METRICS_TOKEN.',
      );
    void reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
    return metrics.scrape();
  });
};
export const metricsRoutes = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
