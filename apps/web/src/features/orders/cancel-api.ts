import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCancelResponse } from '@labshop/domain/api/orders';
import { api } from '../../api/client.ts';
import { USER_ORDERS_QUERY_KEY } from './api.ts';

/** The shopper cancels their own order; the list then shows it cancelled with its refund. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      api.post<OrderCancelResponse>(`/api/user/orders/${encodeURIComponent(transactionId)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_ORDERS_QUERY_KEY }),
  });
}
