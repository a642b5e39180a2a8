import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminProductSaved,
  AdminProductsBulkResponse,
  AdminProductsResponse,
} from '@labshop/domain/api/admin';
import type { Status } from '@labshop/domain/constants';
import type { MessageResponse } from '@labshop/domain/api/message';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY, useInvalidateCatalog } from '../admin-query.ts';

export const PRODUCTS_PAGE_SIZE = 25;

/** The list's search, filters and sort as the URL holds them ('' for "any"). */
export interface ProductListFilters {
  q: string;
  categoryId: string;
  status: string;
  stock: string;
  sort: string;
}

export function useAdminProducts(page: number, filters: ProductListFilters) {
  const query = new URLSearchParams({ page: String(page), limit: String(PRODUCTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return useQuery({
    queryKey: [ADMIN_KEY, 'products', 'list', query.toString()],
    queryFn: ({ signal }) =>
      api.get<AdminProductsResponse>(`/api/admin/products?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type BulkProductChange =
  | { kind: 'status'; productIds: string[]; status: Status }
  | { kind: 'category'; productIds: string[]; categoryId: string };

/** Activate, deactivate or move the selected products: all of them, or none. */
export function useBulkProductChange() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ kind, ...body }: BulkProductChange) =>
      api.post<AdminProductsBulkResponse>(
        kind === 'status' ? '/api/admin/products/bulk-status' : '/api/admin/products/bulk-category',
        body,
      ),
    // Also after a refusal: another admin may have deleted one of them meanwhile.
    onSettled: () => invalidate(),
  });
}

/** The sidebar's count of products below their minimum alert. */
export function useLowStockCount(): number | undefined {
  const query = useQuery({
    queryKey: [ADMIN_KEY, 'products', 'low-stock'],
    queryFn: ({ signal }) =>
      api.get<AdminProductsResponse>('/api/admin/products?page=1&limit=1', { signal }),
    select: (data) => data.lowStockCount,
  });
  return query.data;
}

export function useSaveProduct(id: string | null) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (form: FormData) =>
      id
        ? api.put<AdminProductSaved>(`/api/admin/update-product/${encodeURIComponent(id)}`, form)
        : api.post<AdminProductSaved>('/api/admin/add-product', form),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`/api/admin/delete-product/${encodeURIComponent(id)}`),
    onSettled: () => invalidate(),
  });
}
