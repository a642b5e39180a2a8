import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { BrandCount } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { filterConditions, type ProductFilters } from './filter-query.ts';
import { buildFuzzySearch, buildTextSearch, withFuzzyThreshold } from './search-query.ts';

async function countByBrand(db: Db, where: SQL): Promise<BrandCount[]> {
  const rows = await db
    .select({ name: products.brand, count: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .groupBy(products.brand)
    .orderBy(sql`lower(${products.brand})`, products.brand);
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/**
 * The brand facet: each brand with its number of products under every filter but the brand
 * itself (a shopper ticking Borosil still sees, and can add, the other brands of the
 * category). A search counts what the listing shows: typo matches only when nothing matches
 * as typed.
 */
export async function selectBrandCounts(db: Db, filters: ProductFilters): Promise<BrandCount[]> {
  const conditions = filterConditions({ ...filters, brands: undefined });
  if (!filters.query) return countByBrand(db, and(...conditions) as SQL);
  const search = await buildTextSearch(db, filters.query);
  const strict = await countByBrand(db, and(...conditions, search.strict) as SQL);
  if (strict.length > 0) return strict;
  return withFuzzyThreshold(db, async (tx) => {
    const { fuzzy } = await buildFuzzySearch(tx, search.text);
    return countByBrand(tx, and(...conditions, fuzzy) as SQL);
  });
}
