import { useMutation, useQuery } from '@tanstack/react-query';
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

export function useAdminBanners() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'banners'],
    queryFn: async ({ signal }) => {
      const data = await api.get<AdminBannersResponse>('/api/admin/banners', { signal });
      if (!Array.isArray(data?.banners)) throw new Error(BANNER_TEXT.unexpected);
      return data.banners;
    },
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
