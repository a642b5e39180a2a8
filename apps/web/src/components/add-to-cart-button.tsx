import { ListChecks, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ProductCard } from '@labshop/domain/api/catalog';
import { productOptionsPath, usePendingPress, useShopperActions } from './shopper-actions.tsx';

const buttonLook =
  'relative z-10 mt-2 inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-ui border border-primary-700 bg-white px-3 text-sm font-semibold whitespace-nowrap text-primary-800 hover:bg-primary-50';

/**
 * A card's Add to cart: one unit. A product with variants needs one chosen first, so its card
 * says "Choose options" and opens the product page with the variant picker in view.
 */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const { session, addToCart } = useShopperActions();
  const [isPending, press] = usePendingPress();
  const navigate = useNavigate();

  if (session.isAdmin) return null;
  const isOutOfStock = product.inStock <= 0;
  if (product.variantsEnabled && !isOutOfStock) {
    // A button beside Add to cart on other cards; the card's name stays its only link.
    return (
      <button
        type="button"
        onClick={() => void navigate(productOptionsPath(product._id))}
        aria-label={`Choose options: ${product.name}`}
        className={buttonLook}
      >
        {/* Two words fit a phone's two-column card only without the icon. */}
        <ListChecks aria-hidden="true" className="size-4 shrink-0 max-xs:hidden" />
        Choose options
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={() => press(() => addToCart(product))}
      disabled={isOutOfStock || isPending || session.isLoading}
      aria-label={`Add to cart: ${product.name}`}
      className={`${buttonLook} disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white`}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {isOutOfStock ? 'Out of stock' : 'Add to cart'}
    </button>
  );
}
