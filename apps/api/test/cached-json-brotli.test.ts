import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendCachedJson } from '../src/http/cached-json.ts';
import { BROTLI_KEPT_QUALITY, brotliJson } from '../src/http/compress-json.ts';

// A kept answer is compressed quickly for the request that first asks for it, and better, off
// the event loop, for the requests after it.

const cardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
});
const answerSchema = z.object({ products: z.array(cardSchema) });
const answer = {
  products: Array.from({ length: 60 }, (_, i) => ({
    _id: `0f6c${String(i).padStart(4, '0')}-1b2c-4d5e-8f90-${String(i * 7919).padStart(12, '0')}`,
    name: `Borosilicate beaker ${(i % 9) * 50 + 50} ml, low form, graduated, pack of ${i % 4 || 6}`,
    brand: ['Borosil', 'Duran', 'Riviera', 'Tarsons'][i % 4]!,
    price: 120 + i * 13.5,
  })),
};
const json = Buffer.from(JSON.stringify(answer));

const app = Fastify();
app.get('/kept', (request, reply) => sendCachedJson(request, reply, answerSchema, answer));
beforeAll(() => app.ready());
afterAll(() => app.close());

const getBr = () =>
  app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'br' } });

describe('a kept answer in brotli', () => {
  it('is quick bytes first, then the better bytes made in the thread pool', async () => {
    const better = brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_KEPT_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    });
    const quick = brotliJson(json);
    expect(better.length).toBeLessThan(quick.length);

    const first = await getBr();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.equals(quick)).toBe(true);
    let later = first.rawPayload;
    for (let i = 0; i < 100 && !later.equals(better); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = (await getBr()).rawPayload;
    }
    expect(later.equals(better)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(later).toString())).toEqual(answer);
  });
});
