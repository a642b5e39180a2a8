import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminSdsListResponse,
  AdminSdsUploaded,
} from '@labshop/domain/api/safety-data-sheets';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY, useInvalidateCatalog } from '../admin-query.ts';

const sheetsPath = (productId: string) =>
  `/api/admin/products/${encodeURIComponent(productId)}/sds`;

/** Every version of the product's safety data sheet, newest (current) first. */
export function useProductSheets(productId: string) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'products', productId, 'sds'],
    queryFn: ({ signal }) => api.get<AdminSdsListResponse>(sheetsPath(productId), { signal }),
    select: (data) => data.sheets,
  });
}

/** Uploads one PDF as the product's newest sheet; the product page shows it next time. */
export function useUploadSheet(productId: string) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<AdminSdsUploaded>(sheetsPath(productId), form);
    },
    onSuccess: () => invalidate(),
  });
}
