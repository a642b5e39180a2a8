import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** How many rows the planner believes a table holds: -1 until it was first analysed. */
export async function plannedRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where relname = ${table} and relkind = 'r'`,
  );
  const { rows } = result as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}
