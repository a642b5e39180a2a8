import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ProductCard } from '@labshop/domain/api/catalog';
import { CART_MESSAGES } from '@labshop/domain/validation/cart-messages';
import { GUEST_CART_MESSAGE, useChangeCart } from '../api/cart.ts';
import { ApiError } from '../api/client.ts';
import { useSession } from '../api/session.ts';
import { useGuestAlert } from './use-guest-alert.ts';

/**
 * A card's Add to cart: one unit. A product with variants needs one chosen, so the server's
 * answer sends the shopper to the product page to pick it.
 */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const session = useSession();
  const showGuestAlert = useGuestAlert();
  const navigate = useNavigate();
  const add = useChangeCart();

  if (session.isAdmin) return null;
  const isOutOfStock = product.inStock <= 0;

  function handleClick() {
    if (!session.loggedIn) {
      return showGuestAlert(GUEST_CART_MESSAGE, {
        action: 'add',
        productId: product._id,
        variantId: null,
        quantity: 1,
      });
    }
    add.mutate(
      { productId: product._id, variantId: null, quantity: 1 },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.message === CART_MESSAGES.variantRequired) {
            navigate(`/product/${product._id}`);
          }
        },
      },
    );
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={isOutOfStock || add.isPending || session.isLoading}
      aria-label={`Add to cart: ${product.name}`}
      className="relative z-10 mt-2 inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-ui border border-primary-700 bg-white px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white"
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {isOutOfStock ? 'Out of stock' : 'Add to cart'}
    </button>
  );
}
