import { Heart } from 'lucide-react';
import type { ProductCard } from '@labshop/domain/api/catalog';
import { usePendingPress, useShopperActions } from './shopper-actions.tsx';

type WishlistHeartProps = {
  product: ProductCard;
  /** 'icon' sits on a card's picture; 'button' is the labelled button of the product page. */
  variant?: 'icon' | 'button';
  className?: string;
};

/** Filled when saved, outlined when not; guests are told to log in, admins get no heart. */
export function WishlistHeart({ product, variant = 'icon', className = '' }: WishlistHeartProps) {
  const { session, isSaved: isSavedId, toggleWishlist } = useShopperActions();
  const [isPending, press] = usePendingPress();
  const isSaved = isSavedId(product._id);

  if (session.isAdmin) return null;
  const handleClick = () => press(() => toggleWishlist(product));

  const label = isSaved ? 'Remove from wishlist' : 'Add to wishlist';
  const icon = (
    <Heart
      aria-hidden="true"
      className={`size-5 ${isSaved ? 'fill-danger-600 text-danger-600' : 'text-slate-600'}`}
    />
  );

  if (variant === 'button') {
    return (
      <button
        type="button"
        onClick={handleClick}
        disabled={isPending || session.isLoading}
        aria-pressed={isSaved}
        className={`inline-flex h-11 items-center justify-center gap-2 rounded-ui border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 ${className}`}
      >
        {icon}
        {isSaved ? 'Saved to wishlist' : 'Add to wishlist'}
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={isPending || session.isLoading}
      aria-label={`${label}: ${product.name}`}
      aria-pressed={isSaved}
      title={label}
      className={`flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white/95 shadow-card hover:bg-white disabled:opacity-60 ${className}`}
    >
      {icon}
    </button>
  );
}
