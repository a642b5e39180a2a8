import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartChangeResponse, CartResponse } from '@labshop/domain/api/cart';
import type { MessageResponse } from '@labshop/domain/api/message';
import { CART_MESSAGES } from '@labshop/domain/validation/cart-messages';
import { useAlert } from '../components/alert-provider.tsx';
import { ApiError, api, errorMessage } from './client.ts';
import { useSession } from './session.ts';

// The cart is read by the header's count, the cart page and the product buttons, so its query
// and its changes live here rather than in one feature.

export const CART_QUERY_KEY = ['cart'] as const;
export const GUEST_CART_MESSAGE = 'Please log in to add the product to your cart.';
export const GUEST_BUY_MESSAGE = 'Please log in to buy the product.';

export function useCart() {
  const session = useSession();
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CartResponse>('/api/user/cart', { signal }),
    enabled: session.isShopper,
  });
}

/** Units in the cart, for the header; 0 for guests and while loading. */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.cart.reduce((sum, line) => sum + (line.isAvailable ? line.quantity : 0), 0) ?? 0;
}

export type CartChange = { productId: string; variantId: string | null; quantity: number };

/**
 * POST /api/user/cart: adds (positive) or changes a line by a signed difference. A clamp to
 * stock is an answer, shown as its alert; a failure shows 'Failed to add product to cart'.
 */
export function useChangeCart(options: { failureMessage?: string } = {}) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    mutationFn: (change: CartChange) => api.post<CartChangeResponse>('/api/user/cart', change),
    onSuccess: (result) => showAlert(result.isClamped ? 'error' : 'success', result.message),
    onError: (error) => {
      // The server's own reason when it has one the shopper can act on (out of stock, variant).
      const isActionable = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showAlert(
        'error',
        isActionable ? errorMessage(error) : (options.failureMessage ?? CART_MESSAGES.failed),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    mutationFn: ({ productId, variantId }: { productId: string; variantId: string | null }) =>
      api.delete<MessageResponse>(
        `/api/user/cart/${encodeURIComponent(productId)}${
          variantId ? `?variantId=${encodeURIComponent(variantId)}` : ''
        }`,
      ),
    onSuccess: (result) => showAlert('success', result.message),
    onError: (error) => showAlert('error', errorMessage(error, 'Could not remove the item.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
