import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  isPrivateKey,
  UPLOADS_URL_PREFIX,
  uploadNameOf,
  type Storage,
  type StoredFile,
} from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's own chain (instance role, ~/.aws) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Where browsers fetch objects directly; unset means the shop streams them itself. */
  publicUrl?: string;
}

// Pictures live under uploads/ with the same names as on disk, so /uploads/<name> maps to one
// key and storage:migrate can copy a folder as it is. Other prefixes stay free for private
// files that must never be reachable through /uploads.
const UPLOADS_KEY_PREFIX = 'uploads/';

export interface S3Storage extends Storage {
  readonly client: S3Client;
  readonly bucket: string;
  /** Resolves when the bucket answers; rejects with the store's reason otherwise. */
  ready(): Promise<void>;
  /** The browser-facing URL of an upload when S3_PUBLIC_URL is set, else null. */
  publicUrlOf(url: string): string | null;
}

export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible stores reject or mishandle the
    // SDK's newer default trailing checksums, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;
  const keyOf = (url: string) => {
    const name = uploadNameOf(url);
    return name ? UPLOADS_KEY_PREFIX + name : null;
  };
  const put = (key: string, data: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
        // Names are never reused, so whoever serves the object may cache it for a year.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  const getObject = async (key: string): Promise<StoredFile | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a stream');
      return {
        body: object.Body,
        length: object.ContentLength ?? 0,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const sizeOfObject = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    client,
    bucket,
    async save(data, extension) {
      const name = `${randomBytes(12).toString('hex')}.${extension.replace(/^\./, '')}`;
      const url = UPLOADS_URL_PREFIX + name;
      await put(keyOf(url)!, data);
      return url;
    },
    async saveAs(url, data) {
      const key = keyOf(url);
      if (!key) throw new Error(`bad upload name ${url}`);
      await put(key, data);
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async read(url) {
      const key = keyOf(url);
      return key ? getObject(key) : null;
    },
    async savePrivate(key, data, contentType) {
      if (!isPrivateKey(key)) throw new Error(`bad private key ${key}`);
      // No public cache header: these are handed out only by the shop's own routes.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    async readPrivate(key) {
      return isPrivateKey(key) ? getObject(key) : null;
    },
    async removePrivate(key) {
      if (!isPrivateKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async sizeOf(url) {
      const key = keyOf(url);
      return key ? sizeOfObject(key) : null;
    },
    async sizeOfPrivate(key) {
      return isPrivateKey(key) ? sizeOfObject(key) : null;
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        // HEAD answers carry no body, so the SDK's own message is often just "UnknownError".
        const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
        const reason = status === 404 ? 'does not exist' : status ? `answered HTTP ${status}` : '';
        throw new Error(
          `bucket ${bucket} ${reason || `did not answer: ${err instanceof Error ? err.message : String(err)}`}`,
          { cause: err },
        );
      }
    },
    publicUrlOf(url) {
      const key = keyOf(url);
      return key && settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/${key}` : null;
    },
  };
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}
