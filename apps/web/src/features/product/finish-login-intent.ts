import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ProductDetail, Variant } from '@labshop/domain/api/catalog';
import { CART_MESSAGES } from '@labshop/domain/validation/cart-messages';
import { useChangeCart } from '../../api/cart.ts';
import { useSession } from '../../api/session.ts';
import { useToggleWishlist, useWishlist } from '../../api/wishlist.ts';
import { useAlert } from '../../components/alert-provider.tsx';
import { takeIntent } from '../../components/login-return.ts';
import { payNowState } from './product-actions.tsx';

/**
 * Back from the login that a guest's press started (`?do=add|wishlist|buy`): finishes it once
 * the session is known: the add with its variant and quantity, the wishlist heart (only if
 * the product is not saved yet: the guest asked to save it), or the Buy now page. Only an
 * intent this tab remembers acts; the URL forgets `do` either way, so Back or a reload never
 * repeats it.
 */
export function useFinishLoginIntent(
  product: ProductDetail,
  onChoose: (variant: Variant | null, quantity: number) => void,
) {
  const [params] = useSearchParams();
  const action = params.get('do');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { showAlert } = useAlert();
  const wishlist = useWishlist();
  const addToCart = useChangeCart();
  const toggleWishlist = useToggleWishlist();
  const isDone = useRef(false);
  const isWishlistKnown = wishlist.isSuccess || wishlist.isError;

  useEffect(() => {
    if (!action || isDone.current || session.isLoading || !session.loggedIn) return;
    if (action === 'wishlist' && session.isShopper && !isWishlistKnown) return;
    isDone.current = true;
    const intent = session.isShopper ? takeIntent(product._id, action) : null;
    const forget = navigate(pathname, { replace: true });
    if (!intent) return;

    const variant = product.variantsEnabled
      ? (product.variants.find((v) => v._id === intent.variantId) ?? null)
      : null;
    if (product.variantsEnabled && !variant && intent.action !== 'wishlist') {
      showAlert('error', CART_MESSAGES.variantRequired);
      return;
    }
    const stock = variant ? variant.stock : product.inStock;
    const quantity = Math.max(1, Math.min(intent.quantity, stock));
    onChoose(variant, quantity);
    if (intent.action === 'add') {
      addToCart.mutate({ productId: product._id, variantId: variant?._id ?? null, quantity });
    } else if (intent.action === 'wishlist') {
      const isSaved = wishlist.data?.some((saved) => saved._id === product._id) ?? false;
      if (!isSaved) toggleWishlist.mutate({ product });
    } else {
      // Buy now's page comes after the cleaned product URL, so Back lands on the product.
      void Promise.resolve(forget).then(() =>
        navigate('/pay-now', { state: payNowState(product, variant, quantity) }),
      );
    }
  }, [
    action,
    session.isLoading,
    session.loggedIn,
    session.isShopper,
    isWishlistKnown,
    wishlist.data,
    product,
    pathname,
    navigate,
    showAlert,
    addToCart,
    toggleWishlist,
    onChoose,
  ]);
}
