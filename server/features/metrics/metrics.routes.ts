import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { mayScrape } from './metrics.service.js';

/**
 * GET /metrics (Prometheus text format) and the HTTP duration of every request. Not encapsulated
 * (skip-override), so its onResponse hook sees every route of the app.
 */
const plugin: FastifyPluginAsync<AppDeps> = async (app, { metrics, config }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request.ip, request.headers.authorization, config.metricsToken))
      throw new AppError('FORBIDDEN', 'Metrics are served to loopback clients or with the metrics token.');
    void reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
    return metrics.scrape();
  });
};
export const metricsRoutes = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
