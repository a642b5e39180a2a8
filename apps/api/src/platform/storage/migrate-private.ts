import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPrivateKey, type Storage } from './storage.ts';

/**
 * Copies the private files of the local folder (DATA_DIR/private/<kind>/<name>, e.g. safety
 * data sheets) into `target` under the same keys. They are few and small, so each run copies
 * them all; answers how many.
 */
export async function migratePrivateFiles(privateDir: string, target: Storage): Promise<number> {
  const keys = await privateKeys(privateDir);
  for (const key of keys) {
    await target.savePrivate(key, await readFile(path.join(privateDir, key)), contentTypeOf(key));
  }
  return keys.length;
}

const contentTypeOf = (key: string) =>
  key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';

async function privateKeys(privateDir: string): Promise<string[]> {
  try {
    const entries = await readdir(privateDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path
          .relative(privateDir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      )
      .filter(isPrivateKey)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
