import {
  NEW_ARRIVALS_FEATURED,
  NEW_ARRIVALS_GRID,
  PRICE_FILTER_MAX,
  PRODUCTS_PAGE_DEFAULT,
  PRODUCTS_PAGE_MAX,
  SEARCH_SUGGESTIONS_MAX,
  type ProductSort,
} from '@labshop/domain/constants';
import { paiseToRupees, rupeesToPaise } from '@labshop/domain/money';
import type {
  HomeResponse,
  ProductCard,
  ProductCardWithDescription,
  ProductDetailResponse,
  ProductListResponse,
  SearchSuggestion,
} from '@labshop/domain/api/catalog';
import type { SpecFacet } from '@labshop/domain/api/attributes';
import type { SpecFilter } from '@labshop/domain/attributes/spec-filters';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { cached, createCatalogCache } from './catalog-cache.ts';
import { selectCardsByIds, withoutDescriptions } from './card-query.ts';
import { selectProductDetail, selectSimilarIds } from './detail-query.ts';
import { selectBrandCounts } from './brand-facet-query.ts';
import { resolveSpecFilters, selectSpecAttributes } from './spec-attributes.ts';
import { selectSpecFacets } from './spec-facet-query.ts';
import { filterKey, selectProductPage, type ProductFilters } from './filter-query.ts';
import { selectActiveBanners, selectActiveCategories, selectNewestIds } from './home-query.ts';
import { isUuid } from '../../http/ids.ts';
import { resolveCategoryPicks } from './category-picks.ts';
import { normaliseQuery, selectSuggestions } from './search-query.ts';

export const HOME_FEATURED_MAX = 12;
export const SIMILAR_PRODUCTS_MAX = 8;
const NEW_ARRIVALS_COUNT = NEW_ARRIVALS_FEATURED + NEW_ARRIVALS_GRID;

// The part of the home page that is the same for every caller, so it can be cached.
type HomeCatalog = Omit<HomeResponse, 'user'>;
// Its cards show stock, so a sale drops it (catalog-cache.ts); a sale of none of its cards
// leaves it as it was, and the kept object keeps the bytes made for it.
const cachedHome = createCatalogCache(1, 'home', { showsStock: true, keepUnchanged: true });

/** Home data; everything but `user` comes from the cache. */
export async function getHome(
  db: Db,
  user: { id: string; name: string } | null,
): Promise<HomeResponse> {
  const catalog = await cachedHome(db, 'home', () => loadHomeCatalog(db));
  if (user) return { ...catalog, user: { _id: user.id, name: user.name } };
  // One object for every guest while the cache holds it, so its JSON is made once (routes.ts).
  let guestHome = guestHomes.get(catalog);
  if (!guestHome) {
    guestHome = { ...catalog, user: null };
    guestHomes.set(catalog, guestHome);
  }
  return guestHome;
}

const guestHomes = new WeakMap<HomeCatalog, HomeResponse>();

async function loadHomeCatalog(db: Db): Promise<HomeCatalog> {
  const categories = await selectActiveCategories(db);
  const featuredIds = await selectNewestIds(db, HOME_FEATURED_MAX, { featuredOnly: true });
  const newestIds = await selectNewestIds(db, NEW_ARRIVALS_COUNT);
  const cards = await getCardsByIds(db, [...new Set([...featuredIds, ...newestIds])]);
  const byId = new Map(cards.map((card) => [card._id, card]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const banners = await selectActiveBanners(db);
  return {
    categories,
    featuredProducts: pick(featuredIds),
    newArrivals: pick(newestIds),
    primaryBanners: banners.primary,
    secondaryBanners: banners.secondary,
  };
}

// The search box asks on every keystroke, and shoppers type the same few prefixes ("m",
// "mi", "mic"...), so recent answers are kept, by normalised text, with the other catalog
// caches (same expiry, dropped on the catalog-changed event). In a cache of their own, so a stream
// of typed text never evicts the home page; an answer is 8 short rows, so this is small.
const SUGGESTIONS_CACHED_MAX = 2000;
const cachedSuggestions = createCatalogCache(SUGGESTIONS_CACHED_MAX, 'suggestions');

/** Search box suggestions; blank text is no search, not an error. */
export async function suggestProducts(
  db: Db,
  query: string | undefined,
): Promise<SearchSuggestion[]> {
  if (!query || query.trim() === '') return [];
  // Texts with one normalised form get one answer: selectSuggestions normalises first.
  return cachedSuggestions(db, normaliseQuery(query), async () => {
    const rows = await selectSuggestions(db, query, SEARCH_SUGGESTIONS_MAX);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      images: row.image ? [row.image] : [],
      brand: row.brand,
      sellingPrice: paiseToRupees(row.sellingPricePaise),
      ...(row.casNumber ? { casNumber: row.casNumber } : {}),
    }));
  });
}

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

// Listing pages and product pages are read far more often than the catalog changes. Each is
// cached whole, by its normalised filters or id, in a cache of its own (so a crawl of deep
// pages never evicts home), and dropped on every change (catalog-changed.ts), a sale's
// included, since they show stock. What they are built from without stock (totals, facets,
// category lists) stays cached through a sale.
const LISTING_PAGES_CACHED_MAX = 1000;
// The pages a shopper reaches by the pager's numbers; deeper ones each go to the database.
export const CACHED_LISTING_PAGES = 10;
const cachedListingPages = createCatalogCache(LISTING_PAGES_CACHED_MAX, 'listing-pages', {
  showsStock: true,
  keepUnchanged: true,
});
const PRODUCT_PAGES_CACHED_MAX = 2000;
const cachedProductPages = createCatalogCache(PRODUCT_PAGES_CACHED_MAX, 'product-pages', {
  showsStock: true,
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
  const load = (previous?: ProductListResponse) =>
    loadListingPage(db, filters, order, page, limit, previous?.products);
  if (page > CACHED_LISTING_PAGES) return load();
  return cachedListingPages(db, `${filterKey(filters)}:${order}:${page}:${limit}`, load);
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
  const brandCountsLoad = cachedBrandFacets(db, filterKey(brandFilters), () =>
    selectBrandCounts(db, brandFilters),
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
    cached(db, 'categories', () => selectActiveCategories(db)),
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
  return cachedSpecFacets(db, filterKey(filters), () => selectSpecFacets(db, filters, attributes));
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

/** The product page as every caller sees it; the route adds what is the caller's own. */
export type SharedProductDetail = Omit<
  ProductDetailResponse,
  'hasStockAlert' | 'variantStockAlerts'
>;

/** A product page; unknown, inactive, hidden and malformed ids are all "not found". */
export async function getProductDetail(db: Db, id: string): Promise<SharedProductDetail> {
  if (!isUuid(id)) throw notFound('Product not found');
  const detail = await cachedProductPages(db, id.toLowerCase(), () => loadProductDetail(db, id));
  if (!detail) throw notFound('Product not found');
  return detail;
}

/** null for a product a shopper may not see, cached like a found one so misses stay cheap. */
async function loadProductDetail(db: Db, id: string): Promise<SharedProductDetail | null> {
  const product = await selectProductDetail(db, id);
  if (!product) return null;
  const similarIds = await selectSimilarIds(
    db,
    { id: product._id, categoryId: product.category._id },
    SIMILAR_PRODUCTS_MAX,
  );
  return { product, similarProducts: await getCardsByIds(db, similarIds) };
}

export interface CardOptions {
  /** Also return inactive products and those of inactive categories (e.g. to explain a cart). */
  includeHidden?: boolean;
}

/** Product cards in the order of `ids`; unknown, malformed and (by default) hidden ids drop out. */
export async function getCardsByIds(
  db: Db,
  ids: string[],
  options: CardOptions = {},
): Promise<ProductCard[]> {
  return withoutDescriptions(await getCardsWithDescriptionByIds(db, ids, options));
}

/** As getCardsByIds, plus each product's description (the wishlist shows it). */
export function getCardsWithDescriptionByIds(
  db: Db,
  ids: string[],
  options: CardOptions = {},
): Promise<ProductCardWithDescription[]> {
  return selectCardsByIds(db, ids.filter(isUuid), options);
}

/** Whether a shopper may see (and so wishlist or buy) this product. */
export async function isProductVisible(db: Db, id: string): Promise<boolean> {
  const [card] = await getCardsWithDescriptionByIds(db, [id]);
  return card !== undefined;
}
