import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { cardImageUrl } from '@labshop/domain/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { invalidateCatalogCache } from '../src/modules/catalog/catalog-generations.ts';
import { seedDemoCatalog } from './support/demo-catalog.ts';
import {
  demoProducts,
  hiddenProducts,
  productIdBySku,
  visibleProducts,
} from './support/demo-oracle.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PUBLIC_URL = 'https://shop.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="LabShop supplies laboratory equipment." />
    <title>LabShop</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// As vite build writes it: the entry and its router chunk, and two pages' lazy chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_router.js'] },
  '_router.js': { file: 'assets/router-Rt12.js' },
  '_page-frame.js': { file: 'assets/page-frame-Pf12.js', imports: ['_router.js'] },
  'src/features/search/filter-page.tsx': {
    file: 'assets/filter-page-Fp12.js',
    imports: ['_page-frame.js', '_router.js'],
  },
  'src/features/product/product-page.tsx': {
    file: 'assets/product-page-Pp12.js',
    imports: ['_page-frame.js'],
  },
};

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'labshop-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(webDist, 'assets'));
  // As the build leaves them: each text file with its .br and .gz twins.
  const asset = path.join(webDist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ PUBLIC_URL }, { webDist });
  await seedDemoCatalog(t);
}, 180_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('page scripts', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it('are preloaded with the page, beside the entry script, for pages shoppers land on', async () => {
    expect(preloads((await get('/filter?query=beaker')).body)).toEqual([
      '/assets/filter-page-Fp12.js',
      '/assets/page-frame-Pf12.js',
    ]);
    const id = await productIdBySku(t, visibleProducts[0]!.sku);
    expect(preloads((await get(`/product/${id}`)).body)).toEqual([
      '/assets/product-page-Pp12.js',
      '/assets/page-frame-Pf12.js',
    ]);
    // Other pages, and what index.html already preloads, get nothing more.
    expect(preloads((await get('/cart')).body)).toEqual([]);
  });

  it('carry a guest’s product answer in the page, as the API gives it; never a shopper’s', async () => {
    const id = await productIdBySku(t, visibleProducts[0]!.sku);
    const written = (html: string) => {
      const match =
        /<script type="application\/json" id="labshop-initial-data">(.*?)<\/script>/.exec(html);
      return match ? (JSON.parse(match[1]!) as { url: string; data: unknown }) : null;
    };
    const api = (await get(`/api/user/product/${id}`)).json();
    expect(written((await get(`/product/${id}`)).body)).toEqual({
      url: `/api/user/product/${id}`,
      data: api,
    });
    // A signed-in shopper's answer is their own (their back-in-stock flag): the app asks.
    const cookie = await loginAs(t);
    expect(written((await get(`/product/${id}`, { cookie })).body)).toBeNull();
    expect(written((await get('/product/00000000-0000-4000-8000-000000000000')).body)).toBeNull();

    // A landing listing's first page, for everyone, under the path the app asks for.
    const listing = written((await get('/filter?category=Glassware', { cookie })).body);
    expect(listing?.url).toBe('/api/user/products?categoryNames=Glassware&page=1&limit=24');
    expect(listing?.data).toEqual((await get(listing!.url)).json());
    expect(written((await get('/filter?category=Glassware&page=2')).body)).toBeNull();
  });

  const images = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

  it('name the first row of a landing listing’s pictures, as the app will ask for them', async () => {
    const answer = await get('/api/user/products?categoryNames=Glassware&page=1&limit=24');
    const cards = (answer.json() as { products: { images: string[] }[] }).products;
    expect(images((await get('/filter?category=Glassware')).body)).toEqual(
      cards.slice(0, 4).map((card) => cardImageUrl(card.images[0]!)),
    );
    // A sort, another filter or a later page is the app's to decide.
    expect(images((await get('/filter?category=Glassware&sort=price_asc')).body)).toEqual([]);
    expect(images((await get('/filter?category=Glassware&page=2')).body)).toEqual([]);
  });
});

describe('static files', () => {
  it('are sent precompressed to browsers that accept it, and cached for good', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidate index.html, whichever route sends it', async () => {
    for (const url of ['/', '/filter', '/cart']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compress API answers over a kilobyte', async () => {
    const res = await get('/api/user/home', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty(
      'categories',
    );
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers into the shop, not private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /cart');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain('<html');
  });

  it('sitemap.xml lists every visible product and active category, and nothing hidden', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const visible = demoProducts.filter((p) => p.isVisible);
    const productLocs = locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/product/`));
    expect(productLocs).toHaveLength(visible.length);
    expect(locs).toContain(`${PUBLIC_URL}/filter?category=Glassware`);
    expect(locs).not.toContain(`${PUBLIC_URL}/filter?category=Refurbished%20Instruments`);
    const hiddenId = await productIdBySku(t, hiddenProducts[0]!.sku);
    expect(locs).not.toContain(`${PUBLIC_URL}/product/${hiddenId}`);
  });
});

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('page heads written by the server', () => {
  it('give a product page its title, description, canonical URL, Open Graph tags and Product JSON-LD', async () => {
    const seed = demoProducts.find((p) => p.isVisible && !p.variants && p.stock > 0)!;
    const id = await productIdBySku(t, seed.sku);
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${seed.name} by ${seed.brand} | LabShop</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,160}" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\.in\/uploads\//,
    );
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: seed.name,
      sku: seed.sku,
      brand: { name: seed.brand },
      offers: {
        priceCurrency: 'INR',
        price: seed.price.toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('carry a product’s attributes as additionalProperty, units by their UN/CEFACT code', async () => {
    const id = await productIdBySku(t, 'MT-ME204');
    const properties = jsonLdOf((await get(`/product/${id}`)).body).additionalProperty;
    expect(properties).toEqual(
      expect.arrayContaining([
        {
          '@type': 'PropertyValue',
          propertyID: 'readability_mg',
          name: 'Readability',
          value: 0.1,
          unitCode: 'MGM',
          unitText: 'mg',
        },
        {
          '@type': 'PropertyValue',
          propertyID: 'internal_calibration',
          name: 'Internal calibration',
          value: true,
        },
      ]),
    );
  });

  it('say a sold-out product is out of stock', async () => {
    const seed = demoProducts.find((p) => p.isVisible && !p.variants && p.stock === 0)!;
    const html = (await get(`/product/${await productIdBySku(t, seed.sku)}`)).body;
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answer a hidden product with a 404 and the default head', async () => {
    const res = await get(`/product/${await productIdBySku(t, hiddenProducts[0]!.sku)}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>LabShop</title>');
    expect(jsonLdOf(res.body)).toBeNull();
  });

  it('escape what an admin typed, so a product name cannot end the script or the tag', async () => {
    const seed = demoProducts.find((p) => p.isVisible && !p.variants)!;
    const id = await productIdBySku(t, seed.sku);
    const name = 'Flask </script><script>alert(1)</script> "quoted"';
    await t.db.update(products).set({ name }).where(eq(products.id, id));
    invalidateCatalogCache();
    const html = (await get(`/product/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;',
    );
    expect(jsonLdOf(html).name).toBe(name);
    await t.db.update(products).set({ name: seed.name }).where(eq(products.id, id));
    invalidateCatalogCache();
  });

  it('preload the first primary banner on the home page', async () => {
    const home = (await get('/api/user/home')).json();
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Laboratory equipment, chemicals and glassware | LabShop</title>',
    );
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${PUBLIC_URL}${home.primaryBanners[0].image}" fetchpriority="high" />`,
    );
  });

  it('give a category page its own title and canonical URL', async () => {
    const res = await get('/filter?category=glassware');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Glassware: buy online in India | LabShop</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/filter?category=Glassware" />`,
    );
  });
});
