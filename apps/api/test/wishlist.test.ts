import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { hiddenProducts, productIdBySku, visibleProducts } from './support/demo-oracle.ts';
import { loginAs } from './support/login-as.ts';
import { demoShopForFile } from './support/demo-shop.ts';

const ADDED = 'Product added to Wishlist successfully!';
const REMOVED = 'Product removed from Wishlist!';

const t = demoShopForFile();

const getWishlist = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/wishlist', headers: cookie ? { cookie } : {} });

const toggle = (cookie: string | undefined, productId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/wishlist',
    headers: cookie ? { cookie } : {},
    payload: { productId },
  });

describe('wishlist', () => {
  it('is 401 for a guest, both to read and to toggle', async () => {
    const id = await productIdBySku(t, visibleProducts[0]!.sku);
    expect((await getWishlist()).statusCode).toBe(401);
    const res = await toggle(undefined, id);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('starts empty', async () => {
    const res = await getWishlist(await loginAs(t));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishlist: [] });
  });

  it('adds on the first toggle and removes on the second, back to empty', async () => {
    const cookie = await loginAs(t);
    const seed = visibleProducts[0]!;
    const id = await productIdBySku(t, seed.sku);

    const added = await toggle(cookie, id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: ADDED, inWishlist: true });
    const { wishlist } = (await getWishlist(cookie)).json();
    expect(wishlist).toHaveLength(1);
    expect(wishlist[0]).toMatchObject({
      _id: id,
      name: seed.name,
      description: seed.description,
      mrp: seed.mrp,
      sellingPrice: seed.price,
      images: [expect.stringMatching(/^\/uploads\//)],
    });
    expect(wishlist[0]).toHaveProperty('averageRating');
    expect(wishlist[0]).toHaveProperty('totalReviews');

    const removed = await toggle(cookie, id);
    expect(removed.json()).toEqual({ message: REMOVED, inWishlist: false });
    expect((await getWishlist(cookie)).json()).toEqual({ wishlist: [] });
  });

  it('lists the newest addition first, and keeps each user’s list their own', async () => {
    const alice = await loginAs(t);
    const bob = await loginAs(t);
    const [first, second] = await Promise.all(
      visibleProducts.slice(1, 3).map((p) => productIdBySku(t, p.sku)),
    );
    await toggle(alice, first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await toggle(alice, second);
    const list = (await getWishlist(alice)).json().wishlist.map((p: { _id: string }) => p._id);
    expect(list).toEqual([second, first]);
    expect((await getWishlist(bob)).json()).toEqual({ wishlist: [] });
  });

  it('is 404 for unknown, malformed and hidden products', async () => {
    const cookie = await loginAs(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await toggle(cookie, id);
      expect(res.statusCode, id).toBe(404);
    }
    for (const hidden of hiddenProducts) {
      const res = await toggle(cookie, await productIdBySku(t, hidden.sku));
      expect(res.statusCode, hidden.name).toBe(404);
    }
    expect((await getWishlist(cookie)).json()).toEqual({ wishlist: [] });
  });

  it('answers a missing productId with 400', async () => {
    const cookie = await loginAs(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/wishlist',
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('hides a product that became inactive, and still lets the user remove it', async () => {
    const cookie = await loginAs(t);
    const id = await productIdBySku(t, visibleProducts[3]!.sku);
    await toggle(cookie, id);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, id));
    try {
      expect((await getWishlist(cookie)).json()).toEqual({ wishlist: [] });
      expect((await toggle(cookie, id)).json()).toEqual({ message: REMOVED, inWishlist: false });
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, id));
    }
    expect((await getWishlist(cookie)).json()).toEqual({ wishlist: [] });
  });
});
