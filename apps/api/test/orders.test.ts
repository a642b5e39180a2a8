import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, loginAs, type LoggedIn } from './support/login-as.ts';
import { createProduct, placeOrder, type TestProduct } from './support/orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let flask: TestProduct;
let pipette: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  flask = await createProduct(t, {
    name: 'Conical Flask 250 ml',
    price: 120.5,
    deliveryCharge: 40,
  });
  pipette = await createProduct(t, {
    name: 'Micropipette',
    price: 9000,
    deliveryType: 'pickup',
    variants: [
      { name: '10-100 µl', price: 8500, stock: 5 },
      { name: '100-1000 µl', price: 9200, stock: 5 },
    ],
  });
}, 60_000);
afterAll(() => t.close());

const userOrders = (cookie?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/user-orders${query}`,
    headers: cookie ? { cookie } : {},
  });

const oneOrder = (cookie: string | undefined, transactionId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/orders/${encodeURIComponent(transactionId)}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/user/user-orders', () => {
  it('is 401 for a guest', async () => {
    expect((await userOrders()).statusCode).toBe(401);
    expect((await oneOrder(undefined, 'TXN1')).statusCode).toBe(401);
  });

  it('is empty for a new shopper', async () => {
    const res = await userOrders(await loginAs(t));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orders: [], total: 0, page: 1, limit: 20 });
  });

  it('answers the order with its snapshot, lines, totals, tracker times and address', async () => {
    const buyer = await createLoggedInUser(t, { name: 'Asha Rao' });
    const orderedAt = new Date('2026-03-01T10:00:00.000Z');
    const placed = await placeOrder(t, buyer, {
      lines: [
        { productId: flask.id, quantity: 2 },
        { productId: pipette.id, variantId: pipette.variantIds[1], quantity: 1 },
      ],
      status: 'packed',
      orderedAt,
      invoiceAs: t.config.seller,
    });
    const res = await userOrders(buyer.cookie);
    expect(res.statusCode).toBe(200);
    const { orders, total } = res.json();
    expect(total).toBe(1);
    expect(orders[0]).toEqual({
      _id: placed.id,
      transactionId: placed.transactionId,
      // 2 × 120.50 + 40 delivery + 9200 (pickup, no charge)
      totalAmount: 9481,
      orderedAt: orderedAt.toISOString(),
      paymentStatus: 'SUCCESS',
      orderStatus: {
        currentStatus: 'packed',
        timestamps: {
          ordered: '2026-03-01T10:00:00.000Z',
          packed: '2026-03-01T10:01:00.000Z',
        },
      },
      deliveryAddress: {
        street: '14 Lab Lane',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipcode: '600032',
        landmark: 'Near IIT gate',
        addressType: 'Office',
        // No ship-to details of its own: the account holder receives.
        recipientName: '',
        phone: '',
        company: '',
      },
      user: { name: 'Asha Rao', email: buyer.email, phoneNumber: '' },
      products: [
        {
          product: { _id: flask.id, name: 'Conical Flask 250 ml', images: [] },
          variant: null,
          productId: flask.id,
          quantity: 2,
          sellingPrice: 120.5,
          amountPaid: 281,
          deliveryOptions: { type: 'home', charge: 40 },
        },
        {
          product: { _id: pipette.id, name: 'Micropipette', images: [] },
          variant: { _id: pipette.variantIds[1], name: '100-1000 µl' },
          productId: pipette.id,
          quantity: 1,
          sellingPrice: 9200,
          amountPaid: 9200,
          deliveryOptions: { type: 'pickup', charge: 0 },
        },
      ],
      invoiceNumber: expect.stringMatching(/^LS\/\d{4}\/\d{6}$/),
      creditNoteNumber: null,
      reviewedProductIds: [],
      refunds: [],
      // Not delivered yet: no return window, but each line says what it could return.
      returns: {
        windowClosesAt: null,
        canRequest: false,
        lines: [
          {
            lineId: expect.any(String),
            productName: 'Conical Flask 250 ml',
            variantName: null,
            quantity: 2,
            returnableQuantity: 2,
            unitPrice: 120.5,
            isPerishable: false,
          },
          {
            lineId: expect.any(String),
            productName: 'Micropipette',
            variantName: '100-1000 µl',
            quantity: 1,
            returnableQuantity: 1,
            unitPrice: 9200,
            isPerishable: false,
          },
        ],
        requests: [],
      },
    });
    expect((await oneOrder(buyer.cookie, placed.transactionId)).json()).toEqual({
      order: orders[0],
    });
  });

  it('lists paid orders and unpaid attempts, newest first, in pages', async () => {
    const buyer = await createLoggedInUser(t);
    const older = await placeOrder(t, buyer, {
      lines: [{ productId: flask.id, quantity: 1 }],
      orderedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const pending = await placeOrder(t, buyer, {
      lines: [{ productId: flask.id, quantity: 1 }],
      paid: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await placeOrder(t, buyer, { lines: [{ productId: flask.id, quantity: 1 }] });

    const all = (await userOrders(buyer.cookie)).json();
    expect(all.orders.map((o: { _id: string }) => o._id)).toEqual([newer.id, pending.id, older.id]);
    // The unpaid attempt is listed with its payment's status, so it is never taken as placed.
    expect(all.orders[1].paymentStatus).toBe('PENDING');
    const second = (await userOrders(buyer.cookie, '?page=2&limit=1')).json();
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.orders.map((o: { _id: string }) => o._id)).toEqual([pending.id]);

    // It is readable by its transaction id too, for the payment result page.
    const res = await oneOrder(buyer.cookie, pending.transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ paymentStatus: 'PENDING' });
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?page=1.5', '?limit=abc'])(
    'refuses the out-of-range page %s with 400',
    async (query) => {
      expect((await userOrders(await loginAs(t), query)).statusCode).toBe(400);
    },
  );

  it('keeps each shopper to their own orders: another user’s transaction id is 404', async () => {
    const alice: LoggedIn = await createLoggedInUser(t);
    const bob: LoggedIn = await createLoggedInUser(t);
    const alicesOrder = await placeOrder(t, alice, {
      lines: [{ productId: flask.id, quantity: 1 }],
    });

    const stolen = await oneOrder(bob.cookie, alicesOrder.transactionId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'Order not found' });
    expect((await userOrders(bob.cookie)).json().orders).toEqual([]);
    expect((await oneOrder(bob.cookie, 'TXN-DOES-NOT-EXIST')).statusCode).toBe(404);
    expect((await oneOrder(alice.cookie, alicesOrder.transactionId)).statusCode).toBe(200);
  });

  it('refuses an over-long transaction id before any database work', async () => {
    expect((await oneOrder(await loginAs(t), 'X'.repeat(101))).statusCode).toBe(400);
  });
});
