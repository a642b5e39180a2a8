import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// What the database knows that no single process counts: read only when /metrics is scraped,
// each query bounded by an index or a small table, never on a shopper's request.

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers (PGlite and node-postgres) return the rows in `rows`.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export interface QueueDepth {
  kind: string;
  pending: number;
  /** Seconds the oldest job already due has waited; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * Pending jobs by kind. Reads the partial index jobs_pending_run_at_idx (pending rows only),
 * so its cost is the queue's length, not the table's: done jobs are never read.
 */
export async function readQueueDepth(db: Db): Promise<QueueDepth[]> {
  const rows = await rowsOf(
    db,
    sql`select kind, count(*) as pending,
          coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)
            as oldest_due_seconds
        from jobs where state = 'pending' group by kind`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    pending: num(row.pending),
    oldestDueSeconds: Math.max(0, num(row.oldest_due_seconds)),
  }));
}

export interface OpenMoney {
  paymentsPending: number;
  /** Seconds since the oldest payment still PENDING was created; 0 when none. */
  oldestPendingPaymentSeconds: number;
  refundsOpen: { QUEUED: number; PENDING: number };
  oldestOpenRefundSeconds: number;
}

/**
 * Payments and refunds still open. Both read partial indexes (payments_pending_expires_idx,
 * refunds_open_idx) that hold only open rows, so settled history costs nothing here.
 */
export async function readOpenMoney(db: Db): Promise<OpenMoney> {
  const [payments] = await rowsOf(
    db,
    sql`select count(*) as pending,
          coalesce(extract(epoch from now() - min(created_at)), 0) as oldest
        from payments where state = 'PENDING'`,
  );
  const refunds = await rowsOf(
    db,
    sql`select state, count(*) as open,
          coalesce(extract(epoch from now() - min(created_at)), 0) as oldest
        from refunds where state in ('QUEUED', 'PENDING') group by state`,
  );
  const open = { QUEUED: 0, PENDING: 0 };
  let oldestRefund = 0;
  for (const row of refunds) {
    if (row.state === 'QUEUED' || row.state === 'PENDING') open[row.state] = num(row.open);
    oldestRefund = Math.max(oldestRefund, num(row.oldest));
  }
  return {
    paymentsPending: num(payments?.pending),
    oldestPendingPaymentSeconds: Math.max(0, num(payments?.oldest)),
    refundsOpen: open,
    oldestOpenRefundSeconds: oldestRefund,
  };
}

/**
 * Units held by unpaid checkouts: the reserved columns of products and variants. No index
 * holds them, so this reads the catalog tables once per scrape (a few milliseconds for tens
 * of thousands of products); the shop's own requests never run it.
 */
export async function readReservedUnits(db: Db): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select (select coalesce(sum(reserved), 0) from products where reserved > 0)
             + (select coalesce(sum(reserved), 0) from product_variants where reserved > 0)
             as reserved`,
  );
  return num(row?.reserved);
}
