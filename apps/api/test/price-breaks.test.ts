import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BREAK_MESSAGES as M } from '@labshop/domain/validation/price-breaks';
import { CHECKOUT_MESSAGES } from '@labshop/domain/validation/checkout';
import { orderLines, orders, products } from '../src/db/schema.ts';
import { addCategory, addProduct, pngImage, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { readPdf } from './support/read-pdf.ts';
import {
  addToCart,
  getCart,
  makeProduct,
  makeShopper,
  payCart,
  payNow,
  payStatus,
  pressSimulator,
  type Shopper,
} from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Quantity prices: from n units on one line, each unit costs less. The server applies them per
// line in the cart, at Pay and Buy now, on the order and on the invoice; a client that sends
// the list price for a line that reached a break is refused like any other wrong amount.

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAs(t, { role: 'admin' });
});
afterAll(() => t.close());

/** ₹1,000 a unit; ₹900 from 10, ₹850 from 25. */
const BREAKS = [
  { minQuantity: 10, unitPricePaise: 900_00 },
  { minQuantity: 25, unitPricePaise: 850_00 },
];

async function ordersOf(buyer: Shopper) {
  return t.db.select().from(orders).where(eq(orders.userId, buyer.userId));
}

describe('quantity prices in the cart and at checkout', () => {
  it('prices each line of a mixed cart at the break its quantity reaches, and the order and invoice keep it', async () => {
    const buyer = await makeShopper(t);
    const plain = await makeProduct(t, { pricePaise: 1000_00, stock: 50, priceBreaks: BREAKS });
    const sized = await makeProduct(t, {
      variants: [
        {
          name: '500 ml',
          pricePaise: 200_00,
          stock: 40,
          priceBreaks: [{ minQuantity: 5, unitPricePaise: 180_00 }],
        },
        { name: '1 l', pricePaise: 350_00, stock: 40 },
      ],
    });
    await addToCart(t, buyer, { productId: plain.id, quantity: 12 });
    await addToCart(t, buyer, { productId: sized.id, variantId: sized.variantIds[0], quantity: 4 });
    await addToCart(t, buyer, { productId: sized.id, variantId: sized.variantIds[1], quantity: 6 });

    const before = await getCart(t, buyer);
    const lines = before.cart as unknown as { unitPrice: number; productTotal: number }[];
    expect(lines.map((line) => line.unitPrice)).toEqual([900, 200, 350]);
    expect(before.overallTotalPrice).toBe(12 * 900 + 4 * 200 + 6 * 350);

    // One more 500 ml bottle reaches that variant's break; the others stay as they were.
    await addToCart(t, buyer, { productId: sized.id, variantId: sized.variantIds[0], quantity: 1 });
    const cart = await getCart(t, buyer);
    expect((cart.cart as unknown as { unitPrice: number }[]).map((l) => l.unitPrice)).toEqual([
      900, 180, 350,
    ]);
    const total = 12 * 900 + 5 * 180 + 6 * 350;
    expect(cart.overallTotalPrice).toBe(total);

    // The list prices are what a careless client would send: refused, nothing placed.
    const listTotal = 12 * 1000 + 5 * 200 + 6 * 350;
    const tampered = await payCart(t, buyer, listTotal);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toBe(CHECKOUT_MESSAGES.amountChanged);
    expect(await ordersOf(buyer)).toEqual([]);

    const paid = await payCart(t, buyer, total);
    expect(paid.statusCode, paid.body).toBe(200);
    const { transactionId } = paid.json<{ transactionId: string }>();
    const [order] = await ordersOf(buyer);
    expect(order?.totalAmountPaise).toBe(total * 100);
    const stored = await t.db
      .select({ unit: orderLines.unitPricePaise, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id));
    expect(stored.map((line) => line.unit).sort((a, b) => a - b)).toEqual([180_00, 350_00, 900_00]);

    expect((await pressSimulator(t, transactionId, 'pay')).statusCode).toBe(303);
    expect((await payStatus(t, buyer, transactionId)).json()).toMatchObject({
      paymentStatus: 'SUCCESS',
    });
    const invoice = await t.app.inject({
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: buyer.headers,
    });
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    const { text } = await readPdf(invoice.rawPayload);
    // The unit price applied, not the list price (the invoice prints amounts without ₹).
    expect(text).toMatch(/900\.00/);
    expect(text).toMatch(/180\.00/);
    expect(text).not.toMatch(/1,000\.00/);
  });

  it('applies the break on Buy now and refuses the list-price amount', async () => {
    const buyer = await makeShopper(t);
    const plain = await makeProduct(t, { pricePaise: 1000_00, stock: 50, priceBreaks: BREAKS });
    const wrong = await payNow(t, buyer, { productId: plain.id, quantity: 25, amount: 25_000 });
    expect(wrong.statusCode).toBe(409);
    expect(await ordersOf(buyer)).toEqual([]);
    const right = await payNow(t, buyer, { productId: plain.id, quantity: 25, amount: 21_250 });
    expect(right.statusCode, right.body).toBe(200);
    const [order] = await ordersOf(buyer);
    expect(order?.totalAmountPaise).toBe(21_250_00);
  });

  it('never charges more than the selling price when a break is left above a lowered price', async () => {
    const buyer = await makeShopper(t);
    const plain = await makeProduct(t, { pricePaise: 1000_00, stock: 50, priceBreaks: BREAKS });
    await t.db.update(products).set({ sellingPricePaise: 880_00 }).where(eq(products.id, plain.id));
    await addToCart(t, buyer, { productId: plain.id, quantity: 12 });
    const cart = await getCart(t, buyer);
    expect(cart.overallTotalPrice).toBe(12 * 880);
  });
});

describe('quantity prices in the admin form and on the product page', () => {
  it('saves the breaks, shows them to shoppers, and keeps them when an update leaves them out', async () => {
    const category = await addCategory(t, adminCookie, 'Volumetric Flasks');
    const product = await addProduct(
      t,
      adminCookie,
      productFields(category._id, {
        sellingPrice: '1000',
        mrp: '1200',
        priceBreaks: JSON.stringify([
          { minQuantity: '10', unitPrice: '900' },
          { minQuantity: 25, unitPrice: 850.5 },
        ]),
      }),
    );
    const expected = [
      { minQuantity: 10, unitPrice: 900 },
      { minQuantity: 25, unitPrice: 850.5 },
    ];
    const detail = await t.app.inject({ url: `/api/user/product/${product._id}` });
    expect(detail.json().product.priceBreaks).toEqual(expected);

    // The seed's form knows no quantity prices: its update keeps them.
    const update = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      adminCookie,
      productFields(category._id, { name: 'Flask, renamed', sellingPrice: '1000', mrp: '1200' }),
    );
    expect(update.statusCode, update.body).toBe(200);
    const admin = await t.app.inject({
      url: `/api/admin/products/${product._id}`,
      headers: { cookie: adminCookie },
    });
    expect(admin.json().product.priceBreaks).toEqual(expected);

    // Sent blank, they are cleared.
    const cleared = await send(
      t,
      'PUT',
      `/api/admin/update-product/${product._id}`,
      adminCookie,
      productFields(category._id, { sellingPrice: '1000', mrp: '1200', priceBreaks: '' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await t.app.inject({ url: `/api/user/product/${product._id}` });
    expect(after.json().product).not.toHaveProperty('priceBreaks');
  });

  it('refuses breaks out of order, not cheaper, at or above the selling price, too many or from 1, saving nothing', async () => {
    const category = await addCategory(t, adminCookie, 'Burettes');
    const attempt = async (breaks: unknown, extra: Record<string, string> = {}) => {
      const fields = productFields(category._id, {
        sellingPrice: '1000',
        mrp: '1200',
        priceBreaks: JSON.stringify(breaks),
        ...extra,
      });
      const image = { field: 'images', name: 'p.png', type: 'image/png', data: await pngImage() };
      const res = await send(t, 'POST', '/api/admin/add-product', adminCookie, fields, [image]);
      expect(res.statusCode).toBe(400);
      return res.json<{ errors?: Record<string, string> }>().errors ?? {};
    };
    expect(
      await attempt([
        { minQuantity: 10, unitPrice: 900 },
        { minQuantity: 10, unitPrice: 800 },
      ]),
    ).toMatchObject({ 'priceBreaks.1.minQuantity': M.quantityNotIncreasing });
    expect(
      await attempt([
        { minQuantity: 10, unitPrice: 900 },
        { minQuantity: 20, unitPrice: 950 },
      ]),
    ).toMatchObject({ 'priceBreaks.1.unitPrice': M.priceNotLower });
    expect(await attempt([{ minQuantity: 10, unitPrice: 1000 }])).toMatchObject({
      'priceBreaks.0.unitPrice': M.notBelowSellingPrice,
    });
    expect(await attempt([{ minQuantity: 1, unitPrice: 900 }])).toMatchObject({
      'priceBreaks.0.minQuantity': M.minQuantityTooSmall,
    });
    expect(await attempt([{ minQuantity: 5, unitPrice: 0 }])).toMatchObject({
      'priceBreaks.0.unitPrice': M.unitPriceZero,
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ minQuantity: 2 + i, unitPrice: 900 - i }));
    expect(await attempt(six)).toMatchObject({ priceBreaks: M.tooMany });
    // A variant's breaks are checked against the variant's own price.
    const variants = JSON.stringify([
      {
        name: '50 ml',
        price: '300',
        stock: '5',
        priceBreaks: [{ minQuantity: 10, unitPrice: 300 }],
      },
    ]);
    expect(await attempt([], { variantsEnabled: 'yes', variants })).toMatchObject({
      'variants.0.priceBreaks.0.unitPrice': M.notBelowSellingPrice,
    });
    const saved = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, category._id));
    expect(saved).toEqual([]);
  });
});
