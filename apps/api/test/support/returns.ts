import { eq } from 'drizzle-orm';
import type { Order } from '@labshop/domain/api/orders';
import type { AdminReturn, Return } from '@labshop/domain/api/returns';
import { orderLines, products } from '../../src/db/schema.ts';
import { placeOrder, type PlaceOrderInput } from './orders.ts';
import type { TestApp } from './test-app.ts';

// Returns driven through the API as the shopper's and the admin's screens drive them, on
// orders written as checkout and delivery leave them (see orders.ts).

/** A paid, invoiced order delivered `deliveredDaysAgo` days ago (its steps a minute apart). */
export async function deliveredOrder(
  t: TestApp,
  userId: string,
  input: Omit<PlaceOrderInput, 'status' | 'orderedAt'> & { deliveredDaysAgo?: number },
) {
  const days = input.deliveredDaysAgo ?? 1;
  // placeOrder records 'delivered' three minutes after the order time.
  const orderedAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000 - 3 * 60_000);
  const order = await placeOrder(
    t,
    { userId },
    {
      ...input,
      status: 'delivered',
      orderedAt,
      invoiceAs: t.config.seller,
    },
  );
  const lines = await t.db
    .select({ id: orderLines.id, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const lineOf = (productId: string) => {
    const line = lines.find((row) => row.productId === productId);
    if (!line) throw new Error(`no line of ${productId}`);
    return line.id;
  };
  return { ...order, lines, lineOf };
}

export async function markPerishable(t: TestApp, productId: string) {
  await t.db.update(products).set({ isPerishable: true }).where(eq(products.id, productId));
}

export function askReturn(
  t: TestApp,
  cookie: string | undefined,
  orderId: string,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/order/${orderId}/return`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export async function askReturnOk(
  t: TestApp,
  cookie: string,
  orderId: string,
  body: Record<string, unknown>,
): Promise<Return> {
  const res = await askReturn(t, cookie, orderId, body);
  if (res.statusCode !== 201) throw new Error(`return refused: ${res.statusCode} ${res.body}`);
  return res.json<{ return: Return }>().return;
}

export function adminStep(
  t: TestApp,
  cookie: string,
  returnId: string,
  step: 'approve' | 'reject' | 'receive',
  body: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${returnId}/${step}`,
    headers: { cookie },
    payload: body,
  });
}

export async function adminStepOk(
  t: TestApp,
  cookie: string,
  returnId: string,
  step: 'approve' | 'reject' | 'receive',
  body: Record<string, unknown> = {},
): Promise<AdminReturn> {
  const res = await adminStep(t, cookie, returnId, step, body);
  if (res.statusCode !== 200) throw new Error(`${step} refused: ${res.statusCode} ${res.body}`);
  return res.json<{ return: AdminReturn }>().return;
}

/** Every line of the return received, all resalable or none. */
export function receiptOf(ret: Return, resalable = true) {
  return { lines: ret.lines.map((line) => ({ lineId: line.lineId, resalable })) };
}

export async function shopperOrder(t: TestApp, cookie: string, transactionId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/orders/${transactionId}`,
    headers: { cookie },
  });
  return res.json<{ order: Order }>().order;
}
