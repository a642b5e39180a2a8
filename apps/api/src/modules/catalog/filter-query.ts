import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@labshop/domain/constants';
import type { ProductCard } from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { isVisible, selectCardsByIds, withoutDescriptions } from './card-query.ts';
import { selectCardPage } from './card-page-query.ts';
import { newestFirst, ORDERS } from './sort-orders.ts';
import { cached } from './catalog-cache.ts';
import type { ResolvedSpecFilter } from './spec-attributes.ts';
import { specCondition, specFilterKey } from './spec-filter-query.ts';
import {
  buildFuzzySearch,
  buildTextSearch,
  normaliseQuery,
  withFuzzyThreshold,
  type TextSearch,
} from './search-query.ts';

export interface ProductFilters {
  /**
   * Valid lowercase uuids only, names already turned into ids (category-picks.ts); an empty
   * list (nothing picked exists) matches nothing.
   */
  categoryIds?: string[];
  /** Brand names, any case. */
  brands?: string[];
  minRating?: number;
  minPricePaise?: number;
  /** Undefined means no upper limit. */
  maxPricePaise?: number;
  query?: string;
  /** Specification filters, bound to their attributes (spec-attributes.ts). */
  specs?: ResolvedSpecFilter[];
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface IdPage {
  ids: string[];
  total: number;
}

export interface CardPage {
  cards: ProductCard[];
  total: number;
}

export function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [isVisible];
  const { categoryIds } = filters;
  if (categoryIds) {
    // A product in any picked category matches; on the category's own index.
    conditions.push(
      categoryIds.length > 0 ? sql`${products.categoryId} in ${categoryIds}` : sql`false`,
    );
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
  for (const spec of filters.specs ?? []) conditions.push(specCondition(spec));
  return conditions;
}

// A text search's order depends on every match (its tier, or its closeness to a typo), so
// ranking costs a pass over all of them; the first pages of ids are kept in the catalog
// cache with the exact total, and only a shopper paging past them pays for the pass again.
const SEARCH_HEAD_MAX = 240;

async function selectIds(db: Db, where: SQL, orderBy: SQL[], page: PageRequest) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

async function countMatches(db: Db, where: SQL): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return Number(counted?.total ?? 0);
}

/** The filters as a cache key: same matches, same key, whatever the case or list order. */
export function filterKey(filters: ProductFilters): string {
  const list = (items?: string[]) => items?.map((item) => item.toLowerCase()).sort();
  return JSON.stringify([
    list(filters.categoryIds),
    list(filters.brands),
    filters.minRating,
    filters.minPricePaise,
    filters.maxPricePaise,
    filters.query === undefined ? undefined : normaliseQuery(filters.query),
    specFilterKey(filters.specs),
  ]);
}

/**
 * One page of matching product cards in the given order (relevance means newest without a
 * query), with the total. With a query, fuzzy (one-typo) matches are used only when nothing
 * matches as typed, so "beaker" never pads its results with "bearing".
 */
export async function selectProductPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  page: PageRequest,
  /** The number of matches when the caller already has it (a search ignores it). */
  knownTotal?: Promise<number>,
  /** The cards this page showed before, kept when they are the same (card-page-query.ts). */
  previousCards?: ProductCard[],
): Promise<CardPage> {
  const conditions = filterConditions(filters);
  const key = filterKey(filters);
  if (filters.query) {
    const { ids, total } = await selectSearchPage(
      db,
      conditions,
      filters.query,
      { key, categoryIds: filters.categoryIds },
      sort,
      page,
    );
    const cards = await selectCardsByIds(db, ids);
    return { cards: withoutDescriptions(cards), total };
  }
  const order = sort === 'relevance' ? 'newest' : sort;
  const cards = await selectCardPage(
    db,
    conditions,
    onlyCategory(filters),
    order,
    page,
    previousCards,
  );
  // A short first page already tells the total; otherwise it is counted once per filter
  // (whatever the sort, which changes the order, not the matches).
  if (page.offset === 0 && cards.length < page.limit) return { cards, total: cards.length };
  const where = and(...conditions) as SQL;
  const total = await (knownTotal ??
    cached(db, `total:${key}`, () => countMatches(db, where), filters.categoryIds));
  return { cards, total };
}

/**
 * The picked category when it is the only filter (the page a category link opens): its
 * queries are prepared statements.
 */
export function onlyCategory(filters: ProductFilters): string | undefined {
  const { categoryIds, brands, minRating, minPricePaise, maxPricePaise, query, specs } = filters;
  const others = [
    brands,
    minRating,
    minPricePaise,
    maxPricePaise,
    query,
    specs?.length || undefined,
  ];
  if (categoryIds?.length !== 1 || others.some((value) => value !== undefined)) return undefined;
  return categoryIds[0];
}

interface SearchHead {
  ids: string[];
  total: number;
  isFuzzy: boolean;
}

async function selectSearchPage(
  db: Db,
  conditions: SQL[],
  query: string,
  /** The head's cache key and the categories it is confined to. */
  { key, categoryIds }: { key: string; categoryIds?: string[] },
  sort: ProductSort,
  page: PageRequest,
): Promise<IdPage> {
  // The head holds ids in order, so each sort has its own.
  const head = await cached(
    db,
    `search:${sort}:${key}`,
    () => loadSearchHead(db, conditions, query, sort),
    categoryIds,
  );
  const end = page.offset + page.limit;
  if (end <= head.ids.length || head.ids.length === head.total) {
    return { ids: head.ids.slice(page.offset, end), total: head.total };
  }
  const search = await buildTextSearch(db, query);
  const ids = head.isFuzzy
    ? await withFuzzyThreshold(db, async (tx) => {
        const { fuzzy } = await buildFuzzySearch(tx, search.text);
        const orderBy = searchOrder(sort, search, true);
        return selectIds(tx, and(...conditions, fuzzy) as SQL, orderBy, page);
      })
    : await selectIds(
        db,
        and(...conditions, search.strict) as SQL,
        searchOrder(sort, search, false),
        page,
      );
  return { ids, total: head.total };
}

/** Relevance: the best tier (or, for typo matches, the closest) first, then newest. */
function searchOrder(sort: ProductSort, search: TextSearch, isFuzzy: boolean): SQL[] {
  if (sort !== 'relevance') return ORDERS[sort];
  return isFuzzy ? [desc(search.closeness), ...newestFirst] : [asc(search.rank), ...newestFirst];
}

/** The first SEARCH_HEAD_MAX ordered ids and the exact total, in one pass over the matches. */
async function loadSearchHead(
  db: Db,
  conditions: SQL[],
  query: string,
  sort: ProductSort,
): Promise<SearchHead> {
  const search = await buildTextSearch(db, query);
  const rankedHead = async (tx: Db, match: SQL, orderBy: SQL[]) => {
    const rows = await tx
      .select({ id: products.id, total: sql<number>`count(*) over ()` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(...conditions, match))
      .orderBy(...orderBy)
      .limit(SEARCH_HEAD_MAX);
    return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  };
  const strict = await rankedHead(db, search.strict, searchOrder(sort, search, false));
  if (strict.total > 0) return { ...strict, isFuzzy: false };
  const fuzzy = await withFuzzyThreshold(db, async (tx) => {
    const { fuzzy: match } = await buildFuzzySearch(tx, search.text);
    return rankedHead(tx, match, searchOrder(sort, search, true));
  });
  return { ...fuzzy, isFuzzy: true };
}
