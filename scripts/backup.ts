import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { writeBackup } from '../server/db/backup.js';

/**
 * npm run backup [ARCHIVE]: one archive of the database and the stored files with a manifest.
 * PostgreSQL: read directly in one consistent snapshot, while the shop runs. Embedded database: the
 * running shop writes it (GET /ops/backup on its loopback port); when no shop runs, the data
 * directory is read directly.
 */
const config = loadConfig();
const out = path.resolve(
  process.argv[2] ?? path.join('backups', `pawtrait-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`),
);
fs.mkdirSync(path.dirname(out), { recursive: true });
const filesDir = config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : null;

async function fromRunningShop() {
  const headers: Record<string, string> = config.metricsToken ? { authorization: `Bearer ${config.metricsToken}` } : {};
  const res = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, { headers }).catch(() => null);
  if (!res) return false;
  if (!res.ok || !res.body) throw new Error(`The running shop refused the backup: ${res.status} ${await res.text()}`);
  await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(out, { mode: 0o600 }));
  return true;
}

if (config.databaseUrl || !(await fromRunningShop())) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await writeBackup({ db: database.db, filesDir, out });
  } finally {
    await database.close();
  }
}
console.log(`Backup written: ${out}${filesDir ? '' : ' (files on S3 are not copied: see README, "Backups")'}`);
