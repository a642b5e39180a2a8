import {
  PRICE_FILTER_MAX,
  PRODUCTS_PAGE_DEFAULT,
  PRODUCTS_PAGE_MAX,
  type ProductSort,
} from '@labshop/domain/constants';
import { rupeesToPaise } from '@labshop/domain/money';
import type { ProductCard, ProductListResponse } from '@labshop/domain/api/catalog';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { SpecFilter } from '@labshop/domain/attributes/spec-filters';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { cached, createCatalogCache, NO_PRODUCTS } from './catalog-cache.ts';
import { selectBrandCounts } from './brand-facet-query.ts';
import { restockCards } from './card-stock-query.ts';
import { resolveCategoryPicks } from './category-picks.ts';
import { filterKey, selectProductPage, type ProductFilters } from './filter-query.ts';
import { selectActiveCategories } from './home-query.ts';
import { resolveSpecFilters, selectSpecAttributes } from './spec-attributes.ts';
import { selectSpecFacets } from './spec-facet-query.ts';

// The listing (GET /api/user/products): one page of cards with the facets and totals beside
// it, for the shop's filter page and the category links that open it.

export interface ListProductsInput {
  categoryIds?: string[];
  categoryNames?: string[];
  brands?: string[];
  minRating?: number;
  /** Rupees. */
  minPrice?: number;
  /** Rupees; exactly PRICE_FILTER_MAX (the slider's top) means no upper limit. */
  maxPrice?: number;
  query?: string;
  /** spec.<key>=min..max or =a,b, parsed (parseSpecFilters). */
  specs?: SpecFilter[];
  /** Default: relevance with a query, newest without. */
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

// Listing pages are read far more often than the catalog changes. Each is cached whole, by its
// normalised filters, in a cache of its own (so a crawl of deep pages never evicts home), and
// dropped on every change that can touch it (catalog-changed.ts), a sale of one of its cards'
// products included, since they show stock; a page of picked categories stays through changes
// to other categories' products.
// What they are built from without stock (totals, facets, category lists) stays through a sale.
const LISTING_PAGES_CACHED_MAX = 1000;
// The pages a shopper reaches by the pager's numbers; deeper ones each go to the database.
export const CACHED_LISTING_PAGES = 10;
const cachedListingPages = createCatalogCache(LISTING_PAGES_CACHED_MAX, 'listing-pages', {
  showsStock: (page: ProductListResponse) => page.products.map((card) => card._id),
  keepUnchanged: true,
});
// The brand facet depends on the filters but not on the sort, page or chosen brands, so
// every page and order of one search shares it.
const BRAND_FACETS_CACHED_MAX = 1000;
// A facet an edit left as it was stays the same object, so the five pages of a category that
// share it compare with what they held by reference, not each walking it (keepUnchanged).
const cachedBrandFacets = createCatalogCache(BRAND_FACETS_CACHED_MAX, 'brand-facets', {
  keepUnchanged: true,
});

export async function listProducts(db: Db, input: ListProductsInput): Promise<ProductListResponse> {
  const filters = {
    ...toFilters(input),
    categoryIds: await resolveCategoryPicks(db, input.categoryIds, input.categoryNames),
    specs: await resolveSpecFilters(db, input.specs ?? []),
  };
  // Relevance needs search text; without it the listing is newest first.
  const order =
    !input.sort || input.sort === 'relevance'
      ? filters.query
        ? 'relevance'
        : 'newest'
      : input.sort;
  const page = input.page ?? 1;
  const limit = Math.min(input.limit ?? PRODUCTS_PAGE_DEFAULT, PRODUCTS_PAGE_MAX);
  const load = async (previous?: ProductListResponse, stockOnly = false) =>
    (stockOnly && previous && (await withCurrentStock(db, previous))) ||
    loadListingPage(db, filters, order, page, limit, previous?.products);
  if (page > CACHED_LISTING_PAGES) return load();
  // Picked categories confine the page (and all it is built from) to their products, so an
  // edit of a product elsewhere leaves it cached.
  return cachedListingPages(
    db,
    `${filterKey(filters)}:${order}:${page}:${limit}`,
    load,
    filters.categoryIds,
  );
}

/**
 * A page after a sale, the most common change: which products it shows, in what order, and
 * its totals and facets are as they were (none depends on stock), so only the cards' stock is
 * read again, by the products' keys, not the page's query and its cards built afresh.
 */
async function withCurrentStock(
  db: Db,
  previous: ProductListResponse,
): Promise<ProductListResponse | undefined> {
  const products = await restockCards(db, previous.products);
  if (!products) return undefined;
  return products === previous.products ? previous : { ...previous, products };
}

async function loadListingPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  page: number,
  limit: number,
  previousCards?: ProductCard[],
): Promise<ProductListResponse> {
  // A first visit after a catalog change pays every part, so they run side by side (each on
  // a connection of its own on PostgreSQL) instead of one after the other.
  const brandFilters = { ...filters, brands: undefined };
  const brandCountsLoad = cachedBrandFacets(
    db,
    filterKey(brandFilters),
    () => selectBrandCounts(db, brandFilters),
    filters.categoryIds,
  );
  // Without a brand or text filter the brand facet counts exactly the listing's matches, so
  // their sum is the total and no count of its own runs.
  const knownTotal =
    !filters.brands && !filters.query
      ? brandCountsLoad.then((counts) => counts.reduce((sum, brand) => sum + brand.count, 0))
      : undefined;
  // A short first page never asks for it; its failure is the brand facet's, reported there.
  knownTotal?.catch(() => {});
  const [categories, brandCounts, { cards, total }, facets] = await Promise.all([
    cached(db, 'categories', () => selectActiveCategories(db), NO_PRODUCTS),
    brandCountsLoad,
    selectProductPage(
      db,
      filters,
      sort,
      { limit, offset: (page - 1) * limit },
      knownTotal,
      previousCards,
    ),
    loadSpecFacets(db, filters),
  ]);
  return {
    categories,
    products: cards,
    brands: brandCounts.map((brand) => brand.name),
    brandCounts,
    total,
    page,
    limit,
    ...(facets.length > 0 ? { facets } : {}),
  };
}

// Spec facets depend on every filter (each facet leaves out only its own), not on the sort or
// page, so the pages and orders of one filter share them.
const SPEC_FACETS_CACHED_MAX = 1000;
const cachedSpecFacets = createCatalogCache(SPEC_FACETS_CACHED_MAX, 'spec-facets', {
  keepUnchanged: true,
});

/** The facets of the one chosen category's filterable attributes; none for 0 or 2+ categories. */
async function loadSpecFacets(db: Db, filters: ProductFilters): Promise<SpecFacet[]> {
  if (filters.categoryIds?.length !== 1) return [];
  const pick = filters.categoryIds[0]!;
  const attributes = (await selectSpecAttributes(db)).filter(
    (a) => a.isFacet && a.categoryId === pick,
  );
  if (attributes.length === 0) return [];
  return cachedSpecFacets(
    db,
    filterKey(filters),
    () => selectSpecFacets(db, filters, attributes),
    filters.categoryIds,
  );
}

function toFilters(input: ListProductsInput): Omit<ProductFilters, 'categoryIds' | 'specs'> {
  const { minPrice, maxPrice } = input;
  // The spec's slider ends at 1000 and means "and above" there; any other ceiling, higher
  // ones included (the price bands send 10000 and 100000), is a real upper limit.
  const hasUpperLimit = maxPrice !== undefined && maxPrice !== PRICE_FILTER_MAX;
  if (minPrice !== undefined && hasUpperLimit && minPrice > maxPrice) {
    throw new AppError('INVALID_PRICE_RANGE', 'minPrice cannot be more than maxPrice.', 400, {
      minPrice: 'minPrice cannot be more than maxPrice.',
    });
  }
  return {
    brands: input.brands,
    minRating: input.minRating ? input.minRating : undefined,
    minPricePaise: minPrice ? rupeesToPaise(minPrice) : undefined,
    maxPricePaise: hasUpperLimit ? rupeesToPaise(maxPrice) : undefined,
    query: input.query?.trim() ? input.query : undefined,
  };
}
