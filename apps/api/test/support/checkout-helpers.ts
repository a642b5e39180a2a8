import { eq } from 'drizzle-orm';
import {
  addresses,
  jobs,
  orders,
  payments,
  products,
  productVariants,
} from '../../src/db/schema.ts';
import { webhookAuthorization } from '../../src/platform/payments/phonepe.ts';
import { startPhonePeDouble, type PhonePeDouble } from './phonepe-double.ts';
import * as f from './shop-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Checkout tests against the PhonePe double over real HTTP: the app, a mixed cart, and reads
// of what a checkout left behind (orders, payments, on hand and reserved, jobs).

export const HOOK = { user: 'hook', password: 'hook-secret' };

export async function startPhonePeShop(): Promise<{ t: TestApp; double: PhonePeDouble }> {
  const double = await startPhonePeDouble();
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: double.url,
    PHONEPE_CLIENT_ID: double.clientId,
    PHONEPE_CLIENT_SECRET: double.clientSecret,
    PHONEPE_CLIENT_VERSION: double.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: HOOK.user,
    PHONEPE_WEBHOOK_PASSWORD: HOOK.password,
  });
  return { t, double };
}

export function webhook(t: TestApp, transactionId: string, event = 'checkout.order.completed') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    headers: { authorization: webhookAuthorization(HOOK.user, HOOK.password) },
    payload: { event, payload: { merchantOrderId: transactionId } },
  });
}

export interface Row {
  productId: string;
  variantId: string | null;
}

/** A plain product and a product with two variants, each row with `stock` units. */
export async function mixedStock(t: TestApp, stock: number) {
  const plain = await f.makeProduct(t, { pricePaise: 12_500, stock, deliveryChargePaise: 4000 });
  const flask = await f.makeProduct(t, {
    variants: [
      { name: '250 ml', pricePaise: 45_000, stock },
      { name: '500 ml', pricePaise: 60_000, stock },
    ],
  });
  const rows: Row[] = [
    { productId: plain.id, variantId: null },
    { productId: flask.id, variantId: flask.variantIds[0]! },
    { productId: flask.id, variantId: flask.variantIds[1]! },
  ];
  return { plain, flask, rows };
}

/** Fills the shopper's cart with the rows, `quantities[i]` of each; answers the cart's total. */
export async function fillCart(
  t: TestApp,
  shopper: f.Shopper,
  rows: readonly Row[],
  quantities: readonly number[],
): Promise<number> {
  for (const [i, row] of rows.entries()) {
    const res = await f.addToCart(t, shopper, { ...row, quantity: quantities[i] ?? 1 });
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`cart: ${res.body}`);
  }
  return (await f.getCart(t, shopper)).overallTotalPrice;
}

export async function stockOf(t: TestApp, row: Row) {
  const table = row.variantId ? productVariants : products;
  const [found] = await t.db
    .select({ onHand: table.onHand, reserved: table.reserved, stock: table.stock })
    .from(table)
    .where(eq(table.id, row.variantId ?? row.productId));
  return found!;
}

export async function orderOf(t: TestApp, transactionId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return order!;
}

export async function paymentOf(t: TestApp, transactionId: string) {
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.merchantTransactionId, transactionId));
  return payment!;
}

export async function ordersOf(t: TestApp, userId: string) {
  return t.db.select().from(orders).where(eq(orders.userId, userId));
}

export async function jobsFor(t: TestApp, dedupeKey: string) {
  return t.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
}

/** Another saved address for the shopper: the same basket to it is another checkout. */
export async function addAddress(t: TestApp, shopper: f.Shopper, street: string) {
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId: shopper.userId,
      street,
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
    })
    .returning({ id: addresses.id });
  return row!.id;
}
