import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { S3Storage } from '../platform/storage/s3-storage.ts';
import { contentTypeOf, IMAGE_TYPES, type Storage } from '../platform/storage/storage.ts';

const UPLOADED_IMAGE_PATH = /^\/[A-Za-z0-9_-]+(\.card)?\.(png|jpg|webp)$/;
// Names are never reused, so a year's immutable cache is safe (the same as @fastify/static's
// maxAge 365d + immutable on the local folder).
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Uploads are only ever served as images: any other name is a 404, the type comes from the
 * extension we chose when storing, and nosniff stops a browser guessing otherwise. The local
 * folder is served from disk; with STORAGE=s3 the same /uploads/<name> URLs are streamed from
 * the bucket with the same headers, or redirected to S3_PUBLIC_URL when one is set.
 */
export async function registerUploads(app: FastifyInstance, config: Config, storage: Storage) {
  if (config.storage.kind === 's3') {
    registerBucketUploads(app, storage as S3Storage);
    return;
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => UPLOADED_IMAGE_PATH.test(pathName),
    setHeaders: (res, filePath) => {
      const type = IMAGE_TYPES[path.extname(filePath).slice(1)];
      if (type) res.header('Content-Type', type);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Disposition', 'inline');
    },
  });
}

function registerBucketUploads(app: FastifyInstance, storage: S3Storage) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!UPLOADED_IMAGE_PATH.test(`/${name}`)) return reply.callNotFound();
    const url = `/uploads/${name}`;
    const direct = storage.publicUrlOf(url);
    // A redirect is cheap to repeat and lets an operator move the public URL later: 302 with a
    // day's cache rather than a permanent one.
    if (direct) return reply.header('Cache-Control', 'public, max-age=86400').redirect(direct, 302);
    const file = await storage.read(url);
    if (!file) return reply.callNotFound();
    reply
      .header('Content-Type', contentTypeOf(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', CACHE_CONTROL);
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    if (file.etag) {
      reply.header('ETag', file.etag);
      if (matchesEtag(request.headers['if-none-match'], file.etag)) {
        file.body.destroy();
        return reply.code(304).send();
      }
    }
    reply.header('Content-Length', file.length);
    return reply.send(file.body);
  });
}

/** If-None-Match may list several tags, weak or strong; any equal one means "not modified". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
