import { useMutation, useQuery } from '@tanstack/react-query';
import type { CategoryAttribute } from '@labshop/domain/api/attributes';
import type { MessageResponse } from '@labshop/domain/api/message';
import type { CategoryAttributeInput } from '@labshop/domain/validation/category-attribute';
import { api } from '../../../api/client.ts';
import { useInvalidateCatalog } from '../admin-query.ts';
import { CATEGORIES_KEY } from './api.ts';

type AttributesResponse = { attributes: CategoryAttribute[] };
type AttributeSaved = { message: string; attribute: CategoryAttribute };

const path = (categoryId: string) =>
  `/api/admin/categories/${encodeURIComponent(categoryId)}/attributes`;
export const attributesKey = (categoryId: string) =>
  [...CATEGORIES_KEY, categoryId, 'attributes'] as const;

export function useCategoryAttributes(categoryId: string) {
  return useQuery({
    queryKey: attributesKey(categoryId),
    queryFn: ({ signal }) => api.get<AttributesResponse>(path(categoryId), { signal }),
    select: (data) => data.attributes,
  });
}

/** Every attribute change also changes product pages and facets: the catalog is refetched. */
function useAfterChange() {
  const invalidate = useInvalidateCatalog();
  return (_categoryId: string) => void invalidate();
}

export function useSaveAttribute(categoryId: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryAttributeInput }) =>
      id
        ? api.put<AttributeSaved>(`${path(categoryId)}/${encodeURIComponent(id)}`, input)
        : api.post<AttributeSaved>(path(categoryId), input),
    onSuccess: () => afterChange(categoryId),
  });
}

export function useReorderAttributes(categoryId: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (order: string[]) =>
      api.put<AttributesResponse & { message: string }>(path(categoryId), { order }),
    onSettled: () => afterChange(categoryId),
  });
}

export function useDeleteAttribute(categoryId: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`${path(categoryId)}/${encodeURIComponent(id)}`),
    onSettled: () => afterChange(categoryId),
  });
}
