import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPayment, AdminRefund, Refund } from '@labshop/domain/api/refunds';
import { paiseToRupees } from '@labshop/domain/money';
import type { DbOrTx } from '../../../db/client.ts';
import { orders, payments, refunds, users } from '../../../db/schema.ts';
import type { RefundRow } from './record-refund.ts';

// The reads behind refunds: the rows the jobs work on, and the refunds and payments that order
// answers carry.

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
  return row ?? null;
}

export async function findRefundByMerchantId(
  db: DbOrTx,
  merchantRefundId: string,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.merchantRefundId, merchantRefundId))
    .limit(1);
  return row ?? null;
}

/** The transaction id of the payment a refund sends money back from. */
export async function refundedTransactionId(db: DbOrTx, paymentId: string): Promise<string> {
  const [row] = await db
    .select({ transactionId: payments.merchantTransactionId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} of a refund is missing`);
  return row.transactionId;
}

const retries = alias(refunds, 'retries');
const admins = alias(users, 'refund_admins');

async function selectRefunds(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      refund: refunds,
      retriedBy: retries.id,
      createdBy: admins.name,
    })
    .from(refunds)
    .leftJoin(retries, eq(retries.retryOf, refunds.id))
    .leftJoin(admins, eq(admins.id, refunds.createdBy))
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/**
 * Refunds of these orders as their shoppers see them: a failed refund that has been retried
 * is left out, since its retry now carries that money.
 */
export async function shopperRefundsByOrder(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, Refund[]>> {
  const byOrder = new Map<string, Refund[]>();
  for (const { refund, retriedBy } of await selectRefunds(db, orderIds)) {
    if (retriedBy) continue;
    const list = byOrder.get(refund.orderId) ?? [];
    list.push(toRefund(refund));
    byOrder.set(refund.orderId, list);
  }
  return byOrder;
}

export interface OrderMoney {
  payments: AdminPayment[];
  refunds: AdminRefund[];
  /** Rupees still refundable of the order's paid payments. */
  refundable: number;
}

/** The order's payment attempts and every refund, for the back office. */
export async function orderMoney(db: DbOrTx, orderId: string): Promise<OrderMoney> {
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const refundRows = await selectRefunds(db, [orderId]);
  const refundablePaise = paymentRows
    .filter((p) => p.state === 'SUCCESS')
    .reduce((sum, p) => sum + p.amountPaise - p.refundedPaise, 0);
  return {
    payments: paymentRows.map((p) => ({
      _id: p.id,
      transactionId: p.merchantTransactionId,
      provider: p.provider,
      amount: paiseToRupees(p.amountPaise),
      refunded: paiseToRupees(p.refundedPaise),
      state: p.state,
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt ? p.settledAt.toISOString() : null,
    })),
    refunds: refundRows.map(({ refund, retriedBy, createdBy }) => ({
      ...toRefund(refund),
      paymentId: refund.paymentId,
      merchantRefundId: refund.merchantRefundId,
      note: refund.note,
      retryOf: refund.retryOf,
      retriedBy,
      createdBy,
    })),
    refundable: paiseToRupees(refundablePaise),
  };
}

/** Who to tell about a refund, and of which order. */
export async function refundRecipient(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, transactionId: orders.transactionId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Orders whose money came late: a payment the shop gave up on (EXPIRED), one that completed
 * after that and must go back (REFUND_DUE), or one already being refunded for it.
 */
export function latePaymentCondition(): SQL {
  return sql`(exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id}
      and ${payments.state} in ('EXPIRED', 'REFUND_DUE'))
    or exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id}
      and ${refunds.reason} = 'late-payment'))`;
}

/** The order's paid payments, whose money a cancel or an admin may send back. */
export function paidPaymentsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'SUCCESS')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
