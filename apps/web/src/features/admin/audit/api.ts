import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminProductResponse } from '@labshop/domain/api/admin';
import type { AuditActorsResponse, AuditEventsResponse } from '@labshop/domain/api/audit';
import { AUDIT_PAGE_DEFAULT } from '@labshop/domain/audit';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY } from '../admin-query.ts';
import { auditFilterParams, type AuditFilters } from './audit-filters.ts';

export const AUDIT_TEXT = {
  fetchFailed: 'Error fetching the audit trail',
  productGone: 'This product no longer exists.',
} as const;

export const AUDIT_PAGE_SIZE = AUDIT_PAGE_DEFAULT;

export function useAuditEvents(filters: AuditFilters) {
  const params = auditFilterParams(filters);
  params.set('page', String(filters.page));
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return useQuery({
    queryKey: [ADMIN_KEY, 'audit', params.toString()],
    queryFn: ({ signal }) => api.get<AuditEventsResponse>(`/api/admin/audit?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The admins the trail can be narrowed to. */
export function useAuditActors() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'audit', 'actors'],
    queryFn: ({ signal }) => api.get<AuditActorsResponse>('/api/admin/audit/actors', { signal }),
    select: (data) => data.actors,
    staleTime: 5 * 60_000,
  });
}

/**
 * The product form edits the product handed to it in the navigation state, so the trail's
 * link loads the product first and then opens the form with it.
 */
export function useOpenProductForm() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (productId: string) =>
      api.get<AdminProductResponse>(`/api/admin/products/${encodeURIComponent(productId)}`),
    onSuccess: ({ product }) => void navigate('/admin-add-Product', { state: { product } }),
  });
}
