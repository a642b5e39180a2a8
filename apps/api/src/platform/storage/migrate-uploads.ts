import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX, uploadNameOf, type Storage } from './storage.ts';

export interface MigrationProgress {
  total: number;
  copied: number;
  skipped: number;
}

// A few files at a time: enough to hide the store's latency, few enough for a small machine.
const PARALLEL = 4;

/**
 * Copies every upload in the local folder into `target` under the same /uploads/<name> URL.
 * An object already there with the same size is skipped, so a run that stopped halfway can
 * simply be started again; names are never reused, so equal size means the same picture.
 */
export async function migrateUploads(
  uploadsDir: string,
  target: Storage,
  onProgress: (progress: MigrationProgress) => void = () => {},
): Promise<MigrationProgress> {
  const names = await uploadNames(uploadsDir);
  return copyEach(
    names,
    async (name) => {
      const url = UPLOADS_URL_PREFIX + name;
      const data = await readFile(path.join(uploadsDir, name));
      if ((await target.sizeOf(url)) === data.length) return false;
      await target.saveAs(url, data);
      return true;
    },
    onProgress,
  );
}

/** Runs `copy` over every item, a few at a time, counting what it copied and what it skipped. */
export async function copyEach(
  items: readonly string[],
  copy: (item: string) => Promise<boolean>,
  onProgress: (progress: MigrationProgress) => void,
): Promise<MigrationProgress> {
  const progress: MigrationProgress = { total: items.length, copied: 0, skipped: 0 };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < items.length) {
      if (await copy(items[next++]!)) progress.copied += 1;
      else progress.skipped += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, copyNext));
  return progress;
}

async function uploadNames(uploadsDir: string): Promise<string[]> {
  try {
    const entries = await readdir(uploadsDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && uploadNameOf(UPLOADS_URL_PREFIX + entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
