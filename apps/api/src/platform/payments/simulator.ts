import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatorPayments } from '../../db/schema.ts';
import type { PaymentGateway } from './gateway.ts';

export const SIMULATOR_PATH = '/api/payments/simulator';

/**
 * The built-in test gateway. It keeps its own books (simulator_payments) and serves a page
 * with Pay and Fail buttons (modules/checkout/simulator-routes.ts); the shop learns the outcome
 * only through getStatus, as with a real gateway.
 */
export function createSimulatorGateway(db: Db, publicUrl: string): PaymentGateway {
  return {
    name: 'simulator',
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
      const [row] = await db
        .select()
        .from(simulatorPayments)
        .where(eq(simulatorPayments.merchantOrderId, merchantOrderId))
        .limit(1);
      if (!row) return { state: 'FAILED' };
      // An expired open payment can no longer be paid: the simulator reports it failed.
      const state = row.state === 'PENDING' && row.expiresAt <= new Date() ? 'FAILED' : row.state;
      return { state, amountPaise: row.amountPaise, providerReference: `SIM-${merchantOrderId}` };
    },
  };
}
