import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../components/alert-provider.tsx';
import { useSession } from './session.ts';
import { api, errorMessage } from './client.ts';
import type { ProductCard } from './catalog-types.ts';

// The wishlist is shared by the home rows, the filter grid, the product page and the wishlist
// page, so its query and the toggle live here rather than in one feature.

export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export const GUEST_WISHLIST_MESSAGE = 'Please log in to add the product to your wishlist.';

type WishlistResponse = { wishlist: ProductCard[] };
type ToggleResponse = { message: string; inWishlist: boolean };
type ToggleInput = { product: ProductCard };

export function useWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: ({ signal }) => api.get<WishlistResponse>('/api/user/wishlist', { signal }),
    select: (data) => data.wishlist,
    enabled: session.isShopper,
  });
}

/** Whether the shopper has saved this product; false for guests and while loading. */
export function useIsInWishlist(productId: string): boolean {
  const { data } = useWishlist();
  return data?.some((product) => product._id === productId) ?? false;
}

/** POST /api/user/wishlist toggles the entry; the heart and the delete icon both use it. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    mutationFn: ({ product }: ToggleInput) =>
      api.post<ToggleResponse>('/api/user/wishlist', { productId: product._id }),
    onSuccess: (result, { product }) => {
      // The heart flips only after the server said so (SPEC part 4); the refetch then fills in
      // what a card lacks, such as the description.
      queryClient.setQueryData<WishlistResponse>(WISHLIST_QUERY_KEY, (old) => {
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
