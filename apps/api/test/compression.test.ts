import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from './support/demo-catalog.ts';
import { productIdBySku, visibleProducts } from './support/demo-oracle.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Answers built per request (a signed-in shopper's product page) are compressed in one call,
// not through a stream; the client must get the same JSON whichever encoding it takes.

let t: TestApp;
let url: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t);
  url = `/api/user/product/${await productIdBySku(t, visibleProducts[0]!.sku)}`;
  cookie = await loginAs(t);
}, 180_000);
afterAll(() => t.close());

const get = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('a JSON answer built per request', () => {
  it('comes as br, gzip or plain as the client accepts, with the same JSON', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});
