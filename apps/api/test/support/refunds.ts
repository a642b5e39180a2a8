import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, payments, refunds } from '../../src/db/schema.ts';
import { createPaymentGateway } from '../../src/platform/payments/create-gateway.ts';
import type { RefundContext } from '../../src/modules/payments/refunds/refund-context.ts';
import type { PhonePeDouble } from './phonepe-double.ts';
import * as f from './shop-fixtures.ts';
import type { TestApp } from './test-app.ts';

// Orders paid through the PhonePe double, and the admin's refund calls, for the refund tests.

export interface PaidOrder {
  shopper: f.Shopper;
  orderId: string;
  transactionId: string;
  amountPaise: number;
}

/** A shopper's order paid for real: pay-now, PhonePe completes it, pay-status settles it. */
export async function paidPhonePeOrder(
  t: TestApp,
  double: PhonePeDouble,
  options: { pricePaise?: number; quantity?: number } = {},
): Promise<PaidOrder> {
  const shopper = await f.makeShopper(t);
  const pricePaise = options.pricePaise ?? 25_000;
  const quantity = options.quantity ?? 2;
  const product = await f.makeProduct(t, { pricePaise, stock: 10 });
  const res = await f.payNow(t, shopper, {
    productId: product.id,
    quantity,
    amount: (pricePaise * quantity) / 100,
  });
  expect(res.statusCode).toBe(200);
  const { transactionId } = res.json<{ transactionId: string }>();
  double.complete(transactionId);
  expect((await f.payStatus(t, shopper, transactionId)).json().paymentStatus).toBe('SUCCESS');
  const [order] = await t.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return { shopper, orderId: order!.id, transactionId, amountPaise: pricePaise * quantity };
}

// A body-less POST is a write a browser sends with its Origin, which the shop checks.
const post = (t: TestApp, cookie: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: t.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

export const cancelOrder = (t: TestApp, admin: string, orderId: string) =>
  post(t, admin, `/api/admin/order/${orderId}/status`, { status: 'cancelled' });

export const refundByHand = (
  t: TestApp,
  admin: string,
  orderId: string,
  body: { amount: unknown; reason?: unknown },
) => post(t, admin, `/api/admin/order/${orderId}/refund`, { reason: 'Goodwill', ...body });

export const retryRefund = (t: TestApp, admin: string, orderId: string, refundId: string) =>
  post(t, admin, `/api/admin/order/${orderId}/refund/${refundId}/retry`);

export function refundsOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function paymentOf(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

/** The refund jobs' context, for calling the status check directly as many pollers would. */
export function refundContext(t: TestApp): RefundContext {
  return {
    db: t.db,
    jobs: t.app.jobs,
    // Tests always set SESSION_SECRET, so the parsed config is the whole one.
    gateway: createPaymentGateway(
      { ...t.config, sessionSecret: t.config.sessionSecret ?? '' },
      t.db,
    ),
    mailer: { send: async () => {} },
    config: t.config,
    log: t.app.log,
  };
}

/** An outbox mail's text as UTF-8 (readOutbox leaves its bytes as Latin-1 characters). */
export const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');

/** Runs the jobs due this far ahead: the refund poller waits 15 s before its first look. */
export const runJobsIn = (t: TestApp, ms: number) => t.runJobs(new Date(Date.now() + ms));
