import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { copyEach, type MigrationProgress } from './migrate-uploads.ts';
import { isPrivateKey, type Storage } from './storage.ts';

/**
 * Copies the private files of the local folder (DATA_DIR/private/<kind>/<name>: safety data
 * sheets, issued invoice and credit-note PDFs) into `target` under the same keys. There is a
 * PDF per order, so, as with uploads, a file already there with the same size is skipped:
 * a key's bytes never change (a sheet's name is fresh, a document's PDF is drawn the same).
 */
export async function migratePrivateFiles(
  privateDir: string,
  target: Storage,
  onProgress: (progress: MigrationProgress) => void = () => {},
): Promise<MigrationProgress> {
  const keys = await privateKeys(privateDir);
  return copyEach(
    keys,
    async (key) => {
      const data = await readFile(path.join(privateDir, key));
      if ((await target.sizeOfPrivate(key)) === data.length) return false;
      await target.savePrivate(key, data, contentTypeOf(key));
      return true;
    },
    onProgress,
  );
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
