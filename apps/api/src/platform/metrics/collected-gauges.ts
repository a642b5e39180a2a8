import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { METRIC_PREFIX } from './registry.ts';
import { readOpenMoney, readQueueDepth, readReservedUnits } from './shop-state-queries.ts';

// Gauges of one app's database, set at scrape time from a few cheap queries. Each app has its
// own registry of them (tests build several apps in one process, each on its own database).

export interface CollectedGauges {
  registry: Registry;
  /** Reads the database and sets every gauge; called once per scrape. */
  refresh(): Promise<void>;
}

export function createCollectedGauges(database: Database): CollectedGauges {
  const registry = new Registry();
  const registers = [registry];
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers });

  const poolConnections = gauge(
    'db_pool_connections',
    'Database connections of this process by state: in_use, idle (PostgreSQL), or total',
    ['state'],
  );
  const poolWaiting = gauge(
    'db_pool_waiting',
    'Queries waiting for a free database connection in this process (PostgreSQL pool)',
  );
  const jobsPending = gauge('jobs_pending', 'Pending jobs (due or scheduled), by kind', ['kind']);
  const jobsOldestDue = gauge(
    'jobs_oldest_due_age_seconds',
    'How long the oldest due job of each kind has waited to run',
    ['kind'],
  );
  const paymentsPending = gauge('payments_pending', 'Payments waiting for the gateway (PENDING)');
  const paymentsOldest = gauge(
    'payments_pending_oldest_age_seconds',
    'Age of the oldest payment still PENDING',
  );
  const refundsOpen = gauge('refunds_open', 'Refunds not yet final, by state', ['state']);
  const refundsOldest = gauge(
    'refunds_open_oldest_age_seconds',
    'Age of the oldest refund not yet final',
  );
  const reserved = gauge(
    'reservations_held_units',
    'Stock units reserved by checkouts waiting for payment (products and variants)',
  );

  function readPool(): void {
    poolConnections.reset();
    const pool = database.poolStats?.();
    if (!pool) {
      // PGlite: one connection inside this process, queries queue inside PGlite itself.
      poolConnections.set({ state: 'total' }, 1);
      return;
    }
    poolConnections.set({ state: 'total' }, pool.total);
    poolConnections.set({ state: 'in_use' }, pool.total - pool.idle);
    poolConnections.set({ state: 'idle' }, pool.idle);
    poolWaiting.set(pool.waiting);
  }

  async function refresh(): Promise<void> {
    readPool();
    const db = database.db;
    const [queue, money, units] = await Promise.all([
      readQueueDepth(db),
      readOpenMoney(db),
      readReservedUnits(db),
    ]);
    // A kind whose queue emptied reads 0 rather than its last value.
    jobsPending.reset();
    jobsOldestDue.reset();
    for (const { kind, pending, oldestDueSeconds } of queue) {
      jobsPending.set({ kind }, pending);
      jobsOldestDue.set({ kind }, oldestDueSeconds);
    }
    paymentsPending.set(money.paymentsPending);
    paymentsOldest.set(money.oldestPendingPaymentSeconds);
    refundsOpen.set({ state: 'QUEUED' }, money.refundsOpen.QUEUED);
    refundsOpen.set({ state: 'PENDING' }, money.refundsOpen.PENDING);
    refundsOldest.set(money.oldestOpenRefundSeconds);
    reserved.set(units);
  }

  return { registry, refresh };
}
