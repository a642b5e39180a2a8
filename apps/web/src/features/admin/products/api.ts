import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminProductSaved, AdminProductsResponse } from '@labshop/domain/api/admin';
import type { MessageResponse } from '@labshop/domain/api/message';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY, useInvalidateCatalog } from '../admin-query.ts';

export const PRODUCTS_PAGE_SIZE = 25;

export function useAdminProducts(page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'products', 'page', page],
    queryFn: ({ signal }) =>
      api.get<AdminProductsResponse>(
        `/api/admin/products?page=${page}&limit=${PRODUCTS_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
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
