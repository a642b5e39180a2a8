import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX } from '@labshop/domain/validation/review';
import { products, reviews } from '../src/db/schema.ts';
import { createLoggedInUser, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, type PlacedOrder, type TestProduct } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const ADDED = 'Review submitted successfully!';
const NOT_DELIVERED = 'You can review a product once its order is delivered.';
const ALREADY = 'You have already reviewed this product for this order.';
const RATING = 'Rating must be a whole number from 1 to 5.';

let t: TestApp;
let product: TestProduct;
let other: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createProduct(t, { name: 'Digital pH Meter', stock: 50 });
  other = await createProduct(t, { name: 'Magnetic Stirrer', stock: 50 });
}, 60_000);
afterAll(() => t.close());

const review = (
  cookie: string | undefined,
  orderId: string,
  productId: string,
  body: unknown = { rating: 4, comment: 'Accurate and quick to calibrate.' },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/order/${orderId}/review/${productId}`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

async function ratingOf(productId: string) {
  const [row] = await t.db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

async function deliveredOrder(buyer: LoggedIn, productIds = [product.id]) {
  return placeOrder(t, buyer, {
    lines: productIds.map((productId) => ({ productId, quantity: 1 })),
    status: 'delivered',
  });
}

describe('POST /api/user/order/{orderId}/review/{productId}', () => {
  it('is 401 for a guest', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    expect((await review(undefined, order.id, product.id)).statusCode).toBe(401);
  });

  it('adds the review to a delivered order’s product, moves the rating and shows it everywhere', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Meera Iyer' });
    const order = await deliveredOrder(buyer, [other.id]);
    const homeBefore = (await t.app.inject({ url: '/api/user/home' })).json();
    const cardBefore = homeBefore.newArrivals.find((p: { _id: string }) => p._id === other.id);
    expect(cardBefore).toMatchObject({ averageRating: 0, totalReviews: 0 });
    // Its category's page too, cached now: a review names the product's category.
    const [{ categoryId } = { categoryId: '' }] = await t.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, other.id));
    const categoryCard = async () =>
      (await t.app.inject({ url: `/api/user/products?categoryIds=${categoryId}` }))
        .json()
        .products.find((p: { _id: string }) => p._id === other.id);
    expect(await categoryCard()).toMatchObject({ averageRating: 0, totalReviews: 0 });

    const res = await review(buyer.cookie, order.id, other.id, { rating: '4', comment: ' Solid ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: ADDED,
      review: {
        _id: expect.any(String),
        author: 'Meera Iyer',
        date: expect.any(String),
        rating: 4,
        comment: 'Solid',
      },
    });
    expect(await ratingOf(other.id)).toEqual({ averageRating: 4, totalReviews: 1 });

    const second = await createLoggedInUser(t);
    const secondOrder = await deliveredOrder(second, [other.id]);
    expect((await review(second.cookie, secondOrder.id, other.id, { rating: 5 })).statusCode).toBe(
      201,
    );
    expect(await ratingOf(other.id)).toEqual({ averageRating: 4.5, totalReviews: 2 });

    // The storefront's cached cards and the product page show it at once.
    const homeAfter = (await t.app.inject({ url: '/api/user/home' })).json();
    const cardAfter = homeAfter.newArrivals.find((p: { _id: string }) => p._id === other.id);
    expect(cardAfter).toMatchObject({ averageRating: 4.5, totalReviews: 2 });
    expect(await categoryCard()).toMatchObject({ averageRating: 4.5, totalReviews: 2 });
    const detail = (await t.app.inject({ url: `/api/user/product/${other.id}` })).json();
    expect(detail.product.reviews.map((r: { author: string }) => r.author)).toContain('Meera Iyer');

    // The order now says which of its products the shopper reviewed.
    const mine = (
      await t.app.inject({ url: '/api/user/user-orders', headers: { cookie: buyer.cookie } })
    ).json();
    expect(mine.orders[0].reviewedProductIds).toEqual([other.id]);
  });

  it('refuses a second review of the same product in the same order, leaving the rating alone', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    expect((await review(buyer.cookie, order.id, product.id)).statusCode).toBe(201);
    const before = await ratingOf(product.id);
    const again = await review(buyer.cookie, order.id, product.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY });
    expect(await ratingOf(product.id)).toEqual(before);

    // A second order of the same product may be reviewed again.
    const reorder = await deliveredOrder(buyer);
    expect((await review(buyer.cookie, reorder.id, product.id)).statusCode).toBe(201);
  });

  it.each(['ordered', 'packed', 'in transit', 'cancelled'] as const)(
    'refuses a review while the order is %s',
    async (status) => {
      const buyer = await createLoggedInUser(t);
      const order = await placeOrder(t, buyer, {
        lines: [{ productId: product.id, quantity: 1 }],
        status,
      });
      const before = await ratingOf(product.id);
      const res = await review(buyer.cookie, order.id, product.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: NOT_DELIVERED });
      expect(await ratingOf(product.id)).toEqual(before);
    },
  );

  it('refuses a product that is not in the order, another user’s order and made-up ids with 404', async () => {
    const buyer = await createLoggedInUser(t);
    const stranger = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    const notInOrder = await review(buyer.cookie, order.id, other.id);
    expect(notInOrder.statusCode).toBe(404);
    expect(notInOrder.json()).toEqual({ message: 'This product is not in this order.' });
    const notYours = await review(stranger.cookie, order.id, product.id);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ message: 'Order not found' });
    expect((await review(buyer.cookie, 'not-a-uuid', product.id)).statusCode).toBe(404);
    expect((await review(buyer.cookie, order.id, 'not-a-uuid')).statusCode).toBe(404);
    const count = await t.db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(count).toEqual([]);
  });

  // 1e308 does not fit any number the shop takes: the input guard refuses it first.
  it('refuses rating 1e308 before any work', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    const res = await review(buyer.cookie, order.id, product.id, { rating: 1e308, comment: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it.each([0, 6, 2.5, -1, 'five', null])('refuses rating %j with the message', async (rating) => {
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    const res = await review(buyer.cookie, order.id, product.id, { rating, comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RATING);
  });

  it('refuses a missing rating and a comment over the limit', async () => {
    const buyer = await createLoggedInUser(t);
    const order = await deliveredOrder(buyer);
    expect((await review(buyer.cookie, order.id, product.id, { comment: 'x' })).statusCode).toBe(
      400,
    );
    const long = await review(buyer.cookie, order.id, product.id, {
      rating: 5,
      comment: 'a'.repeat(REVIEW_COMMENT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Comment must be at most ${REVIEW_COMMENT_MAX} characters.`);
  });

  // Twenty at once: with fewer, requests tend to arrive one after another and a missing guard
  // (check, then insert) still passed on PostgreSQL; with twenty it created ten reviews.
  it('creates one review when the same review is sent many times at once', async () => {
    const buyer = await createLoggedInUser(t);
    const fresh = await createProduct(t, { stock: 5 });
    const order = await deliveredOrder(buyer, [fresh.id]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(buyer.cookie, order.id, fresh.id, { rating: (i % 5) + 1 }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await t.db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(await ratingOf(fresh.id)).toEqual({ averageRating: rows[0]!.rating, totalReviews: 1 });
  });

  it('counts every review when buyers of different orders review one product at once', async () => {
    const fresh = await createProduct(t, { stock: 20 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createLoggedInUser(t)));
    const placed: PlacedOrder[] = [];
    for (const buyer of buyers) placed.push(await deliveredOrder(buyer, [fresh.id]));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        review(buyer.cookie, placed[i]!.id, fresh.id, { rating: i < 3 ? 5 : 2 }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await ratingOf(fresh.id)).toEqual({ averageRating: 3.5, totalReviews: 6 });
  });
});
