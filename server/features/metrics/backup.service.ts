/** What GET /ops/backup serves: the same archive `npm run backup` writes (server/db/backup.ts). */
export { writeBackup } from '../../db/backup.js';
