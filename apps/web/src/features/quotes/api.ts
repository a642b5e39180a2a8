import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayResponse } from '@labshop/domain/api/checkout';
import type { Quote, QuoteResponse, QuotesResponse } from '@labshop/domain/api/quotes';
import type { QuoteAcceptBody, QuoteRequestBody } from '@labshop/domain/validation/quote';
import { api } from '../../api/client.ts';

export const QUOTES_QUERY_KEY = ['user', 'quotes'] as const;
const PAGE_SIZE = 20;

export const QUOTES_TEXT = {
  fetchFailed: 'Failed to fetch quotes',
  empty: 'No quotes yet.',
} as const;

/** The buyer's quotes, newest first, a page at a time ("Show older quotes"). */
export function useUserQuotes({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.get<QuotesResponse>(`/api/user/quotes?page=${pageParam}&limit=${PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useQuote(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, id],
    queryFn: ({ signal }) =>
      api.get<QuoteResponse>(`/api/user/quotes/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteRequestBody) =>
      api.post<{ message: string; quote: Quote }>('/api/user/quotes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}

/** Accept and pay: the browser leaves for the gateway, as after Proceed to Pay. */
export function useAcceptQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteAcceptBody) =>
      api.post<PayResponse>(`/api/user/quotes/${encodeURIComponent(id)}/accept`, body),
    onSuccess: (result) => window.location.assign(result.redirectUrl),
    // Refused (expired, accepted elsewhere): the page must show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}
