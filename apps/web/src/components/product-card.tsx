import { memo } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import type { ProductCard as ProductCardData } from '@labshop/domain/api/catalog';
import { Price } from './price.tsx';
import { ProductImage } from './product-image.tsx';
import { StarRating } from './star-rating.tsx';
import { StockHint } from './stock-hint.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

type ProductCardProps = {
  product: ProductCardData;
  /** The filter grid shows the heart, Add to cart and Compare; the home rows keep cards plain. */
  showWishlist?: boolean;
  /** 'featured' is the larger first New Arrival. */
  size?: 'normal' | 'featured';
  /** The first row of a grid: its picture loads at once, as it is likely the largest paint. */
  isFirstRow?: boolean;
};

/** Square picture, name on at most two lines, price beside struck MRP, stars and stock. */
export function ProductCard({
  product,
  showWishlist = false,
  size = 'normal',
  isFirstRow = false,
}: ProductCardProps) {
  const isFeatured = size === 'featured';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-ui border border-slate-200 bg-white shadow-card transition-shadow hover:border-slate-300">
      <ProductImage
        src={product.images[0]}
        alt={product.name}
        eager={isFirstRow}
        className="border-b border-slate-100"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase">
          {product.brand}
        </p>
        <h3
          className={`line-clamp-2 font-medium text-slate-900 ${
            isFeatured ? 'min-h-12 text-lg leading-6' : 'min-h-10 text-sm leading-5'
          }`}
        >
          {/* The whole card is the link; the heart sits above it. Its focus ring is drawn inside
              the card's edge: the card clips its overflow, so a ring outside would not show. */}
          <Link
            to={`/product/${product._id}`}
            className="after:absolute after:inset-0 after:rounded-ui hover:text-primary-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary-600"
          >
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.averageRating} reviewCount={product.totalReviews} />
        <div className="mt-auto pt-1">
          <Price sellingPrice={product.sellingPrice} mrp={product.mrp} />
          <StockHint inStock={product.inStock} className="mt-1" />
          {showWishlist && <AddToCartButton product={product} />}
          {showWishlist && <CompareToggle product={product} />}
        </div>
      </div>
      {showWishlist && <WishlistHeart product={product} className="absolute top-2 right-2 z-10" />}
    </article>
  );
}

/**
 * The card of a grid built in steps (components/reveal.tsx): memoised, so each step leaves the
 * cards already drawn alone instead of rendering them again.
 */
export const SteppedProductCard = memo(ProductCard);

/** The grey outline of a card while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-ui border border-slate-200 bg-white"
    >
      <div className="aspect-square bg-slate-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
        <div className="h-5 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}
