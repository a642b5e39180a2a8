import path from 'node:path';
import { seedDemoCatalogIfEmpty } from '../../src/db/seed/seed-demo.ts';
import { createLocalStorage } from '../../src/platform/storage/local-storage.ts';
import type { TestApp } from './test-app.ts';

/** Seeds the demo catalog into the test app's database, its images under the test DATA_DIR. */
export async function seedDemoCatalog(t: TestApp): Promise<void> {
  const storage = createLocalStorage(
    path.join(t.dataDir, 'uploads'),
    path.join(t.dataDir, 'private'),
  );
  await seedDemoCatalogIfEmpty({ db: t.db, storage, log: () => undefined });
}
