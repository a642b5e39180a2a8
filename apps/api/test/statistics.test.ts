import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema.ts';
import { seedSyntheticProducts } from '../src/db/seed/synthetic.ts';
import { analyzeNeverAnalyzed } from '../src/db/statistics.ts';
import { plannedRows } from './support/planner.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('planner statistics', () => {
  it('are taken at start for every table that never had them, once', async () => {
    expect(await plannedRows(database.db, 'products')).toBe(-1);
    const analysed = await analyzeNeverAnalyzed(database.db);
    expect(analysed).toEqual(expect.arrayContaining(['products', 'categories', 'orders']));
    expect(await plannedRows(database.db, 'products')).toBe(0);
    expect(await analyzeNeverAnalyzed(database.db)).toEqual([]);
  });

  it('follow a bulk load of synthetic products', async () => {
    await database.db.insert(categories).values({ name: 'Bench', image: '/uploads/x.webp' });
    await seedSyntheticProducts(database.db, 300, () => {});
    expect(await plannedRows(database.db, 'products')).toBe(300);
    // Vacuumed too: every page all-visible, so counts over an index need not read the table.
    const result = await database.db.execute(
      sql`select relpages, relallvisible from pg_class where relname = 'products'`,
    );
    const [pages] = (result as unknown as { rows: { relpages: number; relallvisible: number }[] })
      .rows;
    expect(pages!.relpages).toBeGreaterThan(0);
    expect(pages!.relallvisible).toBe(pages!.relpages);
  });
});
