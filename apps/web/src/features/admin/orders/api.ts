import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminOrderStatusResponse,
} from '@labshop/domain/api/orders';
import type { OrderStatus, PaymentStatus } from '@labshop/domain/order-status';
import { api } from '../../../api/client.ts';

// SPEC part 8 wording of the admin order screens.
export const ADMIN_ORDERS_TEXT = {
  unexpected: 'Unexpected response format',
  fetchFailed: 'Error fetching orders',
  notFound: 'Order not found',
  detailsFailed: 'Error fetching order details',
  updateFailed: 'Error updating order status',
  updated: 'Order status updated successfully!',
} as const;

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export type PaymentFilter = PaymentStatus | 'all';

export function useAdminOrders(page: number, payment: PaymentFilter) {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (payment !== 'all') params.set('paymentStatus', payment);
  return useQuery({
    queryKey: ['admin', 'orders', page, payment],
    queryFn: async ({ signal }) => {
      const data = await api.get<AdminOrdersResponse>(`/api/admin/orders?${params}`, { signal });
      if (!Array.isArray(data?.orders)) throw new Error(ADMIN_ORDERS_TEXT.unexpected);
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export const adminOrderQueryKey = (orderId: string) => ['admin', 'order', orderId] as const;

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminOrderQueryKey(orderId),
    queryFn: ({ signal }) =>
      api.get<AdminOrderResponse>(`/api/admin/order/${encodeURIComponent(orderId)}`, { signal }),
    select: (data) => data.order,
    retry: false,
  });
}

export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      api.post<AdminOrderStatusResponse>(`/api/admin/order/${encodeURIComponent(orderId)}/status`, {
        status,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminOrderResponse>(adminOrderQueryKey(orderId), {
        order: result.order,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
