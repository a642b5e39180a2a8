import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@labshop/domain/api/catalog';
import { api } from '../../api/client.ts';
import { filtersToApiQuery } from './filter-params.ts';
import type { Filters } from './filter-params.ts';

export function fetchProducts(filters: Filters, signal: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>(`/api/user/products?${filtersToApiQuery(filters)}`, {
    signal,
  });
}

/** The listing's read; the route starts it while the page's code is on its way. */
export function productsQuery(filters: Filters) {
  return queryOptions({
    queryKey: ['products', filtersToApiQuery(filters)],
    queryFn: ({ signal }) => fetchProducts(filters, signal),
  });
}

/** Refetches on every filter change; the previous page stays on screen while the next loads. */
export function useProducts(filters: Filters) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
