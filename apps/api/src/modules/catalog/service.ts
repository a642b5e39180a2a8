import {
  NEW_ARRIVALS_FEATURED,
  NEW_ARRIVALS_GRID,
  SEARCH_SUGGESTIONS_MAX,
} from '@labshop/domain/constants';
import { paiseToRupees } from '@labshop/domain/money';
import type {
  HomeResponse,
  ProductCard,
  ProductCardWithDescription,
  ProductDetailResponse,
  SearchSuggestion,
} from '@labshop/domain/api/catalog';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createCatalogCache } from './catalog-cache.ts';
import { selectCardsByIds, withoutDescriptions } from './card-query.ts';
import { restockCards, restockVariants } from './card-stock-query.ts';
import { selectProductDetail, selectSimilarIds } from './detail-query.ts';
import { selectActiveBanners, selectActiveCategories, selectNewestIds } from './home-query.ts';
import { isUuid } from '../../http/ids.ts';
import { normaliseQuery, selectSuggestions } from './search-query.ts';

export const HOME_FEATURED_MAX = 12;
export const SIMILAR_PRODUCTS_MAX = 8;
const NEW_ARRIVALS_COUNT = NEW_ARRIVALS_FEATURED + NEW_ARRIVALS_GRID;

// The part of the home page that is the same for every caller, so it can be cached.
type HomeCatalog = Omit<HomeResponse, 'user'>;
// Its cards show stock, so a sale of one of them drops it (catalog-cache.ts), and it is read
// again by its cards' stock alone; a sale of others leaves it cached, and one that moved no
// number on it (a sale of a unit of many) leaves the kept object with the bytes made for it.
const cachedHome = createCatalogCache(1, 'home', {
  showsStock: (home: HomeCatalog) => [...home.featuredProducts, ...home.newArrivals].map(idOf),
  keepUnchanged: true,
});
const idOf = (card: { _id: string }) => card._id;

/** Home data; everything but `user` comes from the cache. */
export async function getHome(
  db: Db,
  user: { id: string; name: string } | null,
): Promise<HomeResponse> {
  const catalog = await cachedHome(
    db,
    'home',
    async (previous: HomeCatalog | undefined, stockOnly) =>
      (stockOnly && previous && (await homeWithCurrentStock(db, previous))) || loadHomeCatalog(db),
  );
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

/**
 * Home after a sale: which products it shows and in what order do not depend on stock (newest
 * first, the featured among them), so only its cards' stock is read again, as listing pages do.
 * The answer it replaces when no number moved; undefined when a product is gone.
 */
async function homeWithCurrentStock(
  db: Db,
  previous: HomeCatalog,
): Promise<HomeCatalog | undefined> {
  // A product both featured and new is one card object in both rows.
  const shown = [...new Set([...previous.featuredProducts, ...previous.newArrivals])];
  const cards = await restockCards(db, shown);
  if (!cards) return undefined;
  if (cards === shown) return previous;
  const now = new Map(shown.map((card, i) => [card, cards[i]!]));
  const restocked = (row: ProductCard[]) => row.map((card) => now.get(card)!);
  return {
    ...previous,
    featuredProducts: restocked(previous.featuredProducts),
    newArrivals: restocked(previous.newArrivals),
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

// Product pages are read far more often than the catalog changes: cached whole by id, and
// dropped on a change to their category's products or to the catalog at large
// (catalog-changed.ts), and on a sale of the product or of a similar one, since they show stock.
const PRODUCT_PAGES_CACHED_MAX = 2000;
const cachedProductPages = createCatalogCache(PRODUCT_PAGES_CACHED_MAX, 'product-pages', {
  // A page not found (null) shows no stock, and no sale shows it.
  showsStock: (page: SharedProductDetail | null) =>
    page ? [page.product._id, ...page.similarProducts.map(idOf)] : [],
  keepUnchanged: true,
});

/** The product page as every caller sees it; the route adds what is the caller's own. */
export type SharedProductDetail = Omit<
  ProductDetailResponse,
  'hasStockAlert' | 'variantStockAlerts'
>;

/** A product page; unknown, inactive, hidden and malformed ids are all "not found". */
export async function getProductDetail(db: Db, id: string): Promise<SharedProductDetail> {
  if (!isUuid(id)) throw notFound('Product not found');
  const detail = await cachedProductPages(
    db,
    id.toLowerCase(),
    async (previous: SharedProductDetail | null | undefined, stockOnly) => {
      if (!stockOnly || previous === undefined) return loadProductDetail(db, id);
      // A sale neither shows nor hides a product, nor changes anything a page says but stock.
      if (previous === null) return null;
      return (await withCurrentStock(db, previous)) ?? loadProductDetail(db, id);
    },
    // The product and its similar products are of its category: a save of a product elsewhere
    // leaves the page cached. A product not found may become visible by any save.
    (detail) => (detail ? [detail.product.category._id] : undefined),
  );
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

/**
 * A product page after a sale: its product's, variants' and similar products' stock read
 * again (listing-service.ts does the same for listing pages). The answer it replaces when no
 * number moved; undefined when a product or variant is gone.
 */
async function withCurrentStock(
  db: Db,
  previous: SharedProductDetail,
): Promise<SharedProductDetail | undefined> {
  const { product, similarProducts } = previous;
  const shown = [product, ...similarProducts];
  const [cards, variants] = await Promise.all([
    restockCards(db, shown),
    restockVariants(db, product._id, product.variants),
  ]);
  if (!cards || !variants) return undefined;
  if (cards === shown && variants === product.variants) return previous;
  const [{ inStock }, ...similar] = cards as [ProductCard, ...ProductCard[]];
  return { ...previous, product: { ...product, inStock, variants }, similarProducts: similar };
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
