import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks, stockOf } from '../bench/soak/books.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Its own file, so its 48 Pays stay under the per-address limit of its own database.
// Races only show on PostgreSQL (PGlite runs one transaction at a time): run this file with
// TEST_DATABASE_URL set. On PGlite it still checks every outcome, serially.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const checkout = (shopper: f.Shopper, lines: f.CartLine[]) => f.checkoutCart(t, shopper, lines);

describe('releases racing new orders', () => {
  // 48 checkouts of up to four lines: seconds on an idle machine, minutes on a loaded one.
  it('never deadlock when 2-4 line carts mix plain products and other products’ variants', async () => {
    const plainA = await f.makeProduct(t, { pricePaise: 5_000, stock: 200 });
    const plainB = await f.makeProduct(t, { pricePaise: 6_000, stock: 200 });
    const sizedA = await f.makeProduct(t, {
      variants: [
        { name: '100 ml', pricePaise: 7_000, stock: 200 },
        { name: '250 ml', pricePaise: 8_000, stock: 200 },
      ],
    });
    const sizedB = await f.makeProduct(t, {
      variants: [{ name: '1 L', pricePaise: 9_000, stock: 200 }],
    });
    const rows: f.CartLine[] = [
      { productId: plainA.id, quantity: 1 },
      { productId: sizedB.id, variantId: sizedB.variantIds[0], quantity: 2 },
      { productId: plainB.id, quantity: 1 },
      { productId: sizedA.id, variantId: sizedA.variantIds[1], quantity: 1 },
      { productId: sizedA.id, variantId: sizedA.variantIds[0], quantity: 3 },
    ];
    // Carts of 2, 3 and 4 lines over the same rows, each in a different order.
    const cart = (i: number): f.CartLine[] => {
      const size = 2 + (i % 3);
      const start = i % rows.length;
      const picked = Array.from(
        { length: size },
        (_, k) => rows[(start + k * (i % 2 ? 1 : 4)) % rows.length]!,
      );
      return [
        ...new Map(picked.map((line) => [`${line.productId}:${line.variantId}`, line])).values(),
      ];
    };
    const start = await stockOf(t.database);
    for (let round = 0; round < 3; round += 1) {
      const holders = [];
      for (let i = 0; i < 8; i += 1) {
        const shopper = await f.makeShopper(t);
        const res = await checkout(shopper, cart(i + round));
        expect(res.statusCode).toBe(200);
        holders.push({ shopper, transactionId: res.json().transactionId as string });
      }
      const newcomers = [];
      for (let i = 0; i < 8; i += 1) newcomers.push(await f.makeShopper(t));
      const answers = await Promise.all([
        ...holders.map(({ shopper, transactionId }) =>
          f
            .pressSimulator(t, transactionId, 'fail')
            .then(() => f.payStatus(t, shopper, transactionId)),
        ),
        ...newcomers.map((shopper, i) => checkout(shopper, [...cart(i + 1 + round)].reverse())),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(200));
      expect(answers.slice(0, 8).map((res) => res.json().paymentStatus)).toEqual(
        Array(8).fill('FAILED'),
      );
    }
    const problems = (await checkBooks(t.database, start)).filter((p) =>
      [plainA.id, plainB.id, ...sizedA.variantIds, ...sizedB.variantIds].some((id) =>
        p.includes(id),
      ),
    );
    expect(problems).toEqual([]);
  }, 180_000);
});
