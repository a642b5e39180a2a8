import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReturnActionResponse, AdminReturnsResponse } from '@labshop/domain/api/returns';
import type { ReturnState } from '@labshop/domain/refunds';
import type { ReturnReceiptInput } from '@labshop/domain/validation/returns';
import { api } from '../../../api/client.ts';

export const ADMIN_RETURNS_TEXT = {
  fetchFailed: 'Error fetching returns',
} as const;

export const ADMIN_RETURNS_PAGE_SIZE = 20;

export type StateFilter = ReturnState | 'all';

const RETURNS_KEY = ['admin', 'returns'] as const;

export function useAdminReturns(page: number, state: StateFilter) {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(ADMIN_RETURNS_PAGE_SIZE),
  });
  if (state !== 'all') params.set('state', state);
  return useQuery({
    queryKey: [...RETURNS_KEY, page, state],
    queryFn: ({ signal }) =>
      api.get<AdminReturnsResponse>(`/api/admin/returns?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Returns waiting for a decision, for the sidebar's count. */
export function useRequestedReturnCount(): number | undefined {
  const query = useQuery({
    queryKey: [...RETURNS_KEY, 'counts'],
    queryFn: ({ signal }) =>
      api.get<AdminReturnsResponse>('/api/admin/returns?state=requested&limit=1', { signal }),
    staleTime: 60_000,
  });
  return query.data?.counts.requested;
}

export type ReturnStep =
  | { step: 'approve' }
  | { step: 'reject'; reason: string }
  | { step: 'receive'; receipt: ReturnReceiptInput };

export function useReturnStep(returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReturnStep) => {
      const url = `/api/admin/returns/${encodeURIComponent(returnId)}/${action.step}`;
      const body =
        action.step === 'reject'
          ? { reason: action.reason }
          : action.step === 'receive'
            ? action.receipt
            : {};
      return api.post<AdminReturnActionResponse>(url, body);
    },
    // Settled either way: a refusal (someone else took the step) also means the list is stale.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}

export const adminCreditNoteUrl = (returnId: string) =>
  `/api/admin/returns/${encodeURIComponent(returnId)}/credit-note`;
