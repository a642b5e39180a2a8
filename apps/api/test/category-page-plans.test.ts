import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_DEFAULT } from '@labshop/domain/constants';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { selectCardPage } from '../src/modules/catalog/card-page-query.ts';
import { filterConditions } from '../src/modules/catalog/filter-query.ts';
import { seedSyntheticProducts } from '../src/db/seed/synthetic.ts';
import { seedDemoCatalog } from './support/demo-catalog.ts';
import { categoryIdByName } from './support/demo-oracle.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The first visit to a category page after a change runs its prepared statement. PostgreSQL
// plans a prepared statement for each execution's values until a plan made once (generic)
// costs no more; with the page size a parameter, the generic plan never did, and planning was
// as long as running the query. Only PostgreSQL keeps plans per connection.
const onPostgres = process.env.LABSHOP_TEST_DB === 'postgres';

describe.runIf(onPostgres)("a category page's prepared statement on PostgreSQL", () => {
  let t: TestApp;
  let client: pg.Client;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCatalog(t);
    // A catalogue the size the plans are made for: hundreds of products a category, analysed.
    await seedSyntheticProducts(t.db, 3000, () => {});
    // One connection, so the statement's plans are all counted in one session.
    client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    db = drizzle(client, { schema }) as unknown as Db;
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  it('is planned once for every page after its first few executions', async () => {
    const categoryId = await categoryIdByName(t, 'Glassware');
    const conditions = filterConditions({ categoryIds: [categoryId] });
    for (const page of [0, 1, 2, 0, 1, 2, 0, 1, 2, 3]) {
      await selectCardPage(db, conditions, categoryId, 'newest', {
        limit: PRODUCTS_PAGE_DEFAULT,
        offset: page * PRODUCTS_PAGE_DEFAULT,
      });
    }
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements
       where name = 'category_card_page_newest'`,
    );
    expect(rows).toHaveLength(1);
    // Five plans for the values first; then the generic plan, no planning at all.
    expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(6);
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(4);
  });
});
