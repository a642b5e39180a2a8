import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrdersResponse, ReviewResponse } from '@labshop/domain/api/orders';
import type { ReviewInput } from '@labshop/domain/validation/review';
import { api } from '../../api/client.ts';

// Wording of the orders screen (docs/product/messages-and-limits.md).
export const ORDERS_TEXT = {
  fetchFailed: 'Failed to fetch orders',
  empty: 'No orders found.',
  reviewFailed: 'Failed to submit review: ',
} as const;

export const USER_ORDERS_QUERY_KEY = ['user', 'orders'] as const;

const PAGE_SIZE = 10;

/** The shopper's orders, newest first, one page after another ("Show older orders"). */
export function useUserOrders({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: USER_ORDERS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.get<OrdersResponse>(`/api/user/user-orders?page=${pageParam}&limit=${PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export type AddReviewInput = ReviewInput & { orderId: string; productId: string };

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, productId, rating, comment }: AddReviewInput) =>
      api.post<ReviewResponse>(
        `/api/user/order/${encodeURIComponent(orderId)}/review/${encodeURIComponent(productId)}`,
        { rating, comment },
      ),
    onSuccess: (_result, { productId }) => {
      // The order marks the product reviewed; its page, cards and home rows show the new rating.
      void queryClient.invalidateQueries({ queryKey: USER_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['product', productId] });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
