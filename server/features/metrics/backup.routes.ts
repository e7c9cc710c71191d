import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { writeBackup } from './backup.service.js';
import { mayScrape } from './metrics.service.js';

/** GET /ops/backup: a backup archive of this running shop (`npm run backup` asks it on the embedded database). */
export const backupRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db }) => {
  // A running shop on the embedded database is the only process that may read it.
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
};
