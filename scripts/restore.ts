import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { migrateDatabase, openDatabase } from '../server/db/client.js';
import { KEY_HINT, shopBackupKey } from '../server/db/backup.js';
import { restoreBackup } from '../server/db/backup-restore.js';
import { openWithShopLock, type HeldDatabase } from '../server/db/shop-lock.js';

/**
 * npm run restore ARCHIVE: fills an empty data directory (DATA_DIR) or an empty database
 * (DATABASE_URL) from a backup signed with this shop's backup key (BACKUP_KEY, else AUTH_SECRET,
 * else DATA_DIR/.auth-secret), checking every table and file before writing anything. Refused
 * while any shop process holds the data directory or the database; start the shop afterwards.
 */
const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore ARCHIVE');
  process.exit(2);
}
const config = loadConfig();
let held: HeldDatabase | undefined;
try {
  const key = shopBackupKey(config);
  if (!key) throw new Error(`No backup key for this shop: ${KEY_HINT}.`);
  held = await openWithShopLock(
    config,
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }),
    'exclusive',
    'restore',
  );
  await migrateDatabase(held.database);
  const manifest = await restoreBackup({
    db: held.database.db,
    filesDir: config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : null,
    archive: path.resolve(archive),
    key,
  });
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(manifest.tables).length} ` +
      `tables${'count' in manifest.files ? ` and ${manifest.files.count} files` : ''} from a ` +
      `backup of ${manifest.createdAt}.`,
  );
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await held?.database.close();
  await held?.release();
}
