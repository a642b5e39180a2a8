import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { useCart } from '../../api/cart.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { CartLine } from './cart-line.tsx';

/** The cart step's panel: its lines, or a skeleton, a failed load with Retry, or the empty cart. */
export function CartItems({ cart }: { cart: ReturnType<typeof useCart> }) {
  const lines = cart.data?.cart ?? [];
  return (
    <>
      {cart.isPending && <CartSkeleton />}
      {cart.isError && (
        <LoadFailed
          what="Your cart"
          onRetry={() => void cart.refetch()}
          isRetrying={cart.isFetching}
        />
      )}
      {cart.isSuccess && lines.length === 0 && (
        <EmptyState icon={ShoppingCart} title="Your cart is empty.">
          <Link to="/filter" className="font-semibold text-primary-700 hover:underline">
            Browse products
          </Link>
        </EmptyState>
      )}
      {lines.length > 0 && <h2 className="sr-only">Items in your cart</h2>}
      {lines.length > 0 && (
        <ul className="rounded-ui border border-slate-200 bg-white px-4 shadow-card">
          {lines.map((line) => (
            <CartLine key={line._id} line={line} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Two lines' worth of space while the cart loads, so the summary does not jump when it arrives. */
function CartSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your cart…</span>
      <ul
        aria-hidden="true"
        className="rounded-ui border border-slate-200 bg-white px-4 shadow-card"
      >
        {[0, 1].map((row) => (
          <li key={row} className="flex gap-4 border-b border-slate-100 py-4 last:border-0">
            <div className="size-20 shrink-0 animate-pulse rounded-ui bg-slate-100" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
              <div className="h-9 w-32 animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
