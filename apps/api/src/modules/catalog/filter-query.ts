import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { isVisible } from './card-query.ts';
import { buildTextSearch, withFuzzyThreshold } from './search-query.ts';

export interface ProductFilters {
  /** Valid uuids only; an empty list (all given ids malformed) matches nothing. */
  categoryIds?: string[];
  /** Category names, any case (the web app's /filter?category=<name>). */
  categoryNames?: string[];
  /** Brand names, any case. */
  brands?: string[];
  minRating?: number;
  minPricePaise?: number;
  /** Undefined means no upper limit. */
  maxPricePaise?: number;
  query?: string;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface IdPage {
  ids: string[];
  total: number;
}

export function hasFilters(filters: ProductFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [isVisible];
  const { categoryIds, categoryNames } = filters;
  if (categoryIds || categoryNames) {
    // Ids and names both pick categories; a product in any picked category matches.
    const picks: SQL[] = [];
    if (categoryIds && categoryIds.length > 0) {
      picks.push(sql`${products.categoryId} in ${categoryIds}`);
    }
    if (categoryNames) {
      const names = categoryNames.map((name) => name.toLowerCase());
      picks.push(sql`lower(${categories.name}) in ${names}`);
    }
    conditions.push(picks.length > 0 ? sql`(${sql.join(picks, sql` or `)})` : sql`false`);
  }
  if (filters.brands) {
    const brands = filters.brands.map((brand) => brand.toLowerCase());
    conditions.push(sql`lower(${products.brand}) in ${brands}`);
  }
  if (filters.minRating !== undefined) {
    conditions.push(gte(products.averageRating, filters.minRating));
  }
  if (filters.minPricePaise !== undefined) {
    conditions.push(gte(products.sellingPricePaise, filters.minPricePaise));
  }
  if (filters.maxPricePaise !== undefined) {
    conditions.push(lte(products.sellingPricePaise, filters.maxPricePaise));
  }
  return conditions;
}

async function selectPage(
  db: Db,
  where: SQL,
  orderBy: SQL[],
  page: PageRequest,
  knownTotal?: number,
): Promise<IdPage> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  if (knownTotal !== undefined) return { ids: rows.map((row) => row.id), total: knownTotal };
  // A short first page already tells the total; only a full or later page needs the count.
  if (page.offset === 0 && rows.length < page.limit) {
    return { ids: rows.map((row) => row.id), total: rows.length };
  }
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return { ids: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/**
 * One page of matching product ids, newest first, with the total. With a query the best
 * matches come first, and fuzzy (one-typo) matches are used only when nothing matches as
 * typed, so "beaker" never pads its results with "bearing".
 */
export async function selectProductPage(
  db: Db,
  filters: ProductFilters,
  page: PageRequest,
  knownTotal?: number,
): Promise<IdPage> {
  const conditions = filterConditions(filters);
  if (!filters.query)
    return selectPage(db, and(...conditions) as SQL, newestFirst, page, knownTotal);

  const search = await buildTextSearch(db, filters.query);
  const strictOrder = [asc(search.rank), ...newestFirst];
  const strict = await selectPage(db, and(...conditions, search.strict) as SQL, strictOrder, page);
  if (strict.total > 0) return strict;
  const fuzzyOrder = [desc(search.closeness), ...newestFirst];
  return withFuzzyThreshold(db, (tx) =>
    selectPage(tx, and(...conditions, search.fuzzy) as SQL, fuzzyOrder, page),
  );
}

/** Distinct brand names of everything a shopper can see, for the filter panel. */
export async function selectVisibleBrands(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isVisible)
    .orderBy(products.brand);
  return rows.map((row) => row.brand);
}

export async function countVisibleProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isVisible);
  return Number(row?.total ?? 0);
}
