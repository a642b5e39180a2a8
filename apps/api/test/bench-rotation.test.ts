import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { benchEndpoints, LISTING_PAGES, rotate, SUGGESTION_QUERIES } from '../bench/rotation.ts';
import {
  activeCategoryNames,
  categoryIdByName,
  productIdBySku,
  visibleProducts,
} from './support/demo-oracle.ts';
import { loginAs } from './support/login-as.ts';
import { demoShopForFile } from './support/demo-shop.ts';

// npm run bench measures only what answers 200: a rotation that built a wrong URL would
// measure 404s or 400s. Nothing here is timed.

const t = demoShopForFile();

const BROWSER_ENCODINGS = 'gzip, deflate, br';

describe('the bench rotation', () => {
  it('builds only paths the shop answers with 200', async () => {
    const productIds = await Promise.all(
      visibleProducts.slice(0, 20).map((product) => productIdBySku(t, product.sku)),
    );
    const categoryIds = await Promise.all(
      activeCategoryNames.map((name) => categoryIdByName(t, name)),
    );
    const endpoints = benchEndpoints({
      productIds,
      categoryNames: activeCategoryNames,
      categoryIds,
    });
    const cookie = await loginAs(t);
    expect(endpoints.map((e) => e.paths.length)).toEqual([
      1,
      SUGGESTION_QUERIES.length,
      20,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      activeCategoryNames.length * LISTING_PAGES.length,
      48,
      12,
      1,
    ]);
    for (const endpoint of endpoints) {
      for (const url of endpoint.paths) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: endpoint.signedIn ? { cookie } : {},
        });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      }
    }
  });

  it('hands out the paths in turn, shared by every connection', () => {
    const next = rotate(['/a', '/b', '/c']);
    const seen = Array.from({ length: 7 }, () => next({ path: '/' }).path);
    expect(seen).toEqual(['/a', '/b', '/c', '/a', '/b', '/c', '/a']);
  });
});

describe('cached catalog answers', () => {
  it('come compressed as the client asks, with the same JSON as uncompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const body = plain.json();

    for (let i = 0; i < 2; i += 1) {
      const br = await t.app.inject({
        method: 'GET',
        url: '/api/user/home',
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    }

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/user/home',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);
  });

  it('tell a signed-in shopper who they are, and guests nothing', async () => {
    const cookie = await loginAs(t);
    const guest = await t.app.inject({ method: 'GET', url: '/api/user/home' });
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/api/user/home',
      headers: { cookie },
    });
    expect(guest.json().user).toBeNull();
    expect(shopper.json().user.name).toBe('Test Shopper');
    const again = await t.app.inject({ method: 'GET', url: '/api/user/home' });
    expect(again.json().user).toBeNull();
  });
});
