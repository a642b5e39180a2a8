import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

// The money books of npm run soak: for every order, what was paid = what the shop keeps +
// refunds completed + refunds pending, with each payment's refunded total equal to its refunds
// that have not failed and never above what was paid; a cancelled paid order keeps nothing;
// and the gateway (the simulator's own books) holds exactly the refunds the shop sent, once.

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export async function checkMoney(database: Database): Promise<string[]> {
  const problems: string[] = [];
  const orders = rowsOf<{
    id: string;
    status: string;
    paid: number;
    counted: number;
    completed: number;
    pending: number;
  }>(
    await database.db.execute(sql`
      select o.id, o.current_status as status,
        coalesce(sum(p.amount_paise) filter (where p.state in ('SUCCESS', 'REFUND_DUE')), 0)::bigint as paid,
        coalesce(sum(p.refunded_paise), 0)::bigint as counted,
        (select coalesce(sum(r.amount_paise), 0) from refunds r
          where r.order_id = o.id and r.state = 'COMPLETED')::bigint as completed,
        (select coalesce(sum(r.amount_paise), 0) from refunds r
          where r.order_id = o.id and r.state in ('QUEUED', 'PENDING'))::bigint as pending
      from orders o left join payments p on p.order_id = o.id
      group by o.id`),
  );
  for (const row of orders) {
    const paid = Number(row.paid);
    const counted = Number(row.counted);
    const completed = Number(row.completed);
    const pending = Number(row.pending);
    const kept = paid - completed - pending;
    if (counted !== completed + pending) {
      problems.push(
        `order ${row.id}: payments count ${counted} refunded, refunds say ${completed + pending}`,
      );
    }
    if (kept < 0) problems.push(`order ${row.id}: paid ${paid}, refunded ${completed + pending}`);
    if (row.status === 'cancelled' && paid > 0 && kept !== 0) {
      problems.push(
        `cancelled order ${row.id}: paid ${paid} = kept ${kept} + completed ${completed} + pending ${pending}, but a cancel keeps nothing`,
      );
    }
  }
  // Every refund the gateway has is one the shop sent, with the same amount, and no more.
  const gateway = rowsOf<{ id: string; problem: string }>(
    await database.db.execute(sql`
      select s.merchant_order_id as id, 'at the gateway but not in the shop' as problem
      from simulator_payments s
      where s.message like 'refund-of:%'
        and not exists (select 1 from refunds r where r.merchant_refund_id = s.merchant_order_id)
      union all
      select r.merchant_refund_id, 'sent (' || r.state || ') but unknown to the gateway'
      from refunds r
      where r.state in ('PENDING', 'COMPLETED')
        and not exists (select 1 from simulator_payments s where s.merchant_order_id = r.merchant_refund_id)
      union all
      select r.merchant_refund_id, 'another amount at the gateway'
      from refunds r join simulator_payments s on s.merchant_order_id = r.merchant_refund_id
      where s.amount_paise <> r.amount_paise`),
  );
  for (const row of gateway) problems.push(`refund ${row.id}: ${row.problem}`);
  return problems;
}
