import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOTAL_MAX_PAISE } from '@labshop/domain/limits';
import { orders, payments, products } from '../src/db/schema.ts';
import { webhookAuthorization } from '../src/platform/payments/phonepe.ts';
import { addCategory, addProduct, productFields, send } from './support/admin-forms.ts';
import { loginAs } from './support/login-as.ts';
import { startPhonePeDouble, type PhonePeDouble } from './support/phonepe-double.ts';
import { readPdf } from './support/read-pdf.ts';
import * as f from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// 32-bit paise ended at ₹2,14,74,836.47: a ₹3 crore price or five ₹50 lakh instruments failed
// with a bare "Invalid request.". Money is 64-bit paise now, read as exact JS numbers, and the
// amounts go to PhonePe, the order and the invoice to the paisa.

let double: PhonePeDouble;
let t: TestApp;
let admin: string;
const WEBHOOK_USER = 'labshop-hook';
const WEBHOOK_PASSWORD = 'hook-password-1';

beforeAll(async () => {
  double = await startPhonePeDouble();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: double.url,
    PHONEPE_CLIENT_ID: double.clientId,
    PHONEPE_CLIENT_SECRET: double.clientSecret,
    PHONEPE_CLIENT_VERSION: double.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: WEBHOOK_USER,
    PHONEPE_WEBHOOK_PASSWORD: WEBHOOK_PASSWORD,
  });
  admin = await loginAs(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

describe('an admin price above ₹2.14 crore', () => {
  it('saves ₹3 crore and reads back exactly, in the back office and the shop', async () => {
    const category = await addCategory(t, admin, 'Electron Microscopes');
    const added = await addProduct(
      t,
      admin,
      productFields(category._id, { mrp: '30000000', sellingPrice: '30000000', inStock: '1' }),
    );
    expect(added).toMatchObject({ mrp: 3_00_00_000, sellingPrice: 3_00_00_000 });

    const updated = await send(
      t,
      'PUT',
      `/api/admin/update-product/${added._id}`,
      admin,
      productFields(category._id, {
        mrp: '30000000',
        sellingPrice: '29999999.99',
        inStock: '1',
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().product).toMatchObject({
      mrp: 3_00_00_000,
      sellingPrice: 2_99_99_999.99,
    });

    const [row] = await t.db
      .select({ mrp: products.mrpPaise, price: products.sellingPricePaise })
      .from(products)
      .where(eq(products.id, added._id));
    expect(row).toEqual({ mrp: 3_00_00_000_00, price: 2_99_99_999_99 });
    const shop = await t.app.inject({ method: 'GET', url: `/api/user/product/${added._id}` });
    expect(shop.json().product).toMatchObject({ mrp: 3_00_00_000, sellingPrice: 2_99_99_999.99 });
  });
});

describe('an order of ₹2.5 crore', () => {
  it('goes through checkout and PhonePe, and the payment, order and invoice are exact', async () => {
    const shopper = await f.makeShopper(t);
    const product = await f.makeProduct(t, {
      name: 'HPLC system',
      pricePaise: 50_00_000_00,
      stock: 6,
    });
    const pay = await f.payNow(t, shopper, {
      productId: product.id,
      quantity: 5,
      amount: 2_50_00_000,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const { transactionId } = pay.json<{ transactionId: string }>();
    expect(double.orders.get(transactionId)?.amount).toBe(2_50_00_000_00);

    double.complete(transactionId);
    const status = await f.payStatus(t, shopper, transactionId);
    expect(status.json()).toMatchObject({
      paymentStatus: 'SUCCESS',
      order: {
        totalAmount: 2_50_00_000,
        products: [{ quantity: 5, amountPaid: 2_50_00_000 }],
      },
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order).toMatchObject({
      totalAmountPaise: 2_50_00_000_00,
      subtotalPaise: 2_50_00_000_00,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment!.amountPaise).toBe(2_50_00_000_00);

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/user/orders/${transactionId}/invoice`,
      headers: shopper.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const pdf = await readPdf(invoice.rawPayload);
    // Prices include GST at 18%: taxable 2,11,86,440.68 + CGST and SGST 19,06,779.66 each.
    // No figure wraps: CGST and SGST shrink to fit their narrow columns, which puts them on a
    // baseline of their own; the rest of the row reads as one line.
    expect(pdf.text).toMatch(/^19,06,779\.66 19,06,779\.66$/m);
    expect(pdf.text).toMatch(
      /HPLC system 9027 5 NOS 50,00,000\.00 2,11,86,440\.68 18% 2,50,00,000\.00$/m,
    );
    expect(pdf.text).toContain('2,50,00,000.00');
    expect(pdf.flow).toContain('Rupees Two Crore Fifty Lakh Only');
  });

  it('takes a signed webhook for the largest order the limits allow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      headers: { authorization: webhookAuthorization(WEBHOOK_USER, WEBHOOK_PASSWORD) },
      payload: {
        event: 'checkout.order.completed',
        payload: {
          merchantOrderId: 'LSUNKNOWN1',
          state: 'COMPLETED',
          amount: ORDER_TOTAL_MAX_PAISE,
        },
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
