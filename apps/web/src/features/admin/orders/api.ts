import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminOrderStatusResponse,
  BulkStatusResponse,
} from '@labshop/domain/api/orders';
import type { OrderStatus, OrderStatusUpdate, PaymentStatus } from '@labshop/domain/order-status';
import type { BulkOrderStatusBody } from '@labshop/domain/validation/order-bulk-status';
import type { AdminRefundBody } from '@labshop/domain/validation/refund';
import { api } from '../../../api/client.ts';

// Wording of the admin order screens (docs/product/messages-and-limits.md).
export const ADMIN_ORDERS_TEXT = {
  unexpected: 'Unexpected response format',
  fetchFailed: 'Error fetching orders',
  notFound: 'Order not found',
  detailsFailed: 'Error fetching order details',
  updateFailed: 'Error updating order status',
  updated: 'Order status updated successfully!',
} as const;

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** 'late': orders whose payment came after the shop gave up on it, whatever their status. */
export type PaymentFilter = PaymentStatus | 'all' | 'late';

/** The list's filters as GET /api/admin/orders and its export.csv take them. */
export interface AdminOrderFilters {
  q: string;
  status: OrderStatus | '';
  payment: PaymentFilter;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
}

/** The query string of the filters; only what is set, so the server's defaults apply. */
export function orderFilterQuery(filters: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { payment, ...rest } = filters;
  if (payment === 'late') params.set('late', '1');
  else if (payment !== 'all') params.set('paymentStatus', payment);
  for (const [key, value] of Object.entries(rest)) if (value !== '') params.set(key, value);
  return params;
}

/** The export's address: a plain link, so the browser streams the download to disk itself. */
export const ordersCsvHref = (filters: AdminOrderFilters) =>
  `/api/admin/orders/export.csv?${orderFilterQuery(filters)}`;

export function useAdminOrders(page: number, filters: AdminOrderFilters) {
  const params = orderFilterQuery(filters);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_ORDERS_PAGE_SIZE));
  return useQuery({
    queryKey: ['admin', 'orders', page, filters],
    queryFn: async ({ signal }) => {
      const data = await api.get<AdminOrdersResponse>(`/api/admin/orders?${params}`, { signal });
      if (!Array.isArray(data?.orders)) throw new Error(ADMIN_ORDERS_TEXT.unexpected);
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** One status for the selected orders; each order's own outcome comes back. */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkOrderStatusBody) =>
      api.post<BulkStatusResponse>('/api/admin/orders/bulk-status', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
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
    mutationFn: (body: OrderStatusUpdate) =>
      api.post<AdminOrderStatusResponse>(
        `/api/admin/order/${encodeURIComponent(orderId)}/status`,
        body,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<AdminOrderResponse>(adminOrderQueryKey(orderId), {
        order: result.order,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

/** Both refund calls answer the order as the details page shows it. */
function useOrderChange<I>(orderId: string, call: (input: I) => Promise<AdminOrderStatusResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData<AdminOrderResponse>(adminOrderQueryKey(orderId), {
        order: result.order,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

const orderPath = (orderId: string) => `/api/admin/order/${encodeURIComponent(orderId)}`;

export function useRefundByHand(orderId: string) {
  return useOrderChange(orderId, (body: AdminRefundBody) =>
    api.post<AdminOrderStatusResponse>(`${orderPath(orderId)}/refund`, body),
  );
}

export function useRetryRefund(orderId: string) {
  return useOrderChange(orderId, (refundId: string) =>
    api.post<AdminOrderStatusResponse>(
      `${orderPath(orderId)}/refund/${encodeURIComponent(refundId)}/retry`,
    ),
  );
}
