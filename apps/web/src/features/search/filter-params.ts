import {
  MIN_RATING_FILTER_OPTIONS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
} from '@labshop/domain/constants';

// The filter page keeps every filter in its URL, so a filtered page can be shared and the back
// button steps through the changes. Category and brand are repeated keys holding names.

export type Filters = {
  query: string;
  categories: string[];
  brands: string[];
  minRating: number | null;
  minPrice: number;
  maxPrice: number;
  page: number;
};

export const PAGE_SIZE = 24;

export const EMPTY_FILTERS: Filters = {
  query: '',
  categories: [],
  brands: [],
  minRating: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  page: 1,
};

function clampPrice(raw: string | null, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(value)));
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

export function parseFilters(params: URLSearchParams): Filters {
  const rating = Number(params.get('minRating'));
  const page = Number(params.get('page'));
  let minPrice = clampPrice(params.get('minPrice'), PRICE_FILTER_MIN);
  let maxPrice = clampPrice(params.get('maxPrice'), PRICE_FILTER_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    query: params.get('query')?.trim() ?? '',
    categories: unique(params.getAll('category')),
    brands: unique(params.getAll('brand')),
    minRating: (MIN_RATING_FILTER_OPTIONS as readonly number[]).includes(rating) ? rating : null,
    minPrice,
    maxPrice,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's own URL: only what differs from "no filter". */
export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  for (const name of filters.categories) params.append('category', name);
  for (const name of filters.brands) params.append('brand', name);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.minPrice > PRICE_FILTER_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_FILTER_MAX) params.set('maxPrice', String(filters.maxPrice));
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
  if (filters.maxPrice < PRICE_FILTER_MAX) params.set('maxPrice', String(filters.maxPrice));
  params.set('page', String(filters.page));
  params.set('limit', String(PAGE_SIZE));
  return params.toString();
}

export function hasActiveFilters(filters: Filters): boolean {
  return filtersToSearchParams({ ...filters, page: 1 }).size > 0;
}

export function toggleValue(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
