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

/** What pay-now receives as navigation state (SPEC part 2). */
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
  const unitPrice = variant?.sellingPrice ?? product.sellingPrice;
  return {
    product,
    selectedVariant: variant,
    quantity,
    totalPrice: Math.round(unitPrice * quantity * 100) / 100,
    deliveryCharge: product.deliveryOptions.type === 'home' ? product.deliveryOptions.charge : 0,
    deliveryType: product.deliveryOptions.type,
  };
}

/**
 * Add to cart and Buy now; guests are told to log in (SPEC part 6), with a link back here that
 * finishes the press; admins see neither.
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
    navigate('/pay-now', { state: payNowState(product, variant, quantity) });
  }

  function intentOf(action: LoginIntent['action']): LoginIntent {
    return { action, productId: product._id, variantId: variant?._id ?? null, quantity };
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={handleAdd}
        disabled={isOutOfStock}
        isBusy={addToCart.isPending}
        busyLabel="Adding…"
        icon={<ShoppingCart aria-hidden="true" className="size-4" />}
        className="border-primary-700 text-primary-800 hover:bg-primary-50"
      >
        Add to cart
      </Button>
      <Button
        onClick={handleBuy}
        disabled={isOutOfStock}
        icon={<Zap aria-hidden="true" className="size-4" />}
      >
        Buy now
      </Button>
    </>
  );
}
