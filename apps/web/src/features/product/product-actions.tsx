import { priceLineInRupees } from '@labshop/domain/checkout-amounts';
import { unitPriceInRupees } from '@labshop/domain/price-breaks';
import { ShoppingCart, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ProductDetail, Variant } from '@labshop/domain/api/catalog';
import { GUEST_BUY_MESSAGE, GUEST_CART_MESSAGE, useChangeCart } from '../../api/cart.ts';
import { useSession } from '../../api/session.ts';
import type { LoginIntent } from '../../components/login-return.ts';
import { useGuestAlert } from '../../components/use-guest-alert.ts';
import { Button } from '../../components/button.tsx';

type ProductActionsProps = {
  product: ProductDetail;
  variant: Variant | null;
  quantity: number;
  isOutOfStock: boolean;
};

/** What pay-now receives as navigation state (docs/product/cart-and-checkout.md). */
export type PayNowState = {
  product: ProductDetail;
  selectedVariant: Variant | null;
  quantity: number;
  totalPrice: number;
  deliveryCharge: number;
  deliveryType: ProductDetail['deliveryOptions']['type'];
};

export function payNowState(
  product: ProductDetail,
  variant: Variant | null,
  quantity: number,
): PayNowState {
  const line = priceLineInRupees({
    unitPrice: unitPriceInRupees(variant ?? product, quantity),
    quantity,
    deliveryType: product.deliveryOptions.type,
    deliveryCharge: product.deliveryOptions.charge,
  });
  return {
    product,
    selectedVariant: variant,
    quantity,
    totalPrice: line.subtotal,
    deliveryCharge: line.deliveryCharge,
    deliveryType: product.deliveryOptions.type,
  };
}

/**
 * Add to cart and Buy now; guests are told to log in (decision 021), with a link back here that
 * finishes the press; admins see neither. On phones (below 768 px) the two sit in a bar fixed
 * to the bottom of the screen, always in reach of the thumb; wider, they stay in the page
 * beside the wishlist button.
 */
export function ProductActions({ product, variant, quantity, isOutOfStock }: ProductActionsProps) {
  const session = useSession();
  const showGuestAlert = useGuestAlert();
  const navigate = useNavigate();
  const addToCart = useChangeCart();

  if (session.isAdmin || session.isLoading) return null;

  function handleAdd() {
    if (!session.loggedIn) return showGuestAlert(GUEST_CART_MESSAGE, intentOf('add'));
    addToCart.mutate({ productId: product._id, variantId: variant?._id ?? null, quantity });
  }

  function handleBuy() {
    if (!session.loggedIn) return showGuestAlert(GUEST_BUY_MESSAGE, intentOf('buy'));
    void navigate('/pay-now', { state: payNowState(product, variant, quantity) });
  }

  function intentOf(action: LoginIntent['action']): LoginIntent {
    return { action, productId: product._id, variantId: variant?._id ?? null, quantity };
  }

  return (
    <div
      data-buy-bar
      className="contents max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:flex max-md:gap-3 max-md:border-t max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:pt-3 max-md:pb-[calc(0.75rem+env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_12px_-2px_rgb(15_23_42/0.08)]"
    >
      <Button
        variant="secondary"
        onClick={handleAdd}
        disabled={isOutOfStock}
        isBusy={addToCart.isPending}
        busyLabel="Adding…"
        icon={<ShoppingCart aria-hidden="true" className="size-4" />}
        className="border-primary-700 text-primary-800 hover:bg-primary-50 max-md:flex-1 max-md:px-3"
      >
        Add to cart
      </Button>
      <Button
        onClick={handleBuy}
        disabled={isOutOfStock}
        className="max-md:flex-1 max-md:px-3"
        icon={<Zap aria-hidden="true" className="size-4" />}
      >
        Buy now
      </Button>
    </div>
  );
}
