import { expect, type APIRequestContext } from '@playwright/test';
import { amberPng, tealPng } from './admin.ts';

/** The id of the demo product with exactly this name, found through the search API. */
export async function productIdOf(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/user/products?query=${encodeURIComponent(name)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const { products } = (await res.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((item) => item.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product._id;
}

/**
 * A product of the demo Glassware category with two pictures, added through the admin API:
 * `request` must carry an admin session. With `variants`, it is sold by variant.
 */
export async function addGlasswareProduct(
  request: APIRequestContext,
  options: { name: string; stock: number; variants?: { name: string; stock: number }[] },
): Promise<string> {
  const categories = await request.get('/api/admin/categories');
  expect(categories.ok(), await categories.text()).toBe(true);
  const { categories: list } = (await categories.json()) as {
    categories: { _id: string; name: string }[];
  };
  const glassware = list.find((category) => category.name === 'Glassware');
  if (!glassware) throw new Error('no Glassware category');
  const form = new FormData();
  const fields = {
    name: options.name,
    category: glassware._id,
    description: 'Borosilicate flask made for this test.',
    brand: 'Borosil',
    sku: `E2E-${options.name.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`,
    mrp: '900',
    sellingPrice: '850',
    inStock: String(options.stock),
    minProductAlert: '1',
    isFeatured: 'no',
    status: 'active',
    hsnCode: '7017',
    gstRatePercent: '18',
    deliveryOptions: JSON.stringify({ type: 'home', charge: '0' }),
    deliveryTimeEstimate: '21',
    variantsEnabled: options.variants ? 'yes' : 'no',
    variants: JSON.stringify(
      (options.variants ?? []).map((variant) => ({
        name: variant.name,
        price: '850',
        stock: String(variant.stock),
      })),
    ),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of [tealPng('front.png'), amberPng('side.png')]) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  }
  const res = await request.post('/api/admin/add-product', { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { _id: string } }).product._id;
}

let counter = 0;

/** Letters only, different in each call and each worker. */
export function uniqueWord(): string {
  const seed = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return seed
    .replace(/[0-9]/g, (d) => String.fromCharCode(97 + Number(d)))
    .replace(/^./, (c) => c.toUpperCase());
}
