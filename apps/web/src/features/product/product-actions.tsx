import { ShoppingCart, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ProductDetail, Variant } from '@labshop/domain/api/catalog';
import { GUEST_BUY_MESSAGE, GUEST_CART_MESSAGE, useChangeCart } from '../../api/cart.ts';
import { useSession } from '../../api/session.ts';
import { useAlert } from '../../components/alert-provider.tsx';
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

/** Add to cart and Buy now; guests are told to log in (SPEC part 6), admins see neither. */
export function ProductActions({ product, variant, quantity, isOutOfStock }: ProductActionsProps) {
  const session = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const addToCart = useChangeCart();

  if (session.isAdmin || session.isLoading) return null;

  function handleAdd() {
    if (!session.loggedIn) return showAlert('error', GUEST_CART_MESSAGE);
    addToCart.mutate({ productId: product._id, variantId: variant?._id ?? null, quantity });
  }

  function handleBuy() {
    if (!session.loggedIn) return showAlert('error', GUEST_BUY_MESSAGE);
    const unitPrice = variant?.sellingPrice ?? product.sellingPrice;
    const deliveryCharge =
      product.deliveryOptions.type === 'home' ? product.deliveryOptions.charge : 0;
    const state: PayNowState = {
      product,
      selectedVariant: variant,
      quantity,
      totalPrice: Math.round(unitPrice * quantity * 100) / 100,
      deliveryCharge,
      deliveryType: product.deliveryOptions.type,
    };
    navigate('/pay-now', { state });
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
