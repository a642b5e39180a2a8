import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES as M } from '@labshop/domain/validation/quote';
import type { PhonePeDouble } from './support/phonepe-double.ts';
import { orderOf, paymentOf, startPhonePeShop } from './support/checkout-helpers.ts';
import { createLoggedInUser } from './support/login-as.ts';
import { acceptQuote, getQuote, requestedQuote, sentQuote } from './support/quotes.ts';
import * as f from './support/shop-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

// An accepted quote follows its checkout's payment on a real gateway (the PhonePe double):
// given up at expiry, it is quoted again; paid late after all, it is this order's again.

let t: TestApp;
let double: PhonePeDouble;
let admin: string;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ t, double } = await startPhonePeShop());
  admin = (await createLoggedInUser(t, { role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
  await double.close();
});

describe('a quote’s checkout on the gateway', () => {
  it('is quoted again when the payment expires, and accepted again by a late success', async () => {
    const buyer = await f.makeShopper(t);
    const product = await f.makeProduct(t, { pricePaise: 300_00, stock: 50 });
    const asked = await requestedQuote(t, buyer, [{ productId: product.id, quantity: 8 }]);
    const quote = await sentQuote(t, admin, asked, { unitPrices: [275], deliveryCharge: 0 });
    const res = await acceptQuote(t, buyer, quote._id);
    expect(res.statusCode, res.body).toBe(200);
    const { transactionId } = res.json<{ transactionId: string }>();
    const { expiresAt } = await paymentOf(t, transactionId);

    // The gateway cannot be reached at the deadline: the shop gives the payment up.
    double.statusFailure = 503;
    await t.runJobs(new Date(expiresAt.getTime() + 2 * MINUTE + 1000));
    double.statusFailure = undefined;
    expect((await paymentOf(t, transactionId)).state).toBe('EXPIRED');
    expect(await getQuote(t, buyer, quote._id)).toMatchObject({ state: 'quoted', order: null });
    expect(await f.productStock(t, product.id)).toBe(50);

    // The money was taken after all: the late check settles the order, and the quote is its.
    double.complete(transactionId);
    await t.runJobs(new Date(expiresAt.getTime() + 10 * MINUTE));
    expect((await orderOf(t, transactionId)).paymentStatus).toBe('SUCCESS');
    expect(await getQuote(t, buyer, quote._id)).toMatchObject({
      state: 'accepted',
      order: { transactionId, paymentStatus: 'SUCCESS' },
    });
    const again = await acceptQuote(t, buyer, quote._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyAccepted);
  });
});
