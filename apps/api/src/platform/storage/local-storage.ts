import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPrivateKey, UPLOADS_URL_PREFIX, uploadNameOf, type Storage } from './storage.ts';

export { UPLOADS_URL_PREFIX } from './storage.ts';

/**
 * Files in `uploadsDir` (served at /uploads) and private ones in `privateDir` (DATA_DIR/private),
 * which no route serves as a folder.
 */
export function createLocalStorage(uploadsDir: string, privateDir: string): Storage {
  const sizeOfFile = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  const sizeOf = async (url: string) => {
    const name = uploadNameOf(url);
    return name ? sizeOfFile(path.join(uploadsDir, name)) : null;
  };
  const privatePath = (key: string) => {
    if (!isPrivateKey(key)) throw new Error(`bad private key ${key}`);
    return path.join(privateDir, key);
  };
  return {
    async save(data, extension) {
      await mkdir(uploadsDir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.${extension.replace(/^\./, '')}`;
      await writeFile(path.join(uploadsDir, name), data);
      return UPLOADS_URL_PREFIX + name;
    },
    async saveAs(url, data) {
      const name = uploadNameOf(url);
      if (!name) throw new Error(`bad upload name ${url}`);
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path.join(uploadsDir, name), data);
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      // basename keeps a crafted URL from escaping the uploads folder.
      const name = path.basename(url.slice(UPLOADS_URL_PREFIX.length));
      await rm(path.join(uploadsDir, name), { force: true });
    },
    async read(url) {
      const length = await sizeOf(url);
      if (length === null) return null;
      return { body: createReadStream(path.join(uploadsDir, uploadNameOf(url)!)), length };
    },
    sizeOf,
    async savePrivate(key, data) {
      const file = privatePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place: a download reading the key while a second
      // rendering of the same document rewrites it gets one whole file or the other.
      const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(aside, data);
        await rename(aside, file);
      } catch (err) {
        await rm(aside, { force: true });
        throw err;
      }
    },
    async readPrivate(key) {
      if (!isPrivateKey(key)) return null;
      const file = privatePath(key);
      const length = await sizeOfFile(file);
      return length === null ? null : { body: createReadStream(file), length };
    },
    async removePrivate(key) {
      if (isPrivateKey(key)) await rm(privatePath(key), { force: true });
    },
    async sizeOfPrivate(key) {
      return isPrivateKey(key) ? sizeOfFile(privatePath(key)) : null;
    },
  };
}
