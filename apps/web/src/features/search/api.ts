import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { CategorySummary, ProductCard } from '../../api/catalog-types.ts';
import { filtersToApiQuery } from './filter-params.ts';
import type { Filters } from './filter-params.ts';

export type ProductList = {
  categories: CategorySummary[];
  products: ProductCard[];
  /** Brand names. */
  brands: string[];
  total: number;
  page: number;
  limit: number;
};

export function fetchProducts(filters: Filters, signal: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>(`/api/user/products?${filtersToApiQuery(filters)}`, { signal });
}

/** Refetches on every filter change; the previous page stays on screen while the next loads. */
export function useProducts(filters: Filters) {
  return useQuery({
    queryKey: ['products', filtersToApiQuery(filters)],
    queryFn: ({ signal }) => fetchProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
