import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage, type Storage } from './storage.port.js';
import { createS3Storage } from './s3-storage.js';

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/files. */
export function createStorage(config: Config, secret: string): Storage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'files'), '', secret);
}
