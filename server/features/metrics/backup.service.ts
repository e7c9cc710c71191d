import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { writeBackup } from '../../db/backup.js';
/**
 * The same archive `npm run backup` writes (server/db/backup.ts), signed with the shop's backup key
 * (BACKUP_KEY, else the server secret), in a private temporary folder; `cleanUp` removes it.
 */
export async function backupToTemporaryFile(opts: { db: Db; config: Config; secret: string }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-backup-'));
  const out = path.join(dir, 'shop.backup');
  try {
    await writeBackup({
      db: opts.db,
      filesDir: opts.config.storage.kind === 'local' ? path.join(opts.config.dataDir, 'files') : null,
      out,
      key: opts.config.backupKey ?? opts.secret,
    });
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { file: out, cleanUp: () => fs.rm(dir, { recursive: true, force: true }) };
}
