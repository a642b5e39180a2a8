import { eq } from 'drizzle-orm';
import { demoCategories } from '../../src/db/seed/demo-data/categories.ts';
import type { SeedProduct } from '../../src/db/seed/demo-data/types.ts';
import { categories, products } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

// What the demo catalog should show, worked out from the seed's own data rather than from
// the SQL under test, so the tests stay right when the demo data changes.

export interface DemoProduct extends SeedProduct {
  categoryName: string;
  /** Active product in an active category: what a shopper may see. */
  isVisible: boolean;
}

export const demoProducts: DemoProduct[] = demoCategories.flatMap((category) =>
  category.products.map((product) => ({
    ...product,
    categoryName: category.name,
    isVisible: category.status === 'active' && !product.inactive,
  })),
);

export const visibleProducts = demoProducts.filter((product) => product.isVisible);
export const hiddenProducts = demoProducts.filter((product) => !product.isVisible);
export const activeCategoryNames = demoCategories
  .filter((category) => category.status === 'active')
  .map((category) => category.name);
export const inactiveCategoryNames = demoCategories
  .filter((category) => category.status === 'inactive')
  .map((category) => category.name);

export async function productIdBySku(t: TestApp, sku: string): Promise<string> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  if (!row) throw new Error(`no product ${sku}`);
  return row.id;
}

export async function categoryIdByName(t: TestApp, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}
