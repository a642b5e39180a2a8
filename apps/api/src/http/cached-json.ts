import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedEncoding, type Encoding } from './accepted-encoding.ts';
import { brotliJson, brotliJsonBetter } from './compress-json.ts';

// A cached answer (a catalog page for every shopper, a shopper's own cart) stays the same until
// what it shows changes, yet checking it against the response schema, serialising it and compressing it on every
// request cost several times what the rest of the request does (npm run bench: 0.48 ms of
// CPU per cached home page, 0.12 without compression). So each answer object is turned into
// bytes once, and compressed once per encoding, and the bytes live as long as the object:
// a WeakMap keyed by it, so an invalidated cache entry takes its bytes with it.

// As app.ts's @fastify/compress: smaller answers are not worth compressing.
const COMPRESS_ABOVE_BYTES = 1024;

type Ready = { json: Buffer; isBrBetterAsked?: boolean } & Partial<Record<Encoding, Buffer>>;
const readyByAnswer = new WeakMap<object, Ready>();

/**
 * Sends `answer` as JSON checked against `schema`, reusing the bytes made for the same object
 * before. Pass cached objects: a fresh object each time works but saves nothing.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType,
  answer: object,
): FastifyReply {
  let ready = readyByAnswer.get(answer);
  if (!ready) {
    // What the route's serializer would do: throws (a 500) on an answer the schema refuses.
    ready = { json: Buffer.from(JSON.stringify(z.encode(schema, answer))) };
    readyByAnswer.set(answer, ready);
  }
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = ready.json.length > COMPRESS_ABOVE_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(ready.json);
  const compressed = (ready[encoding] ??= compress(encoding, ready.json));
  if (encoding === 'br' && !ready.isBrBetterAsked) improveBrotli(ready);
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  return reply.header('content-encoding', encoding).send(compressed);
}

function compress(encoding: Encoding, json: Buffer): Buffer {
  return encoding === 'gzip' ? gzipSync(json) : brotliJson(json);
}

/**
 * The first request for an answer gets quick brotli (compress-json.ts); better bytes for the
 * requests after it are made in the thread pool, off the event loop, and replace them when
 * ready. A failure keeps the quick bytes.
 */
function improveBrotli(ready: Ready): void {
  ready.isBrBetterAsked = true;
  brotliJsonBetter(ready.json).then(
    (better) => {
      if (better.length < (ready.br?.length ?? Infinity)) ready.br = better;
    },
    () => {},
  );
}
