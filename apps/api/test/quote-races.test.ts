import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES as M } from '@labshop/domain/validation/quote';
import { orders, payments } from '../src/db/schema.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { acceptQuote, getQuote, requestedQuote, sentQuote } from './support/quotes.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Races only show on PostgreSQL (PGlite runs one transaction at a time): vitest.config.ts
// runs this file there when TEST_DATABASE_URL is set. On PGlite it checks the outcome serially.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createLoggedInUser(t, { role: 'admin' })).cookie;
});
afterAll(() => t.close());

/** A quote of two lines, a plain product and a variant: 10 x ₹150 + 4 x ₹250 + ₹100 delivery. */
async function quoted(buyer: f.Shopper, stock = 100) {
  const product = await f.makeProduct(t, { pricePaise: 200_00, stock });
  const sized = await f.makeProduct(t, {
    variants: [{ name: '500 ml', pricePaise: 300_00, stock: 50 }],
  });
  const variantId = sized.variantIds[0]!;
  const asked = await requestedQuote(t, buyer, [
    { productId: product.id, quantity: 10 },
    { productId: sized.id, variantId, quantity: 4 },
  ]);
  const quote = await sentQuote(t, admin, asked, { unitPrices: [150, 250], deliveryCharge: 100 });
  return { quote, product, variantId };
}

describe('accepting one quote at once', () => {
  it('creates exactly one checkout when the buyer accepts six times at once', async () => {
    const buyer = await f.makeShopper(t);
    const { quote, product, variantId } = await quoted(buyer);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => acceptQuote(t, buyer, quote._id)),
    );
    const codes = answers.map((res) => res.statusCode);
    // Every answer is the one checkout or a clear refusal, never a server error.
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(),
    ).toBe(true);
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(ok.map((res) => res.json<{ transactionId: string }>().transactionId));
    expect(ids.size).toBe(1);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json().message).toBe(M.alreadyAccepted);
    }
    const placed = await t.db.select().from(orders).where(eq(orders.quoteNumber, quote.number));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.totalAmountPaise).toBe(2600_00);
    const paymentRows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed[0]!.id));
    expect(paymentRows).toHaveLength(1);
    // Each line's units held once, not once per press.
    expect(await f.productStock(t, product.id)).toBe(90);
    expect(await f.variantStock(t, variantId)).toBe(46);
    expect((await getQuote(t, buyer, quote._id)).order?.transactionId).toBe([...ids][0]);
  });

  it('never lets an acceptance pay other terms than the quote shows when it is re-sent at once', async () => {
    const buyer = await f.makeShopper(t);
    const { quote } = await quoted(buyer);
    const [accepted, resent] = await Promise.all([
      acceptQuote(t, buyer, quote._id),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${quote._id}/send`,
        headers: { cookie: admin },
        payload: {
          lines: [
            { lineId: quote.lines[0]!._id, unitPrice: 120 },
            { lineId: quote.lines[1]!._id, unitPrice: 200 },
          ],
          deliveryCharge: 0,
          validUntil: quote.validUntil,
        },
      }),
    ]);
    const placed = await t.db.select().from(orders).where(eq(orders.quoteNumber, quote.number));
    const after = await getQuote(t, buyer, quote._id);
    if (accepted.statusCode === 200) {
      // Whichever came first, the order carries the terms the quote now shows: the buyer's
      // press before the re-send refuses the re-send, after it pays the new prices.
      expect(placed.map((order) => order.totalAmountPaise)).toEqual([after.total! * 100]);
      expect(after.state).toBe('accepted');
      expect(resent.statusCode).toBe(after.total === 2600 ? 409 : 200);
    } else {
      // The new terms came between the buyer's read and the order: told, nothing placed.
      expect(accepted.json().message).toBe(M.amountChanged);
      expect(placed).toEqual([]);
      expect(after).toMatchObject({ state: 'quoted', total: 2000 });
    }
  });

  it('lets one of an accept and a decline win, never both', async () => {
    const buyer = await f.makeShopper(t);
    const { quote } = await quoted(buyer);
    const [accepted, declined] = await Promise.all([
      acceptQuote(t, buyer, quote._id),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${quote._id}/decline`,
        headers: { cookie: admin },
        payload: {},
      }),
    ]);
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
    const placed = await t.db.select().from(orders).where(eq(orders.quoteNumber, quote.number));
    const state = (await getQuote(t, buyer, quote._id)).state;
    if (accepted.statusCode === 200) {
      expect(placed).toHaveLength(1);
      expect(state).toBe('accepted');
    } else {
      expect(placed).toHaveLength(0);
      expect(state).toBe('declined');
    }
  });
});
