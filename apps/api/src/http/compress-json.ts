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

// Brotli's quality 3 costs a quarter of quality 6's CPU on a listing page's JSON (11 KB: 0.15
// against 0.57 ms) for bytes within 1% of it (2,572 against 2,555), and half of quality 4's;
// from quality 4 up brotli switches to slower match finders that gain little on JSON this size.
const BROTLI_QUALITY = 3;

/** `json` compressed with brotli as every JSON answer is. */
export function brotliJson(json: Buffer | string): Buffer {
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
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
