import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailResponse, StockAlertResponse } from '@labshop/domain/api/catalog';
import { ApiError, api } from '../../api/client.ts';

export function fetchProduct(id: string, signal: AbortSignal): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/api/user/product/${encodeURIComponent(id)}`, { signal });
}

/** The product page's one read; the route starts it while the page's code is on its way. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // A missing product stays missing; retrying a 404 only delays 'No product found'.
    retry: (count, error) => count < 1 && !isNotFound(error),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Asks for (or withdraws) the one back-in-stock mail about the product, or about one of its
 * variants when variantId is given; the product page's answer says which were asked for.
 */
export function useStockAlert(productId: string, variantId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isWanted: boolean) => {
      const query = variantId === undefined ? '' : `?variantId=${encodeURIComponent(variantId)}`;
      const url = `/api/user/product/${encodeURIComponent(productId)}/notify${query}`;
      return isWanted ? api.post<StockAlertResponse>(url) : api.delete<StockAlertResponse>(url);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ProductDetailResponse>(['product', productId], (old) => {
        if (!old) return old;
        if (variantId === undefined) return { ...old, hasStockAlert: answer.hasStockAlert };
        const others = (old.variantStockAlerts ?? []).filter((id) => id !== variantId);
        return {
          ...old,
          variantStockAlerts: answer.hasStockAlert ? [...others, variantId] : others,
        };
      });
    },
    // Refused because it is back in stock (or gone): show the page as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['product', productId] }),
  });
}
