import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductCard,
  ProductCardWithDescription,
  WishlistResponse,
  WishlistToggleResponse,
} from '@labshop/domain/api/catalog';
import { useAlert } from '../components/alert-provider.tsx';
import { useSession } from './session.ts';
import { api, errorMessage } from './client.ts';

// The wishlist is shared by the home rows, the filter grid, the product page and the wishlist
// page, so its query and the toggle live here rather than in one feature.

export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export const GUEST_WISHLIST_MESSAGE = 'Please log in to add the product to your wishlist.';

/** A toggled-in entry is cached as the bare card it came from until the refetch adds the rest. */
export type WishlistEntry = ProductCard & Partial<Pick<ProductCardWithDescription, 'description'>>;
type CachedWishlist = { wishlist: WishlistEntry[] };
type ToggleInput = { product: ProductCard };

export function useWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: ({ signal }): Promise<CachedWishlist> =>
      api.get<WishlistResponse>('/api/user/wishlist', { signal }),
    select: (data) => data.wishlist,
    enabled: session.isShopper,
  });
}

/** POST /api/user/wishlist toggles the entry; the heart and the delete icon both use it. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    mutationFn: ({ product }: ToggleInput) =>
      api.post<WishlistToggleResponse>('/api/user/wishlist', { productId: product._id }),
    onSuccess: (result, { product }) => {
      // The heart flips only after the server said so, never ahead of it; the refetch fills in
      // what a card lacks, such as the description.
      queryClient.setQueryData<CachedWishlist>(WISHLIST_QUERY_KEY, (old) => {
        if (!old) return old;
        const others = old.wishlist.filter((entry) => entry._id !== product._id);
        return { wishlist: result.inWishlist ? [product, ...others] : others };
      });
      void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
      showAlert('success', result.message);
    },
    onError: (error) => showAlert('error', errorMessage(error, 'Could not update your wishlist.')),
  });
}
