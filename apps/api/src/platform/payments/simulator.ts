import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatorPayments } from '../../db/schema.ts';
import { GatewayRefusal, type PaymentGateway, type RefundStatus } from './gateway.ts';

export const SIMULATOR_PATH = '/api/payments/simulator';

/**
 * The simulator's refunds live in its own books beside its payments: the row's id is the
 * merchantRefundId, its message names the refunded payment, its state is the outcome it will
 * report, and its expiry is when it stops reporting PENDING and reports that outcome.
 */
const REFUND_OF = 'refund-of:';

export type SimulatorRow = typeof simulatorPayments.$inferSelect;

export function isSimulatorRefund(row: SimulatorRow): boolean {
  return row.message.startsWith(REFUND_OF);
}

export function refundedPaymentOf(row: SimulatorRow): string {
  return row.message.slice(REFUND_OF.length);
}

/** What the simulator reports of a refund at `now`: pending until its time has come. */
export function simulatorRefundStatus(row: SimulatorRow, now = new Date()): RefundStatus {
  return {
    state: row.expiresAt > now ? 'PENDING' : row.state === 'FAILED' ? 'FAILED' : 'COMPLETED',
    amountPaise: row.amountPaise,
    providerRefundId: `SIMR-${row.merchantOrderId}`,
  };
}

const REFUND_SETTLED_MARGIN_MS = 250;

export interface SimulatorOptions {
  /** How long a refund stays PENDING before it completes by itself. */
  refundDelayMs?: number;
}

/**
 * The built-in test gateway. It keeps its own books (simulator_payments) and serves a page
 * with Pay and Fail buttons (modules/checkout/simulator-routes.ts); the shop learns the outcome
 * only through getStatus, as with a real gateway. Refunds complete by themselves after a short
 * delay unless failed on the simulator's refunds page.
 */
export function createSimulatorGateway(
  db: Db,
  publicUrl: string,
  options: SimulatorOptions = {},
): PaymentGateway {
  const refundDelayMs = options.refundDelayMs ?? 10_000;

  async function findRow(merchantOrderId: string): Promise<SimulatorRow | undefined> {
    const [row] = await db
      .select()
      .from(simulatorPayments)
      .where(eq(simulatorPayments.merchantOrderId, merchantOrderId))
      .limit(1);
    return row;
  }

  return {
    name: 'simulator',
    // Its refunds complete on a clock; a moment after it, the status asked for is final.
    refundSettlesInMs: refundDelayMs + REFUND_SETTLED_MARGIN_MS,
    async createPayment(input) {
      await db.insert(simulatorPayments).values({
        merchantOrderId: input.merchantOrderId,
        amountPaise: input.amountPaise,
        message: input.message,
        redirectUrl: input.redirectUrl,
        expiresAt: new Date(Date.now() + input.expireAfterSeconds * 1000),
      });
      return {
        redirectUrl: `${publicUrl}${SIMULATOR_PATH}/${encodeURIComponent(input.merchantOrderId)}`,
        providerReference: `SIM-${input.merchantOrderId}`,
      };
    },
    async getStatus(merchantOrderId) {
      const row = await findRow(merchantOrderId);
      if (!row || isSimulatorRefund(row)) return { state: 'FAILED' };
      // An expired open payment can no longer be paid: the simulator reports it failed.
      const state = row.state === 'PENDING' && row.expiresAt <= new Date() ? 'FAILED' : row.state;
      return { state, amountPaise: row.amountPaise, providerReference: `SIM-${merchantOrderId}` };
    },
    async refund(input) {
      const payment = await findRow(input.originalMerchantOrderId);
      if (!payment || isSimulatorRefund(payment) || payment.state !== 'COMPLETED') {
        throw new GatewayRefusal('Simulator: no completed payment to refund', 400);
      }
      const [counted] = await db
        .select({ total: sql<number>`coalesce(sum(${simulatorPayments.amountPaise}), 0)::bigint` })
        .from(simulatorPayments)
        .where(
          and(
            eq(simulatorPayments.message, `${REFUND_OF}${input.originalMerchantOrderId}`),
            sql`${simulatorPayments.state} <> 'FAILED'`,
          ),
        );
      const existing = await findRow(input.merchantRefundId);
      // The same merchantRefundId again is the same refund, never a second one.
      if (existing && isSimulatorRefund(existing)) return simulatorRefundStatus(existing);
      if (
        input.amountPaise < 100 ||
        Number(counted?.total ?? 0) + input.amountPaise > payment.amountPaise
      ) {
        throw new GatewayRefusal('Simulator: refund above what is left of the payment', 400);
      }
      await db
        .insert(simulatorPayments)
        .values({
          merchantOrderId: input.merchantRefundId,
          amountPaise: input.amountPaise,
          message: `${REFUND_OF}${input.originalMerchantOrderId}`,
          redirectUrl: '',
          state: 'COMPLETED',
          expiresAt: new Date(Date.now() + refundDelayMs),
        })
        .onConflictDoNothing({ target: simulatorPayments.merchantOrderId });
      const row = await findRow(input.merchantRefundId);
      if (!row || !isSimulatorRefund(row)) {
        throw new GatewayRefusal('Simulator: that id is a payment, not a refund', 400);
      }
      return simulatorRefundStatus(row);
    },
    async getRefundStatus(merchantRefundId) {
      const row = await findRow(merchantRefundId);
      return row && isSimulatorRefund(row) ? simulatorRefundStatus(row) : null;
    },
  };
}

/** The simulator's refunds, newest first, for its page. */
export function listSimulatorRefunds(db: Db, limit = 100): Promise<SimulatorRow[]> {
  return db
    .select()
    .from(simulatorPayments)
    .where(like(simulatorPayments.message, `${REFUND_OF}%`))
    .orderBy(sql`${simulatorPayments.createdAt} desc`)
    .limit(limit);
}

/** The fail switch: a refund still pending reports FAILED from now on, instead of completing. */
export async function failSimulatorRefund(db: Db, merchantRefundId: string): Promise<boolean> {
  const failed = await db
    .update(simulatorPayments)
    .set({ state: 'FAILED', expiresAt: new Date() })
    .where(
      and(
        eq(simulatorPayments.merchantOrderId, merchantRefundId),
        like(simulatorPayments.message, `${REFUND_OF}%`),
        gt(simulatorPayments.expiresAt, new Date()),
      ),
    )
    .returning({ id: simulatorPayments.id });
  return failed.length > 0;
}
