// What `npm run bench` asks for: every catalog call rotates through many inputs, as real
// shoppers do, so no row measures one hot cache key. Pure functions: the test checks that
// every path they build is one the shop answers with 200.

/** Ten texts typed into the search box: prefixes, whole words, two words, and a typo. */
export const SUGGESTION_QUERIES = [
  'm',
  'mic',
  'micro',
  'beaker',
  'flask',
  'ph meter',
  'pipette',
  'balance',
  'centrifuge',
  'micorscope',
];

/** Listing pages a shopper opens per category: the first few, and one deep page. */
export const LISTING_PAGES = [1, 2, 3, 5, 8];
const FILTER_RATINGS = [1, 2, 3, 4];
// Rupees; 1000 is the slider's top, which means "no upper limit".
const FILTER_PRICES: [number, number][] = [
  [0, 1000],
  [100, 1000],
  [200, 800],
  [500, 1000],
];
const FILTER_PAGES = 3;
// A facet filter: readability ranges on the demo's balances, whose synthetic products the seed
// gives readabilities (seed/synthetic.ts), so each range reads thousands of values.
export const FACET_CATEGORY = 'Balances & Weighing';
const FACET_RANGES = ['0.001..0.01', '0.01..0.1', '0.1..10', '1..1000'];

export interface CatalogSample {
  /** Visible products, picked at random across the whole catalog. */
  productIds: string[];
  /** Active category names, as the web app's /filter?category=<name> sends them. */
  categoryNames: string[];
  /** Their ids, in the same order: what the notice of a product's save names. */
  categoryIds: string[];
}

export interface Endpoint {
  name: string;
  /** The paths one run rotates through, in order. */
  paths: string[];
  /** Whether a target of docs/performance.md applies: "home", "suggest", "detail", "list". */
  target?: 'home' | 'suggest' | 'detail' | 'list';
  /** The request carries the bench shopper's session cookie. */
  signedIn?: boolean;
  /**
   * Measured as first visits after a change (bench/cold.ts), not as cache hits: 'catalog' as
   * after a change not confined to products, a category's or an attribute's (every cached
   * answer dropped), 'sale' as after a Pay of two products shown on the row's pages, two
   * other pages each time (the answers showing them dropped; totals and facets kept), 'stock'
   * as after a stock notice naming no product (an older process's: every answer showing stock
   * dropped), a `categoryIds` list as after an admin's save of one product, in each of those
   * categories by turns (the pages of its category dropped, the others kept).
   */
  cold?: BenchChange;
  /**
   * Measured as shoppers browse while the shop changes (bench/cold.ts): autocannon as for a warm
   * row, with the change notice of `topic` (as for `cold`) sent every `everyMs`, so first visits
   * come mixed in with cache hits at that rate instead of all at once.
   */
  changing?: { topic: BenchChange; everyMs: number };
}

/** The change notice a cold or changing row sends (Endpoint.cold says what each stands for). */
export type BenchChange = 'catalog' | 'sale' | 'stock' | { categoryIds: string[] };

export function benchEndpoints(sample: CatalogSample): Endpoint[] {
  // Category by category, as the home page's and the menu's links open them.
  const listing = sample.categoryNames.flatMap((name) =>
    LISTING_PAGES.map(
      (page) => `/api/user/products?category=${encodeURIComponent(name)}&page=${page}`,
    ),
  );
  const filters = FILTER_RATINGS.flatMap((rating) =>
    FILTER_PRICES.flatMap(([min, max]) =>
      range(FILTER_PAGES).map(
        (page) =>
          `/api/user/products?minRating=${rating}&minPrice=${min}&maxPrice=${max}&page=${page}`,
      ),
    ),
  );
  const facets = FACET_RANGES.flatMap((readability) =>
    range(FILTER_PAGES).map(
      (page) =>
        `/api/user/products?category=${encodeURIComponent(FACET_CATEGORY)}&spec.readability_mg=${readability}&page=${page}`,
    ),
  );
  return [
    { name: 'GET /api/user/home', paths: ['/api/user/home'], target: 'home' },
    {
      name: `suggestions, ${SUGGESTION_QUERIES.length} queries`,
      paths: SUGGESTION_QUERIES.map(
        (query) => `/api/user/products/search?query=${encodeURIComponent(query)}`,
      ),
      target: 'suggest',
    },
    {
      name: `product detail, ${sample.productIds.length} ids`,
      paths: sample.productIds.map((id) => `/api/user/product/${id}`),
      target: 'detail',
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), warm`,
      paths: listing,
      target: 'list',
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), cold`,
      paths: listing,
      target: 'list',
      cold: 'catalog',
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), cold after a product's save`,
      paths: listing,
      target: 'list',
      cold: { categoryIds: sample.categoryIds },
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), cold after a sale`,
      paths: listing,
      target: 'list',
      cold: 'sale',
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), cold after a stock notice naming no product`,
      paths: listing,
      target: 'list',
      cold: 'stock',
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), a sale every 100 ms`,
      paths: listing,
      target: 'list',
      changing: { topic: 'sale', everyMs: 100 },
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), an edit every second`,
      paths: listing,
      target: 'list',
      changing: { topic: 'catalog', everyMs: 1000 },
    },
    {
      name: `category by name x pages ${LISTING_PAGES.join(',')} (${listing.length}), a product's save every second`,
      paths: listing,
      target: 'list',
      changing: { topic: { categoryIds: sample.categoryIds }, everyMs: 1000 },
    },
    { name: `filters, rating+price+page (${filters.length})`, paths: filters, target: 'list' },
    { name: `facet, readability range+page (${facets.length})`, paths: facets, target: 'list' },
    { name: 'GET /api/user/cart (signed in)', paths: ['/api/user/cart'], signedIn: true },
  ];
}

/**
 * For autocannon's setupRequest: each request takes the next path, shared by all
 * connections, so 20 connections spread over the whole list instead of repeating its head.
 */
export function rotate(paths: string[]): <T extends { path?: string }>(request: T) => T {
  if (paths.length === 0) throw new Error('nothing to rotate through');
  let next = 0;
  return (request) => {
    const path = paths[next]!;
    next = (next + 1) % paths.length;
    return { ...request, path };
  };
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}
