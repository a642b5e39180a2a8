import type { Readable } from 'node:stream';

// Files the shop serves (product, category and banner images) go through this interface, so a
// cloud bucket can replace the local disk without touching the modules.
export interface Storage {
  /** Stores the bytes under a fresh name and returns the public URL path, e.g. /uploads/ab12.webp */
  save(data: Buffer, extension: string): Promise<string>;
  /** Stores the bytes at a URL path of this storage (a derived name, e.g. a card version). */
  saveAs(url: string, data: Buffer): Promise<void>;
  /** Removes a file previously returned by save; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The stored file as a stream, or null when there is none (the /uploads route answers 404). */
  read(url: string): Promise<StoredFile | null>;
  /** The stored file's size in bytes, or null when there is none (storage:migrate skips it). */
  sizeOf(url: string): Promise<number | null>;
  /**
   * Stores bytes under a private key (e.g. sds/ab12.pdf), outside /uploads: nothing serves
   * them but the shop's own routes, which check who may have them. A reader never sees a
   * half-written file, also when the key already held one.
   */
  savePrivate(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A private file as a stream, or null when there is none. */
  readPrivate(key: string): Promise<StoredFile | null>;
  /** A private file's size in bytes, or null when there is none (storage:migrate skips it). */
  sizeOfPrivate(key: string): Promise<number | null>;
  /** Removes a private file; unknown keys are ignored. */
  removePrivate(key: string): Promise<void>;
  /**
   * Throws when the storage cannot be used now (a bucket out of reach); /api/health/ready
   * asks it. The local folder leaves it out: the disk is there while the process is.
   */
  ready?(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  length: number;
  /** A quoted entity tag, when the store gives one (S3 does). */
  etag?: string;
  lastModified?: Date;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const UPLOAD_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)+$/;

/** The file name of one of our upload URLs, or null for anything else (no paths, no dots first). */
export function uploadNameOf(url: string): string | null {
  const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  return UPLOAD_NAME.test(name) ? name : null;
}

// A private key: one folder naming what it holds, then a name we chose (no dots first, no paths).
const PRIVATE_KEY = /^[a-z][a-z0-9-]*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isPrivateKey(key: string): boolean {
  // uploads/ is the public folder of the bucket (s3-storage.ts).
  return PRIVATE_KEY.test(key) && !key.startsWith('uploads/');
}

export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const contentTypeOf = (name: string) =>
  IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
