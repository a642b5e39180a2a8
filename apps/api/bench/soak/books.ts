import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { products, productVariants } from '../../src/db/schema.ts';

// The books of npm run soak: for every product and variant, starting stock = stock now + units
// in paid orders + units reserved by pending payments - units returned by cancellations, and
// the row's own `reserved` is exactly what pending payments hold; no order paid twice; no
// order without its payment; no negative stock.

export type Stock = Map<string, number>;

export async function stockOf(database: Database): Promise<Stock> {
  return new Map([...(await rowsOf(database))].map(([key, row]) => [key, row.stock]));
}

async function rowsOf(database: Database) {
  const rows = new Map<string, { stock: number; reserved: number }>();
  const columns = (t: typeof products | typeof productVariants) => ({
    id: t.id,
    stock: t.stock,
    reserved: t.reserved,
  });
  for (const row of await database.db.select(columns(products)).from(products)) {
    rows.set(`p:${row.id}`, row);
  }
  for (const row of await database.db.select(columns(productVariants)).from(productVariants)) {
    rows.set(`v:${row.id}`, row);
  }
  return rows;
}

export async function checkBooks(database: Database, start: Stock): Promise<string[]> {
  const now = await rowsOf(database);
  const moved = await database.db.execute(sql`
    select case when l.variant_id is null then 'p:' || l.product_id else 'v:' || l.variant_id end as key,
      sum(case when o.payment_status = 'SUCCESS' then l.quantity else 0 end)::int as sold,
      sum(case when o.payment_status = 'PENDING' and o.stock_returned_at is null then l.quantity else 0 end)::int as reserved,
      sum(case when o.payment_status = 'SUCCESS' and o.stock_returned_at is not null then l.quantity else 0 end)::int as returned
    from order_lines l join orders o on o.id = l.order_id
    where l.product_id is not null
    group by 1`);
  const rows = (
    moved as unknown as {
      rows: { key: string; sold: number; reserved: number; returned: number }[];
    }
  ).rows;
  const problems: string[] = [];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const [key, before] of start) {
    const row = now.get(key) ?? { stock: 0, reserved: 0 };
    const after = row.stock;
    const m = byKey.get(key) ?? { sold: 0, reserved: 0, returned: 0 };
    if (after < 0) problems.push(`${key}: negative stock ${after}`);
    if (row.reserved !== m.reserved) {
      problems.push(`${key}: holds ${row.reserved} reserved, pending payments ${m.reserved}`);
    }
    if (before !== after + m.sold + m.reserved - m.returned) {
      problems.push(
        `${key}: started ${before}, now ${after} + sold ${m.sold} + reserved ${m.reserved} - returned ${m.returned}`,
      );
    }
  }
  const twice = await database.db.execute(sql`
    select order_id from payments where state = 'SUCCESS' group by order_id having count(*) > 1`);
  for (const row of (twice as unknown as { rows: { order_id: string }[] }).rows) {
    problems.push(`order ${row.order_id} paid twice`);
  }
  const orphan = await database.db.execute(sql`
    select count(*)::int as n from orders o where not exists (select 1 from payments p where p.order_id = o.id)`);
  const orphans = (orphan as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (orphans) problems.push(`${orphans} orders without a payment`);
  return problems;
}
