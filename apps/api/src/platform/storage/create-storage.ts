import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The store STORAGE names: DATA_DIR/uploads by default, or the shared S3 bucket. The AWS SDK
 * takes most of a second to load, so a shop on the local folder (and every test) never loads it.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Promise<Storage> {
  const { storage } = config;
  if (storage.kind === 'local')
    return createLocalStorage(
      path.join(config.dataDir, 'uploads'),
      path.join(config.dataDir, 'private'),
    );
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(storage);
}
