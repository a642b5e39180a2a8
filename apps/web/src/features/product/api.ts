import { useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@labshop/domain/api/catalog';
import { ApiError, api } from '../../api/client.ts';

export function fetchProduct(id: string, signal: AbortSignal): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/api/user/product/${encodeURIComponent(id)}`, { signal });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // A missing product stays missing; retrying a 404 only delays 'No product found'.
    retry: (count, error) => count < 1 && !isNotFound(error),
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
