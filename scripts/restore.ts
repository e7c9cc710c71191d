import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { migrateDatabase, openDatabase } from '../server/db/client.js';
import { restoreBackup } from '../server/db/backup.js';

/**
 * npm run restore ARCHIVE: fills an empty data directory (DATA_DIR) or an empty database
 * (DATABASE_URL) from a backup, checking every table and file against the manifest. Run it with the
 * shop stopped; start the shop afterwards.
 */
const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore ARCHIVE');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await migrateDatabase(database);
  const manifest = await restoreBackup({
    db: database.db,
    filesDir: config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : null,
    archive: path.resolve(archive),
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
  await database.close();
}
