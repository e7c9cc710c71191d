import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { mayScrape, writeShopBackup as writeBackup } from './metrics.service.js';

/**
 * GET /metrics (Prometheus text format), GET /ops/backup (a backup archive of this running shop) and the HTTP duration
 * of every request. Not encapsulated
 * (skip-override), so its onResponse hook sees every route of the app.
 */
const plugin: FastifyPluginAsync<AppDeps> = async (app, { metrics, config, db }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  // A running shop on the embedded database is the only process that may read it: `npm run backup` asks it here.
  app.get('/ops/backup', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request.ip, request.headers.authorization, config.metricsToken))
      throw new AppError('FORBIDDEN', 'Backups are served to loopback clients or with the metrics token.');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-backup-'));
    const out = path.join(dir, 'shop.backup');
    await writeBackup({
      db,
      filesDir: config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : null,
      out,
    });
    const stream = createReadStream(out).on('close', () => void fs.rm(dir, { recursive: true, force: true }));
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(stream);
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request.ip, request.headers.authorization, config.metricsToken))
      throw new AppError('FORBIDDEN', 'Metrics are served to loopback clients or with the metrics token.');
    void reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
    return metrics.scrape();
  });
};
export const metricsRoutes = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
