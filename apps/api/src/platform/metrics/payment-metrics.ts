import { Counter } from 'prom-client';
import { METRIC_PREFIX, processRegistry } from './registry.ts';

// Counted where a conditional update wins the move, after its transaction commits, so a
// payment or refund settled by racing callers (webhook, pay-status, a job) counts once.

const payments = new Counter({
  name: `${METRIC_PREFIX}payments_total`,
  help: 'Payments settled by this process, by outcome (SUCCESS, FAILED, EXPIRED, REFUND_DUE)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const refunds = new Counter({
  name: `${METRIC_PREFIX}refunds_total`,
  help: 'Refunds that reached a final state in this process, by state (COMPLETED, FAILED)',
  labelNames: ['state'] as const,
  registers: [processRegistry],
});

export type PaymentOutcome = 'SUCCESS' | 'FAILED' | 'EXPIRED' | 'REFUND_DUE';

export function countPayment(outcome: PaymentOutcome): void {
  payments.inc({ outcome });
}

export function countRefund(state: 'COMPLETED' | 'FAILED'): void {
  refunds.inc({ state });
}
