import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.ts';

// @fastify/compress pipes every answer through a new zlib stream, and making a brotli stream
// (its window and state) cost more than the rest of a signed-in cart request: 10% of the
// server's CPU under cart load went to zlib's stream plumbing. A JSON answer of a few KB is
// compressed here instead, in one synchronous call; the plugin leaves an answer that already
// has a Content-Encoding alone, and still streams larger bodies off the event loop.

// As the plugin's threshold: smaller answers are not worth compressing.
const COMPRESS_ABOVE_BYTES = 1024;
// Above this a synchronous call would hold the event loop too long; the plugin streams it.
const COMPRESS_INLINE_UP_TO_BYTES = 64 * 1024;

// Brotli quality 3 for an answer compressed on the request path: on the shop's own answers
// (home, category and product pages, 9.7 KB of JSON on average) it costs 0.17 ms of CPU
// against 0.27 at quality 4 and 0.54 at 6, for bytes 1% larger than 4's and 6% than 6's.
// From quality 4 up brotli uses slower match finders. An answer sent again and again is
// compressed once more, better, off the event loop (http/cached-json.ts).
const BROTLI_FAST_QUALITY = 3;
export const BROTLI_KEPT_QUALITY = 6;

function brotliOptions(json: Buffer | string, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  };
}

/** `json` compressed with brotli as the request waiting for it can afford. */
export function brotliJson(json: Buffer | string): Buffer {
  return brotliCompressSync(json, brotliOptions(json, BROTLI_FAST_QUALITY));
}

/** `json` compressed with brotli at the kept answers' quality, in libuv's thread pool. */
export function brotliJsonBetter(json: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    brotliCompress(json, brotliOptions(json, BROTLI_KEPT_QUALITY), (error, better) =>
      error ? reject(error) : resolve(better),
    ),
  );
}

/** Compresses JSON answers of 1-64 KB in one call, br or gzip as the client accepts. */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (request.headers['x-no-compression'] !== undefined) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return done(null, payload);
    }
    const length = Buffer.byteLength(payload);
    if (length <= COMPRESS_ABOVE_BYTES || length > COMPRESS_INLINE_UP_TO_BYTES) {
      return done(null, payload);
    }
    const encoding = acceptedEncoding(request);
    if (!encoding) return done(null, payload);
    const body = encoding === 'br' ? brotliJson(payload) : gzipSync(payload);
    const vary = reply.getHeader('vary');
    reply
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('content-encoding', encoding);
    done(null, body);
  });
}
