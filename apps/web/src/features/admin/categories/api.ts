import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminCategoriesResponse,
  AdminCategory,
  AdminCategorySaved,
} from '@labshop/domain/api/admin';
import type { MessageResponse } from '@labshop/domain/api/message';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY, useInvalidateCatalog } from '../admin-query.ts';

export const CATEGORIES_KEY = [ADMIN_KEY, 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => api.get<AdminCategoriesResponse>('/api/admin/categories', { signal }),
    select: (data): AdminCategory[] => data.categories,
  });
}

/** The Manage Categories list: found by name, narrowed by status, sorted ('' for "any"). */
export function useCategoryList(filters: { q: string; status: string; sort: string }) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'list', search],
    queryFn: ({ signal }) =>
      api.get<AdminCategoriesResponse>(`/api/admin/categories${search ? `?${search}` : ''}`, {
        signal,
      }),
    select: (data): AdminCategory[] => data.categories,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCategory(id: string | null) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (form: FormData) =>
      id
        ? api.put<AdminCategorySaved>(`/api/admin/categories/${encodeURIComponent(id)}`, form)
        : api.post<AdminCategorySaved>('/api/admin/categories', form),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`/api/admin/categories/${encodeURIComponent(id)}`),
    // Refetch after a refusal too: the count in the message may be newer than the table.
    onSettled: () => invalidate(),
  });
}
