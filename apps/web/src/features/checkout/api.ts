import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayResponse, PayStatusResponse } from '@labshop/domain/api/checkout';
import type { Address } from '@labshop/domain/api/account';
import { DEFAULT_PAYMENT_METHOD, type DeliveryType } from '@labshop/domain/constants';
import { api } from '../../api/client.ts';

export type PayCartInput = {
  amount: number;
  cartItems: {
    productId: string;
    quantity: number;
    variantId: string | null;
    deliveryType: DeliveryType;
    deliveryCharge: number;
  }[];
  selectedAddress: Address;
  userId: string | null;
  purchaseOrderNumber?: string;
  gstNumber?: string;
};

export type PayNowInput = {
  amount: number;
  productId: string;
  quantity: number;
  selectedAddress: Address;
  userId: string | null;
  selectedVariant: string | null;
  deliveryCharge: number;
  deliveryType: DeliveryType;
  purchaseOrderNumber?: string;
  gstNumber?: string;
};

// The browser leaves for the gateway: the page stays busy until it has gone.
function goTo(url: string) {
  window.location.assign(url);
}

export function usePayCart() {
  return useMutation({
    mutationFn: ({ userId, ...input }: PayCartInput) =>
      api.post<PayResponse>('/api/user/pay', {
        ...input,
        ...(userId ? { userId } : {}),
        paymentMethod: DEFAULT_PAYMENT_METHOD,
      }),
    onSuccess: (result) => goTo(result.redirectUrl),
  });
}

export function usePayNow() {
  return useMutation({
    mutationFn: ({ userId, ...input }: PayNowInput) =>
      api.post<PayResponse>('/api/user/pay-now', {
        ...input,
        ...(userId ? { userId } : {}),
        paymentMethod: DEFAULT_PAYMENT_METHOD,
      }),
    onSuccess: (result) => goTo(result.redirectUrl),
  });
}

/**
 * Try again for an unpaid order: the server answers its payment while it can still be made,
 * otherwise a new payment for the same items, and the browser leaves for that gateway page.
 */
export function usePayAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      api.post<PayResponse>(`/api/user/orders/${encodeURIComponent(transactionId)}/pay-again`),
    onSuccess: (result) => goTo(result.redirectUrl),
    // Refused (paid meanwhile, address gone): the orders list must show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['user', 'orders'] }),
  });
}

const STATUS_POLL_MS = 3000;
const STATUS_POLLS_MAX = 10;

/** Asks the shop (which asks the gateway) until the payment is final or ~30 s have passed. */
export function usePaymentStatus(transactionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['payment-status', transactionId] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => api.post<PayStatusResponse>('/api/user/pay-status', { transactionId }),
    enabled: transactionId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'PENDING' &&
      query.state.dataUpdateCount < STATUS_POLLS_MAX
        ? STATUS_POLL_MS
        : false,
  });
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  /** Still pending, and still being asked about: not yet a failure to show. */
  const isConfirming =
    query.isPending || (query.data?.paymentStatus === 'PENDING' && answers < STATUS_POLLS_MAX);
  return { ...query, isConfirming };
}
