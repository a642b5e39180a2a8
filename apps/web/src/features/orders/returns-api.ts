import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestResponse } from '@labshop/domain/api/returns';
import type { ReturnRequestInput } from '@labshop/domain/validation/returns';
import { api } from '../../api/client.ts';
import { USER_ORDERS_QUERY_KEY } from './api.ts';

export type RequestReturnInput = ReturnRequestInput & { orderId: string };

/** Sends a return request; the orders list then shows it and what is left to return. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RequestReturnInput) =>
      api.post<ReturnRequestResponse>(
        `/api/user/order/${encodeURIComponent(orderId)}/return`,
        body,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_ORDERS_QUERY_KEY }),
  });
}

/** The PDF of a received return's credit note. */
export const creditNoteUrl = (returnId: string) =>
  `/api/user/returns/${encodeURIComponent(returnId)}/credit-note`;
