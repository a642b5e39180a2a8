import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              // The plugin's per-request quality.
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: length,
            },
          })
        : gzipSync(payload);
    const vary = reply.getHeader('vary');
    reply
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('content-encoding', encoding);
    done(null, body);
  });
}
