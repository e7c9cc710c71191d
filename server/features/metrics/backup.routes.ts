import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { mayOperate } from '../../core/loopback.js';
import { backupToTemporaryFile } from './backup.service.js';

/** GET /ops/backup: a backup archive of this running shop (`npm run backup` asks it on the embedded database). */
export const backupRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db, secret }) => {
  // A running shop on the embedded database is the only process that may read it. For an operator on this
  // machine (loopback peer, no proxy's forwarding header) or with BACKUP_TOKEN; never with the metrics token.
  app.get('/ops/backup', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayOperate(request, config.backupToken))
      throw new AppError(
        'FORBIDDEN',
        'Backups are served to an operator on this machine (loopback, not through a proxy) or with BACKUP_TOKEN.',
      );
    const backup = await backupToTemporaryFile({ db, config, secret });
    const stream = createReadStream(backup.file).on('close', () => void backup.cleanUp());
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(stream);
  });
};
