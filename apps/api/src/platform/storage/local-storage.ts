import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(uploadsDir: string): Storage {
  return {
    async save(data, extension) {
      await mkdir(uploadsDir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.${extension.replace(/^\./, '')}`;
      await writeFile(path.join(uploadsDir, name), data);
      return UPLOADS_URL_PREFIX + name;
    },
    async saveAs(url, data) {
      const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
      if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)+$/.test(name))
        throw new Error(`bad upload name ${url}`);
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path.join(uploadsDir, name), data);
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      // basename keeps a crafted URL from escaping the uploads folder.
      const name = path.basename(url.slice(UPLOADS_URL_PREFIX.length));
      await rm(path.join(uploadsDir, name), { force: true });
    },
  };
}
