import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuote, AdminQuotesResponse } from '@labshop/domain/api/quotes';
import type { ShownQuoteState } from '@labshop/domain/quote-status';
import type { QuoteSendBody } from '@labshop/domain/validation/quote';
import { api } from '../../../api/client.ts';
import { ADMIN_KEY } from '../admin-query.ts';

export const ADMIN_QUOTES_PAGE_SIZE = 25;
const QUOTES_KEY = [ADMIN_KEY, 'quotes'] as const;

export const ADMIN_QUOTES_TEXT = {
  fetchFailed: 'Error fetching quotes',
  notFound: 'Quote not found',
} as const;

export function useAdminQuotes(page: number, state: ShownQuoteState | '') {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_QUOTES_PAGE_SIZE) });
  if (state) params.set('state', state);
  return useQuery({
    queryKey: [...QUOTES_KEY, page, state],
    queryFn: ({ signal }) =>
      api.get<AdminQuotesResponse>(`/api/admin/quotes?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Requests waiting for a price: the sidebar's count beside Quotes. */
export function useRequestedQuoteCount(): number | undefined {
  const query = useQuery({
    queryKey: [...QUOTES_KEY, 'requested-count'],
    queryFn: ({ signal }) =>
      api.get<AdminQuotesResponse>('/api/admin/quotes?state=requested&limit=1', { signal }),
    staleTime: 60_000,
  });
  return query.data?.total;
}

export function useAdminQuote(id: string) {
  return useQuery({
    queryKey: [...QUOTES_KEY, 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ quote: AdminQuote }>(`/api/admin/quotes/${encodeURIComponent(id)}`, { signal }),
  });
}

type Answer = { message: string; quote: AdminQuote };

export function useSendQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteSendBody) =>
      api.post<Answer>(`/api/admin/quotes/${encodeURIComponent(id)}/send`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

export function useDeclineQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Answer>(`/api/admin/quotes/${encodeURIComponent(id)}/decline`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}
