import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { LOCAL_SECRET_FILE, shopBackupKey, writeBackup, writePrivately } from '../server/db/backup.js';
import { openWithShopLock } from '../server/db/shop-lock.js';

/**
 * npm run backup [ARCHIVE]: one signed archive of the database and the stored files with a manifest,
 * mode 0600. PostgreSQL: read directly in one consistent snapshot, while the shop runs. Embedded
 * database: the running shop writes it (GET /ops/backup on its loopback port, or with BACKUP_TOKEN);
 * when no shop runs, the data directory is read directly, holding the shop lock.
 */
const config = loadConfig();
const out = path.resolve(
  process.argv[2] ?? path.join('backups', `pawtrait-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`),
);
fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
const filesDir = config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : null;

async function fromRunningShop() {
  const headers: Record<string, string> = config.backupToken ? { authorization: `Bearer ${config.backupToken}` } : {};
  const res = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, { headers }).catch(() => null);
  if (!res) return false;
  if (!res.ok || !res.body) throw new Error(`The running shop refused the backup: ${res.status} ${await res.text()}`);
  const body = Readable.fromWeb(res.body as never);
  await writePrivately(out, (file) => pipeline(body, file));
  return true;
}

async function fromDataDirectory() {
  const key = shopBackupKey(config);
  if (!key)
    throw new Error(
      `No backup key: set BACKUP_KEY (32+ characters) or AUTH_SECRET, or start the shop once (it makes DATA_DIR/${LOCAL_SECRET_FILE}).`,
    );
  const { database, release } = await openWithShopLock(
    config,
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }),
    // PostgreSQL is read in a snapshot beside the running shop; the embedded database only by one process.
    config.databaseUrl ? 'shop' : 'exclusive',
    'backup',
  );
  try {
    await writeBackup({ db: database.db, filesDir, out, key });
  } finally {
    await database.close();
    await release();
  }
}

try {
  if (config.databaseUrl || !(await fromRunningShop())) await fromDataDirectory();
  console.log(`Backup written: ${out}${filesDir ? '' : ' (files on S3 are not copied: see README, "Backups")'}`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
