import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminBannerSaved, AdminBannersResponse } from '@labshop/domain/api/admin';
import type { MessageResponse } from '@labshop/domain/api/message';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY, useInvalidateCatalog } from '../admin-query.ts';

// Wording of the banner screens (docs/product/messages-and-limits.md).
export const BANNER_TEXT = {
  unexpected: 'Unexpected response format',
  fetchFailed: 'Error fetching banners',
  deleteFailed: 'Error deleting banner',
  uploadFailed: 'Error uploading banner',
} as const;

/** Every banner, or only one type or status ('' for "any"). */
export function useAdminBanners(
  filters: { type: string; status: string } = { type: '', status: '' },
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return useQuery({
    queryKey: [ADMIN_KEY, 'banners', search],
    queryFn: async ({ signal }) => {
      const url = `/api/admin/banners${search ? `?${search}` : ''}`;
      const data = await api.get<AdminBannersResponse>(url, { signal });
      if (!Array.isArray(data?.banners)) throw new Error(BANNER_TEXT.unexpected);
      return data.banners;
    },
    placeholderData: keepPreviousData,
  });
}

export function useSaveBanner(id: string | null) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (form: FormData) =>
      id
        ? api.put<AdminBannerSaved>(`/api/admin/update-banner/${encodeURIComponent(id)}`, form)
        : api.post<AdminBannerSaved>('/api/admin/banners', form),
    onSuccess: () => invalidate(),
  });
}

export function useMoveBanner() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      api.put<AdminBannerSaved>(`/api/admin/update-banner/${encodeURIComponent(id)}`, {
        position,
      }),
    onSettled: () => invalidate(),
  });
}

export function useDeleteBanner() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`/api/admin/delete-banner/${encodeURIComponent(id)}`),
    onSettled: () => invalidate(),
  });
}
