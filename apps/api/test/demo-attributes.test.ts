import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoCatalog } from './support/demo-catalog.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The demo catalog's attributes: every category has filterable ones, with values.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t);
});
afterAll(() => t.close());

it('gives every demo category filterable attributes with values', async () => {
  const result = await t.db.execute(sql`
    select c.name, a.key, count(v.product_id)::int as products
    from categories c
    left join category_attributes a on a.category_id = c.id and a.is_facet
    left join product_attribute_values v on v.attribute_id = a.id
    group by c.name, a.key, a.position order by c.name, a.position`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    name: string;
    key: string | null;
    products: number;
  }[];
  const categories = new Set(rows.map((row) => row.name));
  for (const name of categories) {
    expect(
      rows.some((row) => row.name === name && row.key && row.products > 0),
      name,
    ).toBe(true);
  }
  expect(rows).toContainEqual({ name: 'Balances & Weighing', key: 'readability_mg', products: 7 });
});
