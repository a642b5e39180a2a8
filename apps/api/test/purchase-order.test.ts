import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@labshop/domain/api/orders';
import { PURCHASE_ORDER_MESSAGES as M } from '@labshop/domain/validation/purchase-order';
import { orders, users } from '../src/db/schema.ts';
import { readPdf } from './support/read-pdf.ts';
import {
  addToCart,
  getCart,
  makeProduct,
  makeShopper,
  payStatus,
  pressSimulator,
  type Shopper,
} from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Institutional buyers pay against their own purchase order and may invoice another
// of their GSTINs: both optional in the pay and pay-now bodies, both printed on the invoice.

const OWN_GSTIN = '29AAGCB7383J1Z4';
const OTHER_GSTIN = '27AAPFU0939F1ZV';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function corporate(): Promise<Shopper> {
  const buyer = await makeShopper(t);
  await t.db
    .update(users)
    .set({ isCorporate: true, gstNumber: OWN_GSTIN, tradeName: 'Bharat Analytical Labs' })
    .where(eq(users.id, buyer.userId));
  return buyer;
}

async function payCartWith(buyer: Shopper, extra: Record<string, unknown>) {
  const product = await makeProduct(t, { pricePaise: 250_00 });
  await addToCart(t, buyer, { productId: product.id, quantity: 2 });
  const { overallTotalPrice } = await getCart(t, buyer);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/pay',
    headers: buyer.headers,
    payload: { amount: overallTotalPrice, selectedAddress: { _id: buyer.addressId }, ...extra },
  });
}

async function orderAnswer(buyer: Shopper, transactionId: string): Promise<Order> {
  const res = await t.app.inject({
    url: `/api/user/orders/${transactionId}`,
    headers: buyer.headers,
  });
  return res.json<{ order: Order }>().order;
}

describe('purchase order number and GSTIN at checkout', () => {
  it('keeps both on the order and prints them on the invoice', async () => {
    const buyer = await corporate();
    const res = await payCartWith(buyer, {
      purchaseOrderNumber: '  PO/2026-27/0042 ',
      gstNumber: '27aapfu0939f1zv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { transactionId } = res.json<{ transactionId: string }>();
    expect(await orderAnswer(buyer, transactionId)).toMatchObject({
      purchaseOrderNumber: 'PO/2026-27/0042',
      gstNumber: OTHER_GSTIN,
    });

    expect((await pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    expect((await payStatus(t, buyer, transactionId)).json()).toMatchObject({
      paymentStatus: 'SUCCESS',
    });
    const invoice = await t.app.inject({
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: buyer.headers,
    });
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    const pdf = await readPdf(invoice.rawPayload);
    expect(pdf.text).toMatch(/Your PO No\.:? PO\/2026-27\/0042/);
    expect(pdf.text).toContain(OTHER_GSTIN);
    expect(pdf.text).not.toContain(OWN_GSTIN);
  });

  it('leaves both out when not given: the answer keeps its old shape, the invoice the account’s GSTIN', async () => {
    const buyer = await corporate();
    const res = await payCartWith(buyer, {});
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderAnswer(buyer, res.json<{ transactionId: string }>().transactionId);
    expect(order).not.toHaveProperty('purchaseOrderNumber');
    expect(order).not.toHaveProperty('gstNumber');
  });

  it('takes them on pay-now too', async () => {
    const buyer = await corporate();
    const product = await makeProduct(t, { pricePaise: 120_00 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/pay-now',
      headers: buyer.headers,
      payload: {
        productId: product.id,
        quantity: 1,
        amount: 120,
        selectedAddress: { _id: buyer.addressId },
        purchaseOrderNumber: 'IITM-CHEM-17',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select({ po: orders.purchaseOrderNumber })
      .from(orders)
      .where(eq(orders.transactionId, res.json<{ transactionId: string }>().transactionId));
    expect(row?.po).toBe('IITM-CHEM-17');
  });

  it('refuses a bad PO number, a GSTIN that fails its check, and a GSTIN from a non-corporate account, placing nothing', async () => {
    const buyer = await corporate();
    const tooLong = await payCartWith(buyer, { purchaseOrderNumber: 'P'.repeat(36) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(M.purchaseOrderNumber);
    const badChar = await payCartWith(buyer, { purchaseOrderNumber: 'PO<1>' });
    expect(badChar.statusCode).toBe(400);
    const badGstin = await payCartWith(buyer, { gstNumber: '27AAPFU0939F1ZA' });
    expect(badGstin.statusCode).toBe(400);

    const shopper = await makeShopper(t);
    const notCorporate = await payCartWith(shopper, { gstNumber: OTHER_GSTIN });
    expect(notCorporate.statusCode).toBe(400);
    expect(notCorporate.json().message).toBe(M.gstNumberNotCorporate);
    for (const who of [buyer, shopper]) {
      expect(await t.db.select().from(orders).where(eq(orders.userId, who.userId))).toEqual([]);
    }
  });
});
