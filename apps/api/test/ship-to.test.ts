import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, users } from '../src/db/schema.ts';
import { issueInvoice } from '../src/modules/invoices/service.ts';
import * as a from './support/accounts.ts';
import { ordersOf, orderOf } from './support/checkout-helpers.ts';
import { readPdf } from './support/read-pdf.ts';
import * as f from './support/shop-fixtures.ts';
import { insertSoldOrder } from './support/sold-order.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The address an order is delivered to decides its invoice: who it ships to, and the place of
// supply (hence CGST + SGST or IGST) from a state its PIN code must belong to.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHIP_TO = { recipientName: 'Dr Meena Iyer', phone: '9123456780', company: 'Deccan Bio Labs' };
const PUNE = {
  street: '14 Hinjewadi Phase 2',
  landmark: 'Near the IT park gate',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411026',
  addressType: 'Office' as const,
};

async function paidOrder(shopper: f.Shopper, addressId: string) {
  const product = await f.makeProduct(t, { pricePaise: 1_180_00, stock: 5 });
  await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
  const pay = await f.payCart(t, shopper, 1180, addressId);
  expect(pay.statusCode, pay.body).toBe(200);
  const { transactionId } = pay.json<{ transactionId: string }>();
  expect((await f.pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
  expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
  return transactionId;
}

describe('ship-to on the order and its invoice', () => {
  it('keeps the recipient, phone and company in the order and prints them as Ship to', async () => {
    const shopper = await f.makeShopper(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: a.fromOurPages(t, shopper.headers),
      payload: { ...PUNE, ...SHIP_TO },
    });
    expect(added.statusCode, added.body).toBe(201);
    const transactionId = await paidOrder(shopper, added.json().address._id);

    const order = await orderOf(t, transactionId);
    expect(order.deliveryAddress).toEqual({ ...PUNE, ...SHIP_TO });
    // A later edit of the saved address does not rewrite the order.
    await t.db
      .update(addresses)
      .set({ recipientName: 'Someone Else' })
      .where(eq(addresses.id, added.json().address._id));
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/user/orders/${transactionId}`,
      headers: shopper.headers,
    });
    expect(answer.json().order.deliveryAddress).toEqual({ ...PUNE, ...SHIP_TO });

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: shopper.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const pdf = await readPdf(invoice.rawPayload);
    expect(pdf.flow).toContain(
      'Ship to Dr Meena Iyer Deccan Bio Labs 14 Hinjewadi Phase 2, Near the IT park gate, Pune 411026, Maharashtra Phone: 9123456780',
    );
    expect(pdf.flow).toContain('Bill to Test Shopper');
    expect(pdf.flow).toContain('Place of supply Maharashtra (27)');
    expect(pdf.flow).toContain('Supply Inter-state (IGST)');
  });

  it('prints no Ship to when the address names nobody else, and answers the fields empty', async () => {
    const shopper = await f.makeShopper(t);
    const transactionId = await paidOrder(shopper, shopper.addressId);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/user/orders/${transactionId}`,
      headers: shopper.headers,
    });
    expect(answer.json().order.deliveryAddress).toMatchObject({
      city: 'Chennai',
      recipientName: '',
      phone: '',
      company: '',
    });
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: shopper.headers,
    });
    const pdf = await readPdf(invoice.rawPayload);
    expect(pdf.flow).not.toContain('Ship to');
    expect(pdf.flow).toContain('Supply Intra-state (CGST + SGST)');
  });

  it('refuses to check out to an address saved before PIN codes were checked: "Pune, Kerala 411026"', async () => {
    const shopper = await f.makeShopper(t);
    const [old] = await t.db
      .insert(addresses)
      .values({ ...PUNE, state: 'Kerala', userId: shopper.userId })
      .returning({ id: addresses.id });
    const product = await f.makeProduct(t, { pricePaise: 1_180_00, stock: 5 });
    await f.addToCart(t, shopper, { productId: product.id, quantity: 1 });
    const pay = await f.payCart(t, shopper, 1180, old!.id);
    expect([pay.statusCode, pay.json().message]).toEqual([400, 'This PIN code is not in Kerala.']);
    expect(await ordersOf(t, shopper.userId)).toEqual([]);
    expect(await f.productStock(t, product.id)).toBe(5);
  });
});

describe('a GSTIN changed in the profile', () => {
  it('is printed on the next invoice, while an invoice already issued keeps the old one', async () => {
    const buyer = await a.loggedInUser(t, {
      name: 'Priya Nair',
      isCorporate: true,
      corporateDetails: {
        gstNumber: '29ABCDE1234F1ZW',
        tradeName: 'Nair Labs',
        companyScale: 'micro',
      },
    });
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, buyer.email));
    const line = { productName: 'Burette 50 ml', quantity: 1, unitPricePaise: 1_180_00 };
    const invoiceText = async () => {
      const order = await insertSoldOrder(t.db, row!.id, [line]);
      await t.db.transaction((tx) => issueInvoice(tx, order.orderId, new Date(), t.config.seller));
      return order.transactionId;
    };
    const pdfOf = async (transactionId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/orders/${transactionId}/invoice`,
        headers: { cookie: buyer.cookie },
      });
      expect(res.statusCode).toBe(200);
      return (await readPdf(res.rawPayload)).flow;
    };

    const before = await invoiceText();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile/gst-number',
      headers: a.fromOurPages(t, { cookie: buyer.cookie }),
      payload: { gstNumber: '32AAACR5055K1ZG' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await invoiceText();

    expect(await pdfOf(before)).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(await pdfOf(after)).toContain('Bill to Nair Labs');
    expect(await pdfOf(after)).toContain('GSTIN: 32AAACR5055K1ZG');
  });
});
