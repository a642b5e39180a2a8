import {
  MIN_RATING_FILTER_OPTIONS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRODUCT_SORTS,
  type ProductSort,
} from '@labshop/domain/constants';
import { NUMBER_LIMITS } from '@labshop/domain/limits';
import {
  formatSpecFilter,
  parseSpecParam,
  SPEC_FILTERS_MAX,
  SPEC_PARAM_PREFIX,
  type SpecFilter,
} from '@labshop/domain/attributes/spec-filters';

// The filter page keeps every filter in its URL, so a filtered page can be shared and the back
// button steps through the changes. Category and brand are repeated keys holding names.

export type Filters = {
  query: string;
  categories: string[];
  brands: string[];
  minRating: number | null;
  /** Rupees. */
  minPrice: number;
  /** Rupees; PRICE_FILTER_MAX (the slider's top) means no upper limit, any other value is one. */
  maxPrice: number;
  /** null: the default order (relevance with a query, newest without). */
  sort: ProductSort | null;
  page: number;
  /** The chosen category's specification filters (spec.readability_mg=0.01..0.1). */
  specs: SpecFilter[];
};

export const PAGE_SIZE = 24;

export const EMPTY_FILTERS: Filters = {
  query: '',
  categories: [],
  brands: [],
  minRating: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  sort: null,
  page: 1,
  specs: [],
};

/** Most of the catalog costs far more than the slider's ₹1,000, so bands go beyond it. */
export const PRICE_BANDS = [
  // The slider's top (1000) means "no limit", so "under ₹1,000" ends a paisa below it.
  { label: 'Under ₹1,000', minPrice: 0, maxPrice: 999.99 },
  { label: '₹1,000 – ₹10,000', minPrice: 1000, maxPrice: 10_000 },
  { label: '₹10,000 – ₹1,00,000', minPrice: 10_000, maxPrice: 100_000 },
  { label: 'Over ₹1,00,000', minPrice: 100_000, maxPrice: PRICE_FILTER_MAX },
] as const;

export const hasUpperPriceLimit = (filters: Pick<Filters, 'maxPrice'>) =>
  filters.maxPrice !== PRICE_FILTER_MAX;

/** A price in rupees with at most 2 decimals, within what the API accepts. */
function parsePrice(raw: string | null, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(value)) return fallback;
  const paise = Math.round(value * 100) / 100;
  return Math.min(NUMBER_LIMITS.price.max, Math.max(PRICE_FILTER_MIN, paise));
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function parseSort(raw: string | null): ProductSort | null {
  return (PRODUCT_SORTS as readonly string[]).includes(raw ?? '') ? (raw as ProductSort) : null;
}

export function parseFilters(params: URLSearchParams): Filters {
  const rating = Number(params.get('minRating'));
  const page = Number(params.get('page'));
  let minPrice = parsePrice(params.get('minPrice'), PRICE_FILTER_MIN);
  let maxPrice = parsePrice(params.get('maxPrice'), PRICE_FILTER_MAX);
  if (maxPrice !== PRICE_FILTER_MAX && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    query: params.get('query')?.trim() ?? '',
    categories: unique(params.getAll('category')),
    brands: unique(params.getAll('brand')),
    minRating: (MIN_RATING_FILTER_OPTIONS as readonly number[]).includes(rating) ? rating : null,
    minPrice,
    maxPrice,
    sort: parseSort(params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    specs: parseSpecs(params),
  };
}

/** The URL's spec.* filters; a malformed one (an edited URL) is dropped, not an error. */
function parseSpecs(params: URLSearchParams): SpecFilter[] {
  const specs: SpecFilter[] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(SPEC_PARAM_PREFIX) || specs.some((s) => `spec.${s.key}` === name))
      continue;
    const parsed = parseSpecParam(name, value);
    if (parsed.ok) specs.push(...parsed.filters);
  }
  return specs.slice(0, SPEC_FILTERS_MAX);
}

function appendSpecs(params: URLSearchParams, specs: readonly SpecFilter[]) {
  for (const spec of specs) params.set(`${SPEC_PARAM_PREFIX}${spec.key}`, formatSpecFilter(spec));
}

/** The filters with one spec filter set (or removed when null). */
export function withSpec(specs: readonly SpecFilter[], key: string, next: SpecFilter | null) {
  const others = specs.filter((spec) => spec.key !== key);
  return next ? [...others, next] : others;
}

/** The page's own URL: only what differs from "no filter". */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  for (const name of filters.categories) params.append('category', name);
  for (const name of filters.brands) params.append('brand', name);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.minPrice > PRICE_FILTER_MIN) params.set('minPrice', String(filters.minPrice));
  if (hasUpperPriceLimit(filters)) params.set('maxPrice', String(filters.maxPrice));
  appendSpecs(params, filters.specs);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/user/products's query string; a maxPrice of 1000 means no upper limit. */
export function filtersToApiQuery(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.categories.length > 0) params.set('categoryNames', filters.categories.join(','));
  if (filters.brands.length > 0) params.set('brandIds', filters.brands.join(','));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.minPrice > PRICE_FILTER_MIN) params.set('minPrice', String(filters.minPrice));
  if (hasUpperPriceLimit(filters)) params.set('maxPrice', String(filters.maxPrice));
  appendSpecs(params, filters.specs);
  if (filters.sort) params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('limit', String(PAGE_SIZE));
  return params.toString();
}

/** Whether any filter narrows the list; the order and page do not. */
export function hasActiveFilters(filters: Filters): boolean {
  return filtersToSearchParams({ ...filters, sort: null, page: 1 }).size > 0;
}

export function toggleValue(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
