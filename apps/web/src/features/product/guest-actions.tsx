import { ShoppingCart, Zap } from 'lucide-react';
import { useAlert } from '../../components/alert-provider.tsx';

// SPEC part 6: guests are told to log in instead of adding to the cart or buying. A logged-in
// shopper's cart and checkout come with their own issue, so shoppers see no buttons yet.
const GUEST_CART_MESSAGE = 'Please log in to add the product to your cart.';
const GUEST_BUY_MESSAGE = 'Please log in to buy the product.';

export function GuestActions({ isOutOfStock }: { isOutOfStock: boolean }) {
  const { showAlert } = useAlert();
  return (
    <>
      <button
        type="button"
        disabled={isOutOfStock}
        onClick={() => showAlert('error', GUEST_CART_MESSAGE)}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-ui border border-primary-700 bg-white px-5 text-sm font-semibold text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        Add to cart
      </button>
      <button
        type="button"
        disabled={isOutOfStock}
        onClick={() => showAlert('error', GUEST_BUY_MESSAGE)}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-ui bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Zap aria-hidden="true" className="size-4" />
        Buy now
      </button>
    </>
  );
}
